// The search index's queries (migration 2026-11-27-201): the matches of an FTS5 query, best first, with the title
// marked and a snippet of the text around the words; and the fixed pages' rows, which the server writes at start.
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';

/** A row's rowid is id * 8 + kind (the migration's numbering). */
export const KIND_CODES = { post: 1, event: 2, team: 3, resource: 4, page: 5 } as const;
export type KindName = keyof typeof KIND_CODES;
const KIND_OF: Record<number, KindName> = Object.fromEntries(Object.entries(KIND_CODES).map(([name, code]) => [code, name as KindName]));

/** What FTS5 puts around a matched word: control characters, which no stored text holds (cleanText drops them). */
export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';
const ELLIPSIS = '…';
/** Words in a snippet (FTS5 allows at most 64). */
const SNIPPET_WORDS = 24;
/** A word in the title counts this many times one in the text. */
const TITLE_WEIGHT = 8;

export interface IndexMatch {
  kind: KindName;
  id: number;
  title: string;
  snippet: string;
  rank: number;
}

export async function matches(db: Executor, ftsQuery: string, limit: number): Promise<IndexMatch[]> {
  const { rows } = await sql<{ rowid: number; title: string; snippet: string; rank: number }>`
    SELECT rowid,
      highlight(search_index, 0, ${MARK_OPEN}, ${MARK_CLOSE}) AS title,
      snippet(search_index, 1, ${MARK_OPEN}, ${MARK_CLOSE}, ${ELLIPSIS}, ${SNIPPET_WORDS}) AS snippet,
      bm25(search_index, ${TITLE_WEIGHT}, 1.0) AS rank
    FROM search_index WHERE search_index MATCH ${ftsQuery}
    ORDER BY rank LIMIT ${limit}`.execute(db);
  return rows.flatMap((row) => {
    const kind = KIND_OF[row.rowid % 8];
    return kind ? [{ kind, id: Math.floor(row.rowid / 8), title: row.title, snippet: row.snippet, rank: row.rank }] : [];
  });
}

/** Replaces the fixed pages' rows by `pages` (their index in the list is their id). */
export async function replacePages(db: Executor, pages: ReadonlyArray<{ title: string; body: string }>): Promise<void> {
  await sql`DELETE FROM search_index WHERE rowid % 8 = ${KIND_CODES.page}`.execute(db);
  for (const [i, page] of pages.entries()) {
    await sql`INSERT INTO search_index (rowid, title, body) VALUES (${i * 8 + KIND_CODES.page}, ${page.title}, ${page.body})`.execute(db);
  }
}

/** Published posts among `ids`: their slug and publication time. */
export const publishedPosts = (db: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('home_posts').select(['id', 'slug', 'publish_at', 'created_at']).where('id', 'in', ids).where('status', '=', 'published').execute();

export const teamsByIds = (db: Executor, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('teams').select(['id', 'team_number']).where('id', 'in', ids).execute();

export const resourcesByIds = (db: Executor, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('resources').select(['id', 'page', 'category', 'link', 'image_id']).where('id', 'in', ids).execute();
