import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

// TODO(stub): routes of this feature are being written.
export function teamRoutes(_api: FastifyInstance, _deps: Deps) {}
