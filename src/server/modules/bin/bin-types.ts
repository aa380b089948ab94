// What the bin keeps of an item and how it puts it back (decision 198): its row and the rows that depended on it
// (deleted with it by the foreign keys), as JSON; its files stay on disk, held by bin_files.
import type { Transaction } from 'kysely';
import type { Action } from '../../../shared/policy';
import type { Database } from '../../db/types';

export type Trx = Transaction<Database>;

/** The ids among `ids` that still exist in `table`: what a restore may link again (the rest was deleted meanwhile). */
export const existingIds = async (trx: Trx, table: 'teams' | 'sponsors' | 'events' | 'team_registrations', ids: number[]): Promise<Set<number>> =>
  new Set(ids.length ? (await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id) : []);

export type Row = Record<string, unknown>;
export type Snapshot = Record<string, Row[]>;

export interface Captured {
  title: string;
  snapshot: Snapshot;
  /** The files the item used, kept until it is restored or purged. */
  files: number[];
}

export interface Binner {
  /** Who may delete, restore and purge this kind. */
  action: Action;
  /** The item may be scheduled to publish: a restore tells the publisher to look again. */
  scheduled: boolean;
  /** The item and its dependent rows; undefined when it does not exist. */
  capture(trx: Trx, id: number): Promise<Captured | undefined>;
  /** Deletes the item (its dependent rows go by the foreign keys). */
  remove(trx: Trx, id: number): Promise<void>;
  /** Puts the item back (its own id when still free) and answers its id; throws a clear AppError when it cannot. */
  restore(trx: Trx, snapshot: Snapshot): Promise<number>;
}
