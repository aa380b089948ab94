// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The English search (issue 24, What visitors cannot find 3; decision 205): a second FTS5 table, `search_index_en`,
// beside the Romanian one (migration 2026-11-27-201), with the same rowids (id * 8 + kind) and the same kind of
// triggers. Each field holds what the English pages show: the English text where staff wrote one, else the Romanian
// (an untranslated post is still found under /en, by its Romanian words), and `title_lang` / `body_lang` (not
// searched) say which, so the page can mark a Romanian fallback lang="ro". The porter stemmer over unicode61 folds
// case and diacritics as the Romanian table does and takes English endings off ("robots" finds "robot").
import { sql, type Kysely } from 'kysely';

interface Source {
  table: string;
  kind: number;
  /** SQL over R (NEW or OLD): the text searched and shown, and the language it is in ('ro' or 'en'). */
  title: string;
  body: string;
  titleLang: string;
  bodyLang: string;
  /** When the row is in the index (SQL over R); always when absent. */
  when?: string;
}

const text = (column: string) => `coalesce(R.${column}, '')`;
const joined = (...columns: string[]) => columns.map(text).join(` || ' ' || `);
const langOf = (english: string) => `CASE WHEN R.${english} IS NULL THEN 'ro' ELSE 'en' END`;
/** What an event's text is besides its description: places and codes, the same in both languages. */
const EVENT_PLACE = joined('location', 'address', 'category', 'ftc_event_code');

const SOURCES: Source[] = [
  {
    table: 'home_posts',
    kind: 1,
    title: 'coalesce(R.title_en, R.title)',
    body: 'coalesce(R.description_en, R.description)',
    titleLang: langOf('title_en'),
    bodyLang: langOf('description_en'),
    when: `R.status = 'published'`,
  },
  {
    table: 'events',
    kind: 2,
    title: 'coalesce(R.title_en, R.title)',
    // The short description has no English twin (decision 203): it goes with the Romanian description only.
    body: `CASE WHEN R.description_en IS NULL THEN ${joined('short_description', 'description')} ELSE R.description_en END || ' ' || ${EVENT_PLACE}`,
    titleLang: langOf('title_en'),
    bodyLang: langOf('description_en'),
    when: `R.status = 'published'`,
  },
  // A team's number and name are names (its page shows them unmarked); what the team wrote about itself is Romanian.
  { table: 'teams', kind: 3, title: `R.team_number || ' ' || R.name`, body: joined('city', 'school', 'motto', 'about'), titleLang: `'en'`, bodyLang: `'ro'` },
  // Resources have no English text yet: their Romanian one. When they have (section_en, subsection_en, description_en),
  // a new migration recreates these triggers with coalesce(R.description_en, R.description) and so on.
  { table: 'resources', kind: 4, title: 'R.description', body: `R.section || ' ' || R.subsection`, titleLang: `'ro'`, bodyLang: `'ro'` },
];

const over = (expression: string, row: 'NEW' | 'OLD') => expression.replace(/\bR\./g, `${row}.`);

/** The row's values (SQL over R): rowid, title, body, title_lang, body_lang. */
const values = (source: Source) => [`R.id * 8 + ${source.kind}`, source.title, source.body, source.titleLang, source.bodyLang].join(', ');

function insertRow(source: Source, row: 'NEW' | 'OLD'): string {
  const where = source.when ? ` WHERE ${over(source.when, row)}` : '';
  return `INSERT INTO search_index_en (rowid, title, body, title_lang, body_lang) SELECT ${over(values(source), row)}${where};`;
}

const deleteRow = (source: Source, row: 'NEW' | 'OLD') => `DELETE FROM search_index_en WHERE rowid = ${row}.id * 8 + ${source.kind};`;

const triggerName = (table: string, op: string) => `${table}_search_en_${op}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE search_index_en USING fts5(title, body, title_lang UNINDEXED, body_lang UNINDEXED, tokenize = 'porter unicode61 remove_diacritics 2')`.execute(db);
  for (const source of SOURCES) {
    await sql.raw(`CREATE TRIGGER ${triggerName(source.table, 'insert')} AFTER INSERT ON ${source.table} BEGIN ${insertRow(source, 'NEW')} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${triggerName(source.table, 'update')} AFTER UPDATE ON ${source.table} BEGIN ${deleteRow(source, 'OLD')} ${insertRow(source, 'NEW')} END`)
      .execute(db);
    await sql.raw(`CREATE TRIGGER ${triggerName(source.table, 'delete')} AFTER DELETE ON ${source.table} BEGIN ${deleteRow(source, 'OLD')} END`).execute(db);
    // What is there already.
    const where = source.when ? ` WHERE ${source.when}` : '';
    await sql.raw(`INSERT INTO search_index_en (rowid, title, body, title_lang, body_lang) SELECT ${values(source)} FROM ${source.table} AS R${where}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const source of SOURCES) {
    for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(source.table, op)}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS search_index_en`.execute(db);
}
