import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

// TODO(stub): routes of this feature are being written.
export function seasonRoutes(_api: FastifyInstance, _deps: Deps) {}
