// The /dashboard guard (spec 02 §2): a logged-in state and a stored token, then the user's details; if any of these
// fails the visitor goes to /login.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { restoreSession } from '../../../lib/auth-session';
import { paths } from '../../../lib/paths';
import type { SessionUser } from '../../../lib/session-store';

export function useGuardedUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [, navigate] = useLocation();
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
  return user;
}
