// Register (spec 02 §2, §5, §8): email, name and password required; on success the message below, then /dashboard
// after 2 seconds. The new account is a TEAM account.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH, REGISTRATION_REDIRECT_MS } from '../../../../shared/constants';
import { registerInput } from '../../../../shared/schemas/auth';
import { register } from '../../../lib/auth-session';
import { paths } from '../../../lib/paths';
import { Field } from '../ui/field';
import { useForm } from '../ui/use-form';
import { registerErrorMessage } from './auth-errors';

export function RegisterPage() {
  const form = useForm(registerInput, { email: '', name: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.dashboard), REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.data) return;
    setBusy(true);
    setError(null);
    try {
      await register(form.data.email, form.data.name, form.data.password);
      setDone(true);
    } catch (failure) {
      setError(registerErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dash container" lang="en">
      <div className="dash-panel dash-auth">
        <h1>Register</h1>
        {done && (
          <div className="dash-alert dash-alert--success" role="status">
            Registration successful! Redirecting to dashboard...
          </div>
        )}
        {error && (
          <div className="dash-alert dash-alert--error" role="alert">
            {error}
          </div>
        )}
        <form className="dash-form" onSubmit={onSubmit} noValidate>
          <Field label="Email" error={form.error('email')}>
            <input type="email" autoComplete="email" value={String(form.values.email)} onChange={(e) => form.set('email', e.target.value)} onBlur={() => form.touch('email')} />
          </Field>
          <Field label="Name" error={form.error('name')}>
            <input type="text" autoComplete="name" value={String(form.values.name)} onChange={(e) => form.set('name', e.target.value)} onBlur={() => form.touch('name')} />
          </Field>
          <Field label="Password" error={form.error('password')} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
            <input type="password" autoComplete="new-password" value={String(form.values.password)} onChange={(e) => form.set('password', e.target.value)} onBlur={() => form.touch('password')} />
          </Field>
          <button type="submit" className="dash-btn dash-btn--primary" disabled={busy || done}>
            {busy ? 'Registering...' : 'Register'}
          </button>
        </form>
        <p className="muted" style={{ marginTop: 16 }}>
          Already registered? <Link href={paths.login}>Login</Link>
        </p>
      </div>
    </div>
  );
}
