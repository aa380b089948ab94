import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

// TODO(stub): routes of this feature are being written.
export function resourceRoutes(_api: FastifyInstance, _deps: Deps) {}
