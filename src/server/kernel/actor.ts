// The shared kernel of the server modules (with permissions.ts): who is asking. Every module may import it; it imports
// no module.
import type { Role } from '../../shared/policy';

/** The signed-in user behind a request, re-read from the database on every request. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
  /** Signed in with a password someone else chose (a one-time password): until the user chooses their own, the
   * account may only read its profile, change its password and sign out (permissions.ts). Absent means false. */
  passwordChangeRequired?: boolean;
}
