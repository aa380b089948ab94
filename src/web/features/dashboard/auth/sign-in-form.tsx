// The sign-in form the login page and the session-ended dialog share: the same fields, checks, failure messages and
// busy state; each says what happens once signed in.
import { useState, type FormEvent } from 'react';
import { loginInput } from '../../../../shared/schemas/auth';
import { signIn } from '../../../lib/auth-session';
import { Field } from '../ui/field';
import { useForm } from '../ui/use-form';
import { LOGIN_ERROR_HEADING, loginErrorMessage } from './auth-errors';

export function useSignInForm(initialEmail: string, onSignedIn: () => void) {
  const form = useForm(loginInput, { email: initialEmail, password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(form.data.email, form.data.password);
      onSignedIn();
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { form, error, busy, onSubmit };
}

export type SignInForm = ReturnType<typeof useSignInForm>;

/** The failure alert and the two fields; the caller adds its buttons. */
export function SignInFields({ signInForm, focusPassword = false }: { signInForm: SignInForm; focusPassword?: boolean }) {
  const { form, error } = signInForm;
  return (
    <>
      {error && (
        <div className="dash-alert dash-alert--error" role="alert">
          <strong>{LOGIN_ERROR_HEADING}</strong>
          <p style={{ margin: 0 }}>{error}</p>
        </div>
      )}
      <Field label="Email" error={form.error('email')}>
        <input type="email" autoComplete="email" value={String(form.values.email)} onChange={(e) => form.set('email', e.target.value)} onBlur={() => form.touch('email')} />
      </Field>
      <Field label="Password" error={form.error('password')}>
        <input
          type="password"
          autoComplete="current-password"
          autoFocus={focusPassword}
          value={String(form.values.password)}
          onChange={(e) => form.set('password', e.target.value)}
          onBlur={() => form.touch('password')}
        />
      </Field>
    </>
  );
}
