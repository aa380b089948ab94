// The site's search (issue 24, point 3; decision 181): one FTS5 query over posts, events, teams, resources and the
// fixed pages, ranked by bm25 (a word in the title weighs more), case and diacritics folded by the index's tokenizer.
// Every word must be found, each as a prefix ("timis" finds "Timișoara"). Each match is checked against its row as
// it is read: a post or an event only while published, a resource only if its page shows it, so nothing a visitor
// cannot see is ever answered, whatever the index holds. With `lang` (decision 205) the search is that language's
// index (English: the English texts where staff wrote them, else the Romanian, stemmed), its addresses that
// language's pages, and each hit says which language its title and snippet are in.
import type { SearchHit, SearchInput, SearchResults, TextPart } from '../../../shared/schemas/search';
import { SEARCH_LIMIT } from '../../../shared/schemas/search';
import { resourceDisplay } from '../../../shared/resource-display';
import { foldForSearch } from '../../../shared/search';
import { DEFAULT_LOCALE, localePath } from '../../../shared/locale';
import { SEARCHABLE_PAGES } from '../../../shared/search-pages';
import { SEARCHABLE_PAGES_EN } from '../../../shared/search-pages-en';
import { paths } from '../../../shared/site-pages';
import { isAppError } from '../../../shared/errors';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import { getEvent } from '../events/events.service';
import * as repo from './search.repository';

/** Words after the eighth are ignored (a query is at most 100 characters anyway). */
const MAX_WORDS = 8;
/** Matches read from the index before the visibility checks drop some. */
const CANDIDATES = SEARCH_LIMIT * 3;

/** The FTS5 query of a visitor's text: each word folded and quoted (no FTS5 syntax gets through), as a prefix. */
export function ftsQuery(text: string): string | null {
  const words = foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `"${word.replace(/"/g, '')}"*`).join(' ') : null;
}

/** A marked text from the index as parts: the matched words with `match: true`. */
export function textParts(marked: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [i, piece] of marked.split(repo.MARK_OPEN).entries()) {
    if (i === 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    const [hit = '', rest = ''] = piece.split(repo.MARK_CLOSE);
    if (hit) parts.push({ text: hit, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts.length ? parts : [{ text: '', match: false }];
}

const plain = (parts: TextPart[]) => parts.map((p) => p.text).join('');

interface Place {
  url: string;
  date: string | null;
}

/** Where each match leads, for the ones a visitor may see (the others are left out). */
async function places(deps: Deps, db: Executor, found: repo.IndexMatch[]): Promise<Map<string, Place>> {
  const ids = (kind: repo.KindName) => found.filter((m) => m.kind === kind).map((m) => m.id);
  const out = new Map<string, Place>();
  const [posts, teams, resources] = await Promise.all([repo.publishedPosts(db, ids('post')), repo.teamsByIds(db, ids('team')), repo.resourcesByIds(db, ids('resource'))]);
  for (const post of posts) out.set(`post:${post.id}`, { url: paths.post(post.slug ?? String(post.id)), date: post.publish_at ?? post.created_at });
  for (const team of teams) out.set(`team:${team.id}`, { url: paths.team(team.team_number), date: null });
  for (const r of resources) {
    if (resourceDisplay({ category: r.category, link: r.link, fileId: r.image_id })) out.set(`resource:${r.id}`, { url: r.page === 'team-resources' ? paths.teamResources : paths.seasonMaterials, date: null });
  }
  // An event's address depends on its code's other seasons (events.service): read through the service, published only.
  for (const id of ids('event')) {
    try {
      const event = await getEvent(deps, id);
      out.set(`event:${id}`, { url: paths.event(event.pageRef), date: event.dateStart });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
    }
  }
  for (const id of ids('page')) {
    const page = SEARCHABLE_PAGES[id];
    if (page) out.set(`page:${id}`, { url: page.path, date: null });
  }
  return out;
}

export async function search(deps: Deps, input: SearchInput): Promise<SearchResults> {
  const query = ftsQuery(input.q);
  if (!query) return { query: input.q, hits: [] };
  const lang = input.lang ?? DEFAULT_LOCALE;
  const found = await repo.matches(deps.db, lang, query, CANDIDATES);
  const where = await places(deps, deps.db, found);
  const hits: SearchHit[] = [];
  for (const match of found) {
    const place = where.get(`${match.kind}:${match.id}`);
    if (!place) continue;
    const titleParts = textParts(match.title);
    const hit: SearchHit = { kind: match.kind, url: localePath(lang, place.url), title: plain(titleParts), titleParts, snippet: textParts(match.snippet), date: place.date };
    // Only a search that named its language says the fields' (the Romanian answer stays the spec's shape).
    hits.push(input.lang ? { ...hit, contentLang: { title: match.titleLang, snippet: match.snippetLang } } : hit);
    if (hits.length === SEARCH_LIMIT) break;
  }
  return { query: input.q, hits };
}

/** Writes the fixed pages into both indexes (at start: their texts ship with the code, not in the database). */
export async function indexFixedPages(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.replacePages(trx, 'ro', SEARCHABLE_PAGES);
    await repo.replacePages(trx, 'en', SEARCHABLE_PAGES_EN);
  });
}
