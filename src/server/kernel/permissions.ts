// The shared kernel of the server modules (with actor.ts): the checks every service makes before it acts.
import { AppError } from '../../shared/errors';
import { can, type Action } from '../../shared/policy';
import type { Actor } from './actor';

export const UNAUTHORIZED_MESSAGE = 'You need to sign in to do this.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please choose a new password before you continue.';

/** Whether the policy table gives this signed-in user the action (never while a one-time password is theirs). */
export const allowed = (actor: Pick<Actor, 'role' | 'passwordChangeRequired'> | null, action: Action): boolean =>
  actor != null && !actor.passwordChangeRequired && can(actor.role, action);

/** Throws 401 without a signed-in user and 403 when the policy table does not give the role this action. */
export function authorize(actor: Actor | null, action: Action): asserts actor is Actor {
  requireActor(actor);
  if (!can(actor.role, action)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
}

/** A signed-in user who has chosen their own password (403 while a one-time password is still theirs). */
export function requireActor(actor: Actor | null): asserts actor is Actor {
  requireSignedIn(actor);
  if (actor.passwordChangeRequired) throw new AppError('FORBIDDEN', PASSWORD_CHANGE_REQUIRED_MESSAGE);
}

/** Any signed-in user, one who must still change a one-time password included: only for reading one's own profile
 * and changing one's own password (the way out of that state). */
export function requireSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
}
