// The search indexes' queries (migrations 2026-11-27-201, the Romanian one, and 2026-11-30-320, the English one,
// decision 205): the matches of an FTS5 query, best first, with the title marked and a snippet of the text around the
// words; and the fixed pages' rows, which the server writes at start.
import { sql } from 'kysely';
import type { Locale } from '../../../shared/locale';
import type { Executor } from '../../db/connection';

/** Each language's index. The English one also says which language each row's title and text are in. */
const INDEX: Readonly<Record<Locale, string>> = { ro: 'search_index', en: 'search_index_en' };
/** The row's languages: the English index holds them; the Romanian index is Romanian throughout. */
const LANGS: Readonly<Record<Locale, ReturnType<typeof sql.raw>>> = {
  ro: sql.raw(`'ro' AS title_lang, 'ro' AS body_lang`),
  en: sql.raw('title_lang, body_lang'),
};

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
  titleLang: Locale;
  snippetLang: Locale;
}

export async function matches(db: Executor, lang: Locale, ftsQuery: string, limit: number): Promise<IndexMatch[]> {
  const index = sql.table(INDEX[lang]);
  const { rows } = await sql<{ rowid: number; title: string; snippet: string; rank: number; title_lang: Locale; body_lang: Locale }>`
    SELECT rowid,
      highlight(${index}, 0, ${MARK_OPEN}, ${MARK_CLOSE}) AS title,
      snippet(${index}, 1, ${MARK_OPEN}, ${MARK_CLOSE}, ${ELLIPSIS}, ${SNIPPET_WORDS}) AS snippet,
      bm25(${index}, ${TITLE_WEIGHT}, 1.0) AS rank,
      ${LANGS[lang]}
    FROM ${index} WHERE ${index} MATCH ${ftsQuery}
    ORDER BY rank LIMIT ${limit}`.execute(db);
  return rows.flatMap((row) => {
    const kind = KIND_OF[row.rowid % 8];
    return kind ? [{ kind, id: Math.floor(row.rowid / 8), title: row.title, snippet: row.snippet, rank: row.rank, titleLang: row.title_lang, snippetLang: row.body_lang }] : [];
  });
}

/** Replaces the fixed pages' rows of `lang`'s index by `pages` (their index in the list is their id), written in `lang`. */
export async function replacePages(db: Executor, lang: Locale, pages: ReadonlyArray<{ title: string; body: string }>): Promise<void> {
  const index = sql.table(INDEX[lang]);
  await sql`DELETE FROM ${index} WHERE rowid % 8 = ${KIND_CODES.page}`.execute(db);
  for (const [i, page] of pages.entries()) {
    const rowid = i * 8 + KIND_CODES.page;
    if (lang === 'ro') await sql`INSERT INTO ${index} (rowid, title, body) VALUES (${rowid}, ${page.title}, ${page.body})`.execute(db);
    else await sql`INSERT INTO ${index} (rowid, title, body, title_lang, body_lang) VALUES (${rowid}, ${page.title}, ${page.body}, ${lang}, ${lang})`.execute(db);
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
