// The shape of a feature's REST routes: registered under /api by buildApp with the app's deps, on the typed plugin
// of declared-routes.ts (each route declares its schemas and permission; see docs/architecture.md).
import type { Deps } from '../deps';
import type { RestApi } from './declared-routes';

export interface RestOptions {
  authRateLimit: number;
}

export type RestModule = (api: RestApi, deps: Deps, options: RestOptions) => Promise<void> | void;
