import type { Deps } from '../../deps';
import { APP_VERSION } from '../../version';

export interface HealthReport {
  status: 'ok' | 'error';
  version: string;
  database: 'ok' | 'unavailable';
  /** How long `select 1` took (ms), when the database answered. */
  databaseLatencyMs?: number;
  uptimeSeconds: number;
}

/**
 * The server's state for monitors: always answers, with database 'unavailable' when it does not respond. The question
 * is a statement prepared once (not a query built through Kysely each time): monitors and load balancers ask often.
 */
export function health(deps: Deps): HealthReport {
  const started = performance.now();
  const base = { version: APP_VERSION, uptimeSeconds: Math.round(process.uptime()) };
  try {
    deps.ping();
  } catch (error) {
    deps.log.error({ err: error }, 'health check: the database does not answer');
    return { status: 'error', ...base, database: 'unavailable' };
  }
  return { status: 'ok', ...base, database: 'ok', databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
