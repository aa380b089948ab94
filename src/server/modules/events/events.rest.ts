import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

// TODO(stub): routes of this feature are being written.
export function eventRoutes(_api: FastifyInstance, _deps: Deps) {}
