// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The site's search (issue 24, point 3; decision 181): one SQLite FTS5 table over what visitors can see, with the
// unicode61 tokenizer folding case and diacritics ("timisoara" finds "Timișoara", both ș spellings). A row's rowid
// names its item: id * 8 + kind (1 post, 2 event, 3 team, 4 resource; 5 a fixed page, written by the server at start
// from src/shared/search-pages.ts). Triggers keep it current in the writing statement itself, whoever writes; a post
// or an event is in it only while published, so a draft's words are never in the index at all. The search joins back
// to the rows and checks visibility again as it reads (modules/search/search.repository.ts).
import { sql, type Kysely } from 'kysely';

interface Source {
  table: string;
  kind: number;
  /** SQL over R (NEW or OLD). */
  title: string;
  body: string;
  /** When the row is in the index (SQL over R); always when absent. */
  when?: string;
}

const text = (column: string) => `coalesce(R.${column}, '')`;

const SOURCES: Source[] = [
  { table: 'home_posts', kind: 1, title: 'R.title', body: 'R.description', when: `R.status = 'published'` },
  {
    table: 'events',
    kind: 2,
    title: 'R.title',
    body: [text('short_description'), text('description'), text('location'), text('address'), text('category'), text('ftc_event_code')].join(` || ' ' || `),
    when: `R.status = 'published'`,
  },
  { table: 'teams', kind: 3, title: `R.team_number || ' ' || R.name`, body: [text('city'), text('school'), text('motto'), text('about')].join(` || ' ' || `) },
  { table: 'resources', kind: 4, title: 'R.description', body: `R.section || ' ' || R.subsection` },
];

const over = (expression: string, row: 'NEW' | 'OLD') => expression.replace(/\bR\./g, `${row}.`);

function insertRow(source: Source, row: 'NEW' | 'OLD'): string {
  const where = source.when ? ` WHERE ${over(source.when, row)}` : '';
  return `INSERT INTO search_index (rowid, title, body) SELECT ${row}.id * 8 + ${source.kind}, ${over(source.title, row)}, ${over(source.body, row)}${where};`;
}

const deleteRow = (source: Source, row: 'NEW' | 'OLD') => `DELETE FROM search_index WHERE rowid = ${row}.id * 8 + ${source.kind};`;

const triggerName = (table: string, op: string) => `${table}_search_${op}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE search_index USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  for (const source of SOURCES) {
    await sql.raw(`CREATE TRIGGER ${triggerName(source.table, 'insert')} AFTER INSERT ON ${source.table} BEGIN ${insertRow(source, 'NEW')} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${triggerName(source.table, 'update')} AFTER UPDATE ON ${source.table} BEGIN ${deleteRow(source, 'OLD')} ${insertRow(source, 'NEW')} END`)
      .execute(db);
    await sql.raw(`CREATE TRIGGER ${triggerName(source.table, 'delete')} AFTER DELETE ON ${source.table} BEGIN ${deleteRow(source, 'OLD')} END`).execute(db);
    // What is there already.
    const where = source.when ? ` WHERE ${source.when}` : '';
    await sql.raw(`INSERT INTO search_index (rowid, title, body) SELECT R.id * 8 + ${source.kind}, ${source.title}, ${source.body} FROM ${source.table} AS R${where}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const source of SOURCES) {
    for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(source.table, op)}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS search_index`.execute(db);
}
