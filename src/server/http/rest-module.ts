// The shape of a feature's REST routes: registered under /api by buildApp with the app's deps.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

export interface RestOptions {
  authRateLimit: number;
}

export type RestModule = (api: FastifyInstance, deps: Deps, options: RestOptions) => Promise<void> | void;
