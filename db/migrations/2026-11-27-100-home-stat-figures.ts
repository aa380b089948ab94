// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Issue 24, defect 7: a home statistic names the figure it is ('students', 'teams', 'seasons', 'volunteers'), so the
// contribute pages quote the same value. A saved list (an admin changed the defaults) gets each figure on the entry whose
// label is still the default's label for it; any other entry gets none (its figure is not quoted until an admin picks
// one). Nothing is written for the contact roles' mailboxes (defect 1): a never-saved setting is blank, so every role
// that showed a made-up address is not listed until an admin enters its real mailbox.
import { sql, type Kysely } from 'kysely';

const FIGURE_BY_LABEL: Record<string, string> = {
  'elevi participanți': 'students',
  'echipe înscrise': 'teams',
  'sezoane competiționale': 'seasons',
  voluntari: 'volunteers',
};

interface Row {
  value: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Row>`SELECT value FROM site_settings WHERE key = 'homeStats'`.execute(db);
  const row = rows[0];
  if (!row) return;
  let stats: unknown;
  try {
    stats = JSON.parse(row.value);
  } catch {
    return; // an unreadable value gives way to the default when read; nothing to carry
  }
  if (!Array.isArray(stats)) return;
  const used = new Set<string>();
  const next = stats.map((stat: unknown) => {
    if (typeof stat !== 'object' || stat === null) return stat;
    const label = (stat as { label?: unknown }).label;
    const figure = typeof label === 'string' ? FIGURE_BY_LABEL[label.trim().toLowerCase()] : undefined;
    if (!figure || used.has(figure)) return { ...stat, figure: '' };
    used.add(figure);
    return { ...stat, figure };
  });
  await sql`UPDATE site_settings SET value = ${JSON.stringify(next)} WHERE key = 'homeStats'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Row>`SELECT value FROM site_settings WHERE key = 'homeStats'`.execute(db);
  const row = rows[0];
  if (!row) return;
  const stats = JSON.parse(row.value) as Array<Record<string, unknown>>;
  const previous = stats.map(({ figure: _figure, ...rest }) => rest);
  await sql`UPDATE site_settings SET value = ${JSON.stringify(previous)} WHERE key = 'homeStats'`.execute(db);
}
