import { apiRequest } from './api';
import { clearSession } from './session-store';

/** Ends the session on the server (revokes the refresh token) and forgets it here, whatever the server says. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: {} });
  } catch (error) {
    console.error(`Logout failed: ${(error as Error).message}`);
  } finally {
    clearSession();
  }
}
