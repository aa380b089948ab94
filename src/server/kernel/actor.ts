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
}
