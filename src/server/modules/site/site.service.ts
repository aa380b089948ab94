import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { publicSettings } from '../../config';
import { APP_VERSION } from '../../version';

export async function health(deps: Deps) {
  const started = performance.now();
  const row = await sql<{ ok: number }>`select 1 as ok`.execute(deps.db);
  return {
    status: 'ok',
    version: APP_VERSION,
    database: { status: row.rows[0]?.ok === 1 ? 'ok' : 'error', latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    uptimeSeconds: Math.round(process.uptime()),
  };
}

export const settings = (deps: Deps) => publicSettings(deps.config);
