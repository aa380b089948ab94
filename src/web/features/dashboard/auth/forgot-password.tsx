// "Forgot password?" on /login (issue 25): the e-mail of the account; the answer is the server's, the same whether the
// address has an account or not. Shown only where the site sends e-mail (useAuthOptions).
import { useState, type FormEvent } from 'react';
import { forgotPasswordInput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api';
import { Field } from '../ui/field';
import { reasonOf } from '../ui/server-errors';
import { useForm } from '../ui/use-form';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useForm(forgotPasswordInput, { email: initialEmail });
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await apiRequest<string>('/auth/forgot-password', { method: 'POST', body: form.data }));
    } catch (failure) {
      setError(reasonOf(failure) ?? 'The request failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password?</h1>
      {answer ? (
        <div className="dash-alert dash-alert--success" role="status">
          {answer}
        </div>
      ) : (
        <>
          <p className="muted">Enter the e-mail address of your account. We will send it a link to choose a new password.</p>
          {error && (
            <div className="dash-alert dash-alert--error" role="alert">
              {error}
            </div>
          )}
          <form className="dash-form" onSubmit={(e) => void onSubmit(e)} noValidate>
            <Field label="Email" error={form.error('email')}>
              <input type="email" autoComplete="email" autoFocus value={String(form.values.email)} onChange={(e) => form.set('email', e.target.value)} onBlur={() => form.touch('email')} />
            </Field>
            <button type="submit" className="dash-btn dash-btn--primary" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        </>
      )}
      <p style={{ marginTop: 16 }}>
        <button type="button" className="dash-btn dash-btn--small" onClick={onBack}>
          Back to login
        </button>
      </p>
    </section>
  );
}
