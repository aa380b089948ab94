import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { publicSettings } from '../../config';
import { APP_VERSION } from '../../version';

export interface HealthReport {
  status: 'ok' | 'error';
  version: string;
  database: 'ok' | 'unavailable';
  /** How long `select 1` took (ms), when the database answered. */
  databaseLatencyMs?: number;
  uptimeSeconds: number;
}

/** The server's state for monitors: always answers, with database 'unavailable' when it does not respond. */
export async function health(deps: Deps): Promise<HealthReport> {
  const started = performance.now();
  const base = { version: APP_VERSION, uptimeSeconds: Math.round(process.uptime()) };
  try {
    const row = await sql<{ ok: number }>`select 1 as ok`.execute(deps.db);
    if (row.rows[0]?.ok !== 1) throw new Error('unexpected answer to select 1');
  } catch (error) {
    deps.log.error({ err: error }, 'health check: the database does not answer');
    return { status: 'error', ...base, database: 'unavailable' };
  }
  return { status: 'ok', ...base, database: 'ok', databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100 };
}

export const settings = (deps: Deps) => publicSettings(deps.config);
