import { apiRequest } from './api';
import { removeDraftsOf } from './draft-keys';
import { clearSession, getSession } from './session-store';

/**
 * Ends the session on the server (revokes the refresh token) and forgets it here, whatever the server says, with the
 * user's unsaved drafts kept in this browser: the next person at it must not find them (issue 25, decision 171).
 */
export async function logout(): Promise<void> {
  const userId = getSession().user?.id ?? null;
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: {} });
  } catch (error) {
    console.error(`Logout failed: ${(error as Error).message}`);
  } finally {
    removeDraftsOf(userId);
    clearSession();
  }
}
