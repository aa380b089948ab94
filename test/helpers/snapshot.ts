// The whole state a request could change: every row of every table (SQLite's own sequence table included) and every
// file under the uploads folder with its hash. Two snapshots are equal only if nothing was written.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Deps } from '../../src/server/deps';

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
export function uploadsListing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`${path.relative(dir, full)} ${statSync(full).size} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
    }
  };
  walk(dir);
  return out.sort();
}

export async function snapshot(deps: Deps, uploadsDir: string): Promise<Snapshot> {
  return { tables: await tableRows(deps), uploads: uploadsListing(uploadsDir) };
}
