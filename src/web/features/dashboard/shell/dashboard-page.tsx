// The dashboard (spec 02 §2): header with the user's name and role and Logout; ADMIN and EDITOR get the content
// tabs, TEAM the team grid. An account still on a one-time password chooses its own first (issue 25).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../../../lib/logout';
import { paths } from '../../../lib/paths';
import { can } from '../../../../shared/policy';
import { ChoosePassword } from '../account/choose-password';
import { DemoBanner } from '../demo/demo-banner';
import { TeamDashboard } from '../team/team-dashboard';
import { ContentTabs } from './content-tabs';
import { useGuardedUser } from './use-guard';

export function DashboardPage() {
  const user = useGuardedUser();
  const [, navigate] = useLocation();
  const [passwordChosen, setPasswordChosen] = useState(false);

  if (!user) {
    return (
      <div className="dash container" lang="en">
        <p className="state" role="status">
          Loading user information...
        </p>
      </div>
    );
  }

  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };

  return (
    <div className="dash container" lang="en">
      <header className="dash-header">
        <div>
          <h1>Welcome to Your Dashboard</h1>
          <p>
            {user.name} ({user.userType})
          </p>
        </div>
        <button type="button" className="dash-btn" onClick={onLogout}>
          Logout
        </button>
      </header>
      {user.passwordChangeRequired && !passwordChosen ? (
        <ChoosePassword user={user} onDone={() => setPasswordChosen(true)} />
      ) : (
        <>
          {can(user.userType, 'demo:remove') && <DemoBanner />}
          {user.userType === 'TEAM' ? <TeamDashboard /> : <ContentTabs role={user.userType} />}
        </>
      )}
    </div>
  );
}
