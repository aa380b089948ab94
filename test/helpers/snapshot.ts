// The whole state a request could change: every row of every table (SQLite's own sequence table included) and every
// file under the uploads folder with its hash. Two snapshots are equal only if nothing was written.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Deps } from '../../src/server/deps';
import { walkFolder } from './folder-walk';

export interface Snapshot {
  tables: Record<string, string[]>;
  uploads: string[];
}

export async function tableRows(deps: Deps): Promise<Record<string, string[]>> {
  const names = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(deps.db);
  const tables: Record<string, string[]> = {};
  for (const { name } of names.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(deps.db);
    tables[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** `relative/path size sha256` for every file under `dir` (temp files included: a leftover is a change too). */
function uploadsListing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return walkFolder(dir)
    .filter((e) => !e.stat.isDirectory())
    .map((e) => `${e.rel} ${e.stat.size} ${createHash('sha256').update(readFileSync(e.full)).digest('hex')}`);
}

export async function snapshot(deps: Deps, uploadsDir: string): Promise<Snapshot> {
  return { tables: await tableRows(deps), uploads: uploadsListing(uploadsDir) };
}
