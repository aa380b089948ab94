// The lazy entry of the account screens and the dashboard: the pages of app/route-table.tsx import only this module,
// so TanStack Query, tRPC and the dashboard's code load only here.
import { MyAccountForm } from './account/my-account-form';
import { DashboardProviders } from './providers';
import { LoginPage } from './auth/login-page';
import { RegisterPage } from './auth/register-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { DashboardPage } from './shell/dashboard-page';

export function LoginRoute() {
  return (
    <DashboardProviders>
      <LoginPage />
    </DashboardProviders>
  );
}

export function RegisterRoute() {
  return (
    <DashboardProviders>
      <RegisterPage />
    </DashboardProviders>
  );
}

/** /reset-password: a password from an e-mail's link (issue 25). */
export function ResetPasswordRoute() {
  return (
    <DashboardProviders>
      <ResetPasswordPage />
    </DashboardProviders>
  );
}

export function DashboardRoute() {
  return (
    <DashboardProviders>
      <DashboardPage />
    </DashboardProviders>
  );
}

/** /my-account once signed in (the visitor's placeholder is the public page's). */
export function MyAccountRoute() {
  return (
    <DashboardProviders>
      <MyAccountForm />
    </DashboardProviders>
  );
}
