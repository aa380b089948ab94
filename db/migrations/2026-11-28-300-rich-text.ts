// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Rich text for post and event descriptions (issue 25, point 1; decision 196): `description_doc` holds the
// description as a JSON document (a subset of Tiptap's), `description` stays its visible text. Every existing
// description becomes a document without change of meaning: a blank line starts a paragraph, a line break stays one,
// `**text**` becomes bold (and loses its asterisks in the text), a bare web address becomes a link to itself.
// rich_text_images records which uploaded files a description shows (their visibility and upkeep).
// A frozen copy of src/shared/rich-text/from-plain-text.ts and plain-text.ts as they were.
import { sql, type Kysely } from 'kysely';

type Mark = { type: 'bold' } | { type: 'link'; attrs: { href: string } };
type Inline = { type: 'text'; text: string; marks?: Mark[] } | { type: 'hardBreak' };
interface Paragraph {
  type: 'paragraph';
  content?: Inline[];
}

const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;
const URL = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)\]]*(?:\s|$))/g;

const piece = (text: string, marks: Mark[]): Inline => (marks.length ? { type: 'text', text, marks } : { type: 'text', text });

function linked(text: string, marks: Mark[]): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    if (match.index > last) out.push(piece(text.slice(last, match.index), marks));
    out.push(piece(match[0], [...marks, { type: 'link', attrs: { href: match[0] } }]));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(piece(text.slice(last), marks));
  return out;
}

function lineInlines(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) out.push(...linked(line.slice(last, match.index), []));
    out.push(...linked(match[1]!, [{ type: 'bold' }]));
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push(...linked(line.slice(last), []));
  return out;
}

function toDoc(text: string): { type: 'doc'; content: Paragraph[] } {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((block) => block.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content = paragraph.split('\n').flatMap((line, i) => (i === 0 ? lineInlines(line) : [{ type: 'hardBreak' } as const, ...lineInlines(line)]));
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }),
  };
}

const toText = (doc: { content: Paragraph[] }): string =>
  doc.content
    .map((p) => (p.content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('').trim())
    .filter(Boolean)
    .join('\n\n')
    .trim();

async function convert(db: Kysely<unknown>, table: 'home_posts' | 'events'): Promise<void> {
  await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN description_doc TEXT`.execute(db);
  const rows = await sql<{ id: number; description: string }>`SELECT id, description FROM ${sql.table(table)}`.execute(db);
  for (const row of rows.rows) {
    const doc = toDoc(row.description);
    // updated_at stays: the content's meaning did not change.
    await sql`UPDATE ${sql.table(table)} SET description_doc = ${JSON.stringify(doc)}, description = ${toText(doc) || row.description} WHERE id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await convert(db, 'home_posts');
  await convert(db, 'events');
  // The uploaded images a description shows: they are kept while it shows them, public while its post or event is.
  await sql`CREATE TABLE rich_text_images (
    file_id INTEGER NOT NULL REFERENCES files(id),
    home_post_id INTEGER REFERENCES home_posts(id) ON DELETE CASCADE,
    event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
    CHECK ((home_post_id IS NULL) <> (event_id IS NULL))
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX rich_text_images_holder ON rich_text_images (IFNULL(home_post_id, 0), IFNULL(event_id, 0), file_id)`.execute(db);
  await sql`CREATE INDEX rich_text_images_file ON rich_text_images (file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rich_text_images`.execute(db);
  await sql`ALTER TABLE home_posts DROP COLUMN description_doc`.execute(db);
  await sql`ALTER TABLE events DROP COLUMN description_doc`.execute(db);
}
