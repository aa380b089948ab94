// The session flow of spec 02 §4: sign in and register, the start-up check, exactly one refresh at a time (other
// failing calls wait for it and retry), a refresh 2 minutes before expiry, a check when the tab becomes visible, and
// logging out when a refresh or the profile fetch fails. Loaded only with the dashboard and the account screens.
import { TOKEN_EXPIRING_THRESHOLD_MS, TOKEN_REFRESH_AHEAD_MS } from '../../shared/constants';
import { ApiError, apiRequest, setRefreshHandler } from './api';
import { clearSession, getSession, saveSession, type SessionUser } from './session-store';

interface AuthAnswer {
  access_token: string;
  user: SessionUser;
}

function claims(token: string): { exp?: number; iat?: number } {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; iat?: number };
  } catch {
    return {};
  }
}

// The token's times are the server's clock; this computer's clock may be minutes off (or a test's server clock
// frozen). Judging expiry by the local clock alone then either refreshes in a loop (local clock ahead: every new token
// looks expired) or never in time. So each new token also records how far the server's clock is from ours (its `iat`
// is the moment it was issued, a few milliseconds before we read it), and expiry is judged on the server's clock.
const OFFSET_KEY = 'clock_offset_ms';

function rememberOffset(token: string) {
  const { iat } = claims(token);
  if (typeof iat === 'number') localStorage.setItem(OFFSET_KEY, String(iat * 1000 - Date.now()));
}

/** Now on the server's clock, as well as this browser can tell. */
function serverNow(): number {
  const offset = Number(localStorage.getItem(OFFSET_KEY) ?? 0);
  return Date.now() + (Number.isFinite(offset) ? offset : 0);
}

/** Milliseconds since the epoch (server clock) at which the token expires, from its `exp` claim; 0 when unreadable. */
function tokenExpiry(token: string): number {
  const { exp } = claims(token);
  return typeof exp === 'number' ? exp * 1000 : 0;
}

const isExpired = (token: string, now = serverNow()) => tokenExpiry(token) <= now;
const isExpiring = (token: string, now = serverNow()) => tokenExpiry(token) - now < TOKEN_EXPIRING_THRESHOLD_MS;

const MIN_REFRESH_DELAY_MS = 5_000;
let refreshing: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(token: string) {
  if (timer) clearTimeout(timer);
  // At least a few seconds: a token that is already due (a laptop woken after hours) is refreshed once, not in a loop.
  const delay = Math.max(MIN_REFRESH_DELAY_MS, tokenExpiry(token) - serverNow() - TOKEN_REFRESH_AHEAD_MS);
  timer = setTimeout(() => void refreshOnce(), delay);
}

function accept(answer: AuthAnswer) {
  rememberOffset(answer.access_token);
  saveSession(answer.access_token, answer.user);
  schedule(answer.access_token);
}

/** Logs out locally (no server call): used when the session cannot be renewed. */
let lastEmail = '';
/** The email of the user whose session ended last (the sign-in dialog offers it). */
export const lastSessionEmail = (): string => lastEmail;

function dropSession() {
  lastEmail = getSession().user?.email ?? lastEmail;
  if (timer) clearTimeout(timer);
  timer = null;
  localStorage.removeItem(OFFSET_KEY);
  clearSession();
}

/**
 * Whether the server ended the session (a 401), as opposed to a call that never got its answer: the network down,
 * or the page reloaded or left while the call was on its way. Only the first drops the stored session; otherwise a
 * reload during a refresh would sign the user out.
 */
const sessionEnded = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** One refresh at a time: concurrent callers share the same attempt. Resolves true when a new token was stored. */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= apiRequest<AuthAnswer>('/auth/refresh', { method: 'POST', body: {} })
    .then((answer) => {
      accept(answer);
      return true;
    })
    .catch((error: Error) => {
      console.error(`Token refresh failed: ${error.message}`);
      if (sessionEnded(error)) dropSession();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const answer = await apiRequest<AuthAnswer>('/auth/login', { method: 'POST', body: { email, password } });
  accept(answer);
  return answer.user;
}

export async function register(email: string, name: string, password: string): Promise<SessionUser> {
  const answer = await apiRequest<AuthAnswer>('/auth/register', { method: 'POST', body: { email, name, password } });
  accept(answer);
  return answer.user;
}

export async function fetchProfile(): Promise<SessionUser | null> {
  try {
    const user = await apiRequest<SessionUser>('/auth/profile');
    const token = getSession().token;
    if (token) saveSession(token, user);
    return user;
  } catch (error) {
    console.error(`Profile fetch failed: ${(error as Error).message}`);
    if (sessionEnded(error)) dropSession();
    return null;
  }
}

/**
 * The start-up rule: with a stored token and flag, an expired token is refreshed and then the profile fetched; a
 * valid one goes straight to the profile; anything else is logged out. Resolves to the user or null.
 */
export async function restoreSession(): Promise<SessionUser | null> {
  const { loggedIn, token } = getSession();
  if (!loggedIn || !token) {
    dropSession();
    return null;
  }
  if (isExpired(token) && !(await refreshOnce())) return null;
  schedule(getSession().token!);
  return fetchProfile();
}

// Signing in again without leaving the page (issue 15): when the dashboard registers a handler (a sign-in dialog
// over the open form), a call refused after a failed refresh waits for it and is retried with the new token.
let reauthHandler: (() => Promise<boolean>) | null = null;
let reauthenticating: Promise<boolean> | null = null;

export const setReauthHandler = (handler: (() => Promise<boolean>) | null) => {
  reauthHandler = handler;
};

/** True while the sign-in dialog is open. */
export const isReauthenticating = (): boolean => reauthenticating !== null;

/** Asks the user to sign in again (one dialog for all waiting calls); resolves true once signed in. */
export function reauthenticate(): Promise<boolean> {
  if (!reauthHandler) return Promise.resolve(false);
  reauthenticating ??= reauthHandler().finally(() => {
    reauthenticating = null;
  });
  return reauthenticating;
}

/** A refresh, then, if the session cannot be renewed, the sign-in dialog. */
export const renewSession = async (): Promise<boolean> => (await refreshOnce()) || reauthenticate();

/**
 * What a call refused with 401 does, given the token it carried: when another call has renewed the session since
 * (the stored token is no longer that one), it simply retries with the new token. Refreshing again would rotate the
 * session a second time for nothing (two calls sent together, the second refused after the first's refresh).
 */
export const renewSessionAfter = async (usedToken: string | null): Promise<boolean> => {
  const current = getSession().token;
  if (current && current !== usedToken) return true;
  return renewSession();
};

let installed = false;
/** Wires the REST client's 401 handling and the visibility check. Called once by the dashboard's providers. */
export function installSessionHandlers() {
  if (installed) return;
  installed = true;
  setRefreshHandler(renewSessionAfter);
  document.addEventListener('visibilitychange', () => {
    const token = getSession().token;
    if (document.visibilityState === 'visible' && token && isExpiring(token)) void refreshOnce();
  });
}
