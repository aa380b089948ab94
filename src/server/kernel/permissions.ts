// The shared kernel of the server modules (with actor.ts): the checks every service makes before it acts.
import { AppError } from '../../shared/errors';
import { can, type Action } from '../../shared/policy';
import type { Actor } from './actor';

export const UNAUTHORIZED_MESSAGE = 'You need to sign in to do this.';

/** Throws 401 without a signed-in user and 403 when the policy table does not give the role this action. */
export function authorize(actor: Actor | null, action: Action): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  if (!can(actor.role, action)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
}

export function requireActor(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
}
