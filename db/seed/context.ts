// What every seed part receives: the open transaction, the moment of seeding, and a way to store generated files.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Transaction } from 'kysely';
import type { Database } from '../../src/server/db/types';
import type { Deps } from '../../src/server/deps';
import { newStorageKey } from '../../src/server/storage/storage';

export interface GeneratedFile {
  name: string;
  bytes: Buffer;
  mime: 'image/png' | 'application/pdf';
  entityType: 'home_post_image' | 'resource_file' | 'event_image' | 'sponsor_logo';
}

export interface SeedContext {
  trx: Transaction<Database>;
  deps: Deps;
  /** The moment of seeding (ms), from the app's clock. */
  now: number;
  /** ISO timestamp of `now`. */
  nowIso: string;
  /** Stores bytes through deps.storage, records the files row, and returns its id. */
  storeFile(file: GeneratedFile): Promise<number>;
}

const EXTENSIONS = { 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/** Builds a context whose stored files are listed, so a failed part can remove them again. */
export function seedContext(deps: Deps, trx: Transaction<Database>, stored: string[]): SeedContext {
  const now = deps.clock.now();
  return {
    trx,
    deps,
    now,
    nowIso: new Date(now).toISOString(),
    async storeFile(file) {
      const temp = deps.storage.tempPath();
      const key = newStorageKey(EXTENSIONS[file.mime]);
      try {
        await writeFile(temp, file.bytes);
        await deps.storage.commit(temp, key);
      } catch (error) {
        await deps.storage.discardTemp(temp);
        throw error;
      }
      stored.push(key);
      const row = await trx
        .insertInto('files')
        .values({
          name: file.name,
          storage_key: key,
          size: file.bytes.length,
          mime_type: file.mime,
          kind: file.mime === 'application/pdf' ? 'document' : 'image',
          entity_type: file.entityType,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          uploaded_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO timestamp `days` days from the start (UTC) of the seeding day, at hour:minute UTC. */
export function dayAt(now: number, days: number, hour: number, minute = 0): string {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return new Date(start.getTime() + days * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
}

/** A Romanian local time (EET, UTC+2 in winter) written as the UTC instant, for the fixed calendar dates. */
export const eet = (date: string, hour: number): string => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+02:00`).toISOString();
/** The same in summer time (EEST, UTC+3). */
export const eest = (date: string, hour: number): string => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+03:00`).toISOString();
