// Login (spec 02 §2, §5, §8): email and password required, Login disabled while invalid, success -> /dashboard,
// failures under 'There was a problem signing you in.'.
import { Link, useLocation } from 'wouter';
import { paths } from '../../../lib/paths';
import { SignInFields, useSignInForm } from './sign-in-form';

export function LoginPage() {
  const [, navigate] = useLocation();
  const signInForm = useSignInForm('', () => navigate(paths.dashboard));
  const { form, busy, onSubmit } = signInForm;

  return (
    <div className="dash container">
      <div className="dash-panel dash-auth">
        <h1>Login</h1>
        <form className="dash-form" onSubmit={onSubmit} noValidate>
          <SignInFields signInForm={signInForm} />
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
