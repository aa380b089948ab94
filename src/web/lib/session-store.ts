// The browser side of the session (spec 02 §4): a logged-in flag, the access token, the role and the user, kept in
// local storage. Components subscribe with useSession(); the dashboard's refresh flow writes here too.
import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  userType: 'ADMIN' | 'EDITOR' | 'TEAM';
  /** Signed in with a one-time password: the dashboard asks for a new one first (issue 25). */
  passwordChangeRequired?: boolean;
}

export interface Session {
  loggedIn: boolean;
  token: string | null;
  user: SessionUser | null;
}

const KEYS = { flag: 'isLoggedIn', token: 'access_token', role: 'userType', user: 'user' } as const;
const listeners = new Set<() => void>();
let cached: Session | null = null;

function read(): Session {
  try {
    const user = localStorage.getItem(KEYS.user);
    return {
      loggedIn: localStorage.getItem(KEYS.flag) === 'true',
      token: localStorage.getItem(KEYS.token),
      user: user ? (JSON.parse(user) as SessionUser) : null,
    };
  } catch {
    return { loggedIn: false, token: null, user: null };
  }
}

export function getSession(): Session {
  cached ??= read();
  return cached;
}

function emit() {
  cached = read();
  for (const listener of listeners) listener();
}

/** The local-storage entries of a signed-in session: what saveSession writes (browser tests sign in with them). */
export function sessionEntries(token: string, user?: SessionUser | null): Array<[string, string]> {
  const entries: Array<[string, string]> = [
    [KEYS.flag, 'true'],
    [KEYS.token, token],
  ];
  if (user) entries.push([KEYS.user, JSON.stringify(user)], [KEYS.role, user.userType]);
  return entries;
}

export function saveSession(token: string, user?: SessionUser | null) {
  for (const [key, value] of sessionEntries(token, user)) localStorage.setItem(key, value);
  emit();
}

export function clearSession() {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  emit();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (!event.key || (Object.values(KEYS) as string[]).includes(event.key)) emit();
  };
  window.addEventListener('storage', onStorage); // another tab signed in or out
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the server render shows (it cannot see local storage), and so the hydrating first render too: signed out. */
const SIGNED_OUT: Session = { loggedIn: false, token: null, user: null };
const serverSession = () => SIGNED_OUT;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, serverSession);
}
