// check: is the site's data sound? SQLite's integrity and foreign-key checks, every `files` row has its file on disk
// with the recorded size, and (warnings only) stored files that no content row uses and files on disk that no row
// names. Reads only; safe while the site runs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ALL_MIGRATIONS, compareMigrations, type MigrationList } from '../db/migrator';
import { isStorageKey } from '../storage/storage';
import { appliedMigrationNames, openExisting } from './sqlite-file';

export interface CheckOptions {
  databasePath: string;
  uploadsDir: string;
  migrations?: MigrationList;
  /** UPLOAD_UNATTACHED_HOURS: how long after its upload the server removes a file nothing uses. */
  unattachedHours: number;
}

export interface CheckReport {
  /** True when nothing is wrong (warnings allowed). */
  ok: boolean;
  problems: string[];
  warnings: string[];
  /** Readable report, one finding per line, ending with the verdict. */
  lines: string[];
}

// Long lists are cut: the first ones say enough, and the count says the rest.
const LIST_LIMIT = 20;
const listed = (items: string[]) => items.slice(0, LIST_LIMIT).concat(items.length > LIST_LIMIT ? [`... and ${items.length - LIST_LIMIT} more`] : []);

interface FileRow {
  id: number;
  name: string;
  storage_key: string;
  size: number;
}

/** Every column of the schema that references files(id), read from SQLite's foreign-key list. */
function fileReferences(sqlite: ReturnType<typeof openExisting>): Array<{ table: string; column: string }> {
  const tables = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
  return tables.flatMap((table) =>
    (sqlite.prepare(`SELECT "table" AS parent, "from" AS column FROM pragma_foreign_key_list(?)`).all(table) as Array<{ parent: string; column: string }>)
      // An image's variants belong to it: they do not make it used.
      .filter((fk) => fk.parent === 'files' && table !== 'image_variants')
      .map((fk) => ({ table, column: fk.column })),
  );
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The files rows that no referencing column names. */
function unreferencedFiles(sqlite: ReturnType<typeof openExisting>): Array<FileRow & { created_at: string }> {
  const used = fileReferences(sqlite).map(({ table, column }) => `SELECT ${quoted(column)} FROM ${quoted(table)} WHERE ${quoted(column)} IS NOT NULL`);
  const where = used.length ? `WHERE id NOT IN (${used.join(' UNION ')})` : '';
  return sqlite.prepare(`SELECT id, name, storage_key, size, created_at FROM files ${where} ORDER BY id`).all() as Array<FileRow & { created_at: string }>;
}

export async function checkSite(options: CheckOptions): Promise<CheckReport> {
  const databasePath = path.resolve(options.databasePath);
  const uploadsDir = path.resolve(options.uploadsDir);
  const lines: string[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const problem = (line: string) => (problems.push(line), lines.push(`PROBLEM  ${line}`));
  const warning = (line: string) => (warnings.push(line), lines.push(`WARNING  ${line}`));
  const fine = (line: string) => lines.push(`ok       ${line}`);

  if (!existsSync(databasePath)) {
    problem(`There is no database at ${databasePath}.`);
  } else {
    let sqlite;
    try {
      sqlite = openExisting(databasePath);
      const integrity = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
      if (integrity.length === 1 && integrity[0] === 'ok') fine(`database ${databasePath}: integrity check passed`);
      else for (const line of listed(integrity)) problem(`database integrity: ${line}`);

      const broken = sqlite.pragma('foreign_key_check') as Array<{ table: string; rowid: number | null; parent: string }>;
      if (broken.length === 0) fine('foreign keys: every reference points to an existing row');
      else for (const b of listed(broken.map((r) => `${r.table} row ${r.rowid ?? '?'} refers to a missing ${r.parent} row`))) problem(`foreign key: ${b}`);

      const list = options.migrations ?? ALL_MIGRATIONS;
      const { pending, unknown } = compareMigrations(appliedMigrationNames(sqlite) ?? [], list);
      if (unknown.length) problem(`migrations: ${unknown.join(', ')} unknown to this version (the database is from a newer one)`);
      else if (pending.length) warning(`migrations: ${pending.length} pending (${pending.join(', ')}); the server applies them when it starts, or run migrate`);
      else fine(`migrations: all ${Object.keys(list).length} applied`);

      const hasFiles = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'files'`).get();
      const rows = hasFiles ? (sqlite.prepare('SELECT id, name, storage_key, size FROM files ORDER BY id').all() as FileRow[]) : [];
      const missing: string[] = [];
      const wrongSize: string[] = [];
      for (const row of rows) {
        const file = path.join(uploadsDir, row.storage_key);
        if (!isStorageKey(row.storage_key) || !existsSync(file)) missing.push(`file ${row.id} "${row.name}" (${row.storage_key}) is missing from ${uploadsDir}`);
        else if (statSync(file).size !== row.size) wrongSize.push(`file ${row.id} "${row.name}" (${row.storage_key}) has ${statSync(file).size} bytes, ${row.size} recorded`);
      }
      for (const line of listed(missing)) problem(line);
      for (const line of listed(wrongSize)) problem(line);
      if (!missing.length && !wrongSize.length) fine(`files: all ${rows.length} stored files are on disk`);

      // A stored file that no row uses (no post, resource, event, sponsor or any later table pointing at files): found
      // from the schema's own foreign keys, so a table added later is covered without changing this.
      const unused = hasFiles ? unreferencedFiles(sqlite) : [];
      if (unused.length) {
        // The server removes them once their grace period is over (issue 21): say when, so none is a surprise.
        const hours = options.unattachedHours;
        const removal = (r: { created_at: string }) => {
          const at = Date.parse(r.created_at) + hours * 3_600_000;
          return Number.isNaN(at) ? '' : `, removed by the server from ${new Date(at).toISOString()}`;
        };
        warning(
          `${unused.length} stored file(s) are used by nothing (an upload whose form was never saved, or left over from an older version); the server removes each ${hours} h after its upload (UPLOAD_UNATTACHED_HOURS): ${listed(unused.map((r) => `file ${r.id} "${r.name}" (${r.storage_key}, uploaded ${r.created_at}${removal(r)})`)).join(', ')}`,
        );
      } else if (rows.length) fine('files: every stored file is used by a row');

      // Image variants (issue 14): their bytes are named by image_variants; an image never processed is a warning
      // that `check --fix` (or the server's start) settles.
      const hasVariants = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'image_variants'`).get();
      const variantKeys = hasVariants ? (sqlite.prepare('SELECT storage_key FROM image_variants').pluck().all() as string[]) : [];
      if (hasVariants) {
        const lost = variantKeys.filter((key) => !existsSync(path.join(uploadsDir, key)));
        const unprocessed = sqlite.prepare(`SELECT count(*) FROM files WHERE kind = 'image' AND variants_at IS NULL`).pluck().get() as number;
        if (lost.length || unprocessed) {
          warning(`image variants: ${unprocessed} image(s) without variants yet, ${lost.length} variant file(s) missing; run check --fix (the server also makes them at start)`);
        } else fine('image variants: every image has its variants on disk');
      }

      const named = new Set([...rows.map((r) => r.storage_key), ...variantKeys]);
      const onDisk = existsSync(uploadsDir) ? readdirSync(uploadsDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];
      const orphans = onDisk.filter((name) => !named.has(name));
      if (orphans.length) warning(`${orphans.length} file(s) in ${uploadsDir} belong to no row (left over; safe to delete): ${listed(orphans).join(', ')}`);
    } catch (error) {
      problem(`the database could not be read: ${(error as Error).message}`);
    } finally {
      sqlite?.close();
    }
  }

  const ok = problems.length === 0;
  lines.push(ok ? `Check passed${warnings.length ? ` with ${warnings.length} warning(s)` : ''}.` : `Check failed: ${problems.length} problem(s).`);
  return { ok, problems, warnings, lines };
}
