// The /dashboard guard (spec 02 §2): a logged-in state and a stored token, then the user's details; if any of these
// fails the visitor goes to /login. The same happens when the session ends while the dashboard is open (a failed
// refresh on some later call, or a logout in another tab), unless the sign-in dialog takes over (issue 15).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isReauthenticating, reauthenticate, restoreSession } from '../../../lib/auth-session';
import { paths } from '../../../lib/paths';
import { useSession, type SessionUser } from '../../../lib/session-store';
import { hasUnsavedChanges } from '../ui/unsaved';

export function useGuardedUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [, navigate] = useLocation();
  const { loggedIn } = useSession();

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (!active) return;
      if (restored) setUser(restored);
      else navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  // Signed out after the dashboard loaded. Deferred one task and only while the address is still the dashboard's:
  // an explicit Logout goes to /home itself (and while /home's chunk loads, this page is only hidden, not unmounted).
  const ended = user !== null && !loggedIn;
  useEffect(() => {
    if (!ended) return;
    const toLogin = () => {
      if (window.location.pathname.startsWith(paths.dashboard)) navigate(paths.login, { replace: true });
    };
    // With the sign-in dialog open, or a form holding unsaved work, the editor signs in again over the page instead
    // (issue 15); only a dismissed dialog leads to /login (the form's local draft is kept for later).
    const timer = setTimeout(() => {
      if (isReauthenticating() || hasUnsavedChanges()) void reauthenticate().then((ok) => !ok && toLogin());
      else toLogin();
    }, 0);
    return () => clearTimeout(timer);
  }, [ended, navigate]);

  return user;
}
