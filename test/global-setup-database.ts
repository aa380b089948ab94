// A global setup of the "api", "browser" and "alone" projects (vitest.config.ts): one empty database with every
// migration applied, made once per run. Each test app starts from a copy of it (test/helpers/app.ts) instead of
// running every migration on a new file (decision 202); the migrations themselves stay tested on new databases
// (test/api/*migration*, the upgrade tests) and by every child server and CLI test, which start from nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database file with every migration applied and nothing else, for test apps to copy; unset in "unit". */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-template-'));
  const file = path.join(dir, 'migrated.sqlite');
  const database = openDatabase(file);
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close(); // closing checkpoints the WAL into the file, so the file alone is the whole database
  }
  project.provide('migratedDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
