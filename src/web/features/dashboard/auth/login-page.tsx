// Login (spec 02 §2, §5, §8): email and password required, Login disabled while invalid, success -> /dashboard,
// failures under 'There was a problem signing you in.'. Where the site sends e-mail (issue 25), "Forgot password?"
// asks for the account's e-mail in place of the sign-in form.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../lib/paths';
import { useAuthOptions } from '../ui/auth-options';
import { ForgotPasswordForm } from './forgot-password';
import { SignInFields, useSignInForm } from './sign-in-form';

export function LoginPage() {
  const [, navigate] = useLocation();
  const signInForm = useSignInForm('', () => navigate(paths.dashboard));
  const { form, busy, onSubmit } = signInForm;
  const options = useAuthOptions();
  const [forgot, setForgot] = useState(false);

  if (forgot) {
    return (
      <div className="dash container" lang="en">
        <div className="dash-panel dash-auth">
          <ForgotPasswordForm initialEmail={String(form.values.email)} onBack={() => setForgot(false)} />
        </div>
      </div>
    );
  }

  return (
    <div className="dash container" lang="en">
      <div className="dash-panel dash-auth">
        <h1>Login</h1>
        <form className="dash-form" onSubmit={onSubmit} noValidate>
          <SignInFields signInForm={signInForm} />
          <button type="submit" className="dash-btn dash-btn--primary" disabled={!form.valid || busy}>
            {busy ? 'Signing in...' : 'Login'}
          </button>
        </form>
        {options.data?.passwordReset && (
          <p style={{ marginTop: 16 }}>
            <button type="button" className="dash-btn dash-btn--small" onClick={() => setForgot(true)}>
              Forgot password?
            </button>
          </p>
        )}
        <p className="muted" style={{ marginTop: 16 }}>
          No account yet? <Link href={paths.register}>Register</Link>
        </p>
      </div>
    </div>
  );
}
