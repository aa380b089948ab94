// Login (spec 02 §2, §5, §8): email and password required, Login disabled while invalid, success -> /dashboard,
// failures under 'There was a problem signing you in.'.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { loginInput } from '../../../../shared/schemas/auth';
import { signIn } from '../../../lib/auth-session';
import { paths } from '../../../lib/paths';
import { Field } from '../ui/field';
import { useForm } from '../ui/use-form';
import { LOGIN_ERROR_HEADING, loginErrorMessage } from './auth-errors';

export function LoginPage() {
  const form = useForm(loginInput, { email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(form.data.email, form.data.password);
      navigate(paths.dashboard);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dash container">
      <div className="dash-panel dash-auth">
        <h1>Login</h1>
        {error && (
          <div className="dash-alert dash-alert--error" role="alert">
            <strong>{LOGIN_ERROR_HEADING}</strong>
            <p style={{ margin: 0 }}>{error}</p>
          </div>
        )}
        <form className="dash-form" onSubmit={onSubmit} noValidate>
          <Field label="Email" error={form.error('email')}>
            <input type="email" autoComplete="email" value={String(form.values.email)} onChange={(e) => form.set('email', e.target.value)} onBlur={() => form.touch('email')} />
          </Field>
          <Field label="Password" error={form.error('password')}>
            <input type="password" autoComplete="current-password" value={String(form.values.password)} onChange={(e) => form.set('password', e.target.value)} onBlur={() => form.touch('password')} />
          </Field>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={!form.valid || busy}>
            {busy ? 'Signing in...' : 'Login'}
          </button>
        </form>
        <p className="muted" style={{ marginTop: 16 }}>
          No account yet? <Link href={paths.register}>Register</Link>
        </p>
      </div>
    </div>
  );
}
