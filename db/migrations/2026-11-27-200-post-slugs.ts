// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// A page per news post (issue 24, point 2): `home_posts.slug` is the post's current address (/news/{slug}), unique;
// `post_slugs` keeps every slug a post ever had, so an old address answers a redirect to the current one (decision
// 180). Triggers record each new slug in the history whoever writes (the service, the seed, a test's insert), and a row
// inserted without a slug gets its id as one (the service never makes a slug of digits only, so the two never meet).
// Existing posts get their slug here, made from the title as the service makes it (src/shared/slug.ts at this date).
import { sql, type Kysely } from 'kysely';

const MAX = 80;
const UNSPLIT: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', œ: 'oe', ı: 'i' };

function slugOf(title: string): string {
  let slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæøđłœı]/g, (c) => UNSPLIT[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > MAX) {
    const cut = slug.slice(0, MAX + 1);
    const hyphen = cut.lastIndexOf('-');
    slug = (hyphen > MAX / 2 ? cut.slice(0, hyphen) : cut.slice(0, MAX)).replace(/-+$/, '');
  }
  if (!slug) return 'postare';
  return /^\d+$/.test(slug) ? `postare-${slug}` : slug;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE home_posts ADD COLUMN slug TEXT`.execute(db);
  await sql`CREATE TABLE post_slugs (
    slug TEXT PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES home_posts(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX post_slugs_post ON post_slugs (post_id)`.execute(db);

  const posts = await sql<{ id: number; title: string; created_at: string }>`SELECT id, title, created_at FROM home_posts ORDER BY id`.execute(db);
  const taken = new Set<string>();
  for (const post of posts.rows) {
    const base = slugOf(post.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await sql`UPDATE home_posts SET slug = ${slug} WHERE id = ${post.id}`.execute(db);
    await sql`INSERT INTO post_slugs (slug, post_id, created_at) VALUES (${slug}, ${post.id}, ${post.created_at})`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX home_posts_slug ON home_posts (slug)`.execute(db);

  // The history: every slug a post takes (OR IGNORE: one it had before is already there).
  await sql`CREATE TRIGGER home_posts_slug_insert AFTER INSERT ON home_posts WHEN NEW.slug IS NOT NULL
    BEGIN INSERT OR IGNORE INTO post_slugs (slug, post_id, created_at) VALUES (NEW.slug, NEW.id, NEW.updated_at); END`.execute(db);
  await sql`CREATE TRIGGER home_posts_slug_update AFTER UPDATE OF slug ON home_posts WHEN NEW.slug IS NOT NULL
    BEGIN INSERT OR IGNORE INTO post_slugs (slug, post_id, created_at) VALUES (NEW.slug, NEW.id, NEW.updated_at); END`.execute(db);
  // A row written without a slug (not through the posts service) is reachable at /news/<id>.
  await sql`CREATE TRIGGER home_posts_slug_default AFTER INSERT ON home_posts WHEN NEW.slug IS NULL
    BEGIN UPDATE home_posts SET slug = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS home_posts_slug_default`.execute(db);
  await sql`DROP TRIGGER IF EXISTS home_posts_slug_update`.execute(db);
  await sql`DROP TRIGGER IF EXISTS home_posts_slug_insert`.execute(db);
  await sql`DROP INDEX IF EXISTS home_posts_slug`.execute(db);
  await sql`DROP TABLE IF EXISTS post_slugs`.execute(db);
  await sql`ALTER TABLE home_posts DROP COLUMN slug`.execute(db);
}
