// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The English search index (migration 2026-11-30-320, decision 205) holds resources by their English text now that
// they have one (migration 2026-11-30-310, decision 204): the description as the title, the section and subsection
// as the body, each the English where set, else the Romanian, with its language beside. The resources' three
// English-index triggers are made again with those expressions, and the resources' rows written again.
import { sql, type Kysely } from 'kysely';

const KIND = 4;
const ROWID = `R.id * 8 + ${KIND}`;
const TITLE = 'coalesce(R.description_en, R.description)';
const BODY = `coalesce(R.section_en, R.section) || ' ' || coalesce(R.subsection_en, R.subsection)`;
const TITLE_LANG = `CASE WHEN R.description_en IS NULL THEN 'ro' ELSE 'en' END`;
/** The body is English when either of its names is (a half-translated pair shows its English half first). */
const BODY_LANG = `CASE WHEN R.section_en IS NULL AND R.subsection_en IS NULL THEN 'ro' ELSE 'en' END`;
/** Before this migration: the Romanian text only (what migration 320 wrote). */
const ROMANIAN = { title: 'R.description', body: `R.section || ' ' || R.subsection`, titleLang: `'ro'`, bodyLang: `'ro'` };
const ENGLISH = { title: TITLE, body: BODY, titleLang: TITLE_LANG, bodyLang: BODY_LANG };
type Texts = typeof ROMANIAN;

const over = (expression: string, row: 'NEW' | 'OLD') => expression.replace(/\bR\./g, `${row}.`);
const values = (t: Texts) => [ROWID, t.title, t.body, t.titleLang, t.bodyLang].join(', ');
const insertRow = (t: Texts, row: 'NEW' | 'OLD') => `INSERT INTO search_index_en (rowid, title, body, title_lang, body_lang) SELECT ${over(values(t), row)};`;
const deleteRow = (row: 'NEW' | 'OLD') => `DELETE FROM search_index_en WHERE rowid = ${row}.id * 8 + ${KIND};`;

async function indexResources(db: Kysely<unknown>, t: Texts): Promise<void> {
  for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS resources_search_en_${op}`).execute(db);
  await sql.raw(`CREATE TRIGGER resources_search_en_insert AFTER INSERT ON resources BEGIN ${insertRow(t, 'NEW')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER resources_search_en_update AFTER UPDATE ON resources BEGIN ${deleteRow('OLD')} ${insertRow(t, 'NEW')} END`).execute(db);
  await sql.raw(`CREATE TRIGGER resources_search_en_delete AFTER DELETE ON resources BEGIN ${deleteRow('OLD')} END`).execute(db);
  await sql.raw(`DELETE FROM search_index_en WHERE rowid % 8 = ${KIND}`).execute(db);
  await sql.raw(`INSERT INTO search_index_en (rowid, title, body, title_lang, body_lang) SELECT ${values(t)} FROM resources AS R`).execute(db);
}

export const up = (db: Kysely<unknown>): Promise<void> => indexResources(db, ENGLISH);
export const down = (db: Kysely<unknown>): Promise<void> => indexResources(db, ROMANIAN);
