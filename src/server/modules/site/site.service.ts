import type { HealthReport } from '../../../shared/schemas/site';
import type { Deps } from '../../deps';
import { APP_VERSION } from '../../version';


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
