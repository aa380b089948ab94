// A resource's optional English version (issue 24, What visitors cannot find 1; decision 204): section, subsection and
// description beside the Romanian ones, written through REST (form-data, JSON) and tRPC, read by GET
// /api/resources/page/{page} and /resources/{id} with `?lang=en` (each field's language in contentLang, the Romanian
// names in groupKey) and shown on /en/resources/*, grouped by the Romanian names, lang="ro" on what falls back.
// Without `lang` the answers are the spec's, unchanged.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let team: Client;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  editor = await t.client('EDITOR');
  team = await t.client('TEAM');
});
afterAll(async () => t?.close());

interface Resource {
  id: number;
  section: string;
  subsection: string;
  description: string;
  contentLang?: Record<string, string>;
  groupKey?: { section: string; subsection: string };
  sectionEn?: string | null;
  subsectionEn?: string | null;
  descriptionEn?: string | null;
}

/** The spec's resource answer (02 §7), exactly these keys. */
const SPEC_KEYS = ['category', 'description', 'id', 'image', 'link', 'page', 'priority', 'section', 'subsection', 'timestamp', 'updatedAt'];

const linkResource = (fields: Record<string, string> = {}) => ({
  page: 'team-resources',
  section: 'Programare',
  subsection: 'Java',
  description: 'Ghid de programare pentru începători.',
  link: 'https://docs.example.ro/java',
  category: 'Link',
  ...fields,
});
const send = (client: Client, method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => client.request({ method, url, ...multipart(fields) });
const create = async (fields: Record<string, string>) => {
  const res = await send(editor, 'POST', '/api/resources', linkResource(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as Resource;
};
const read = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as Resource & Resource[];
};
const row = (id: number) => t.deps.db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const trpcQuery = async <T>(client: Client, name: string, input: unknown) => {
  const res = await client.get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return { status: res.statusCode, data: res.json().result?.data as T };
};

describe('a resource in English (REST)', () => {
  it('keeps the English version beside the Romanian one; ?lang=en reads it; the spec\'s answer is unchanged', async () => {
    const made = await create({ section: 'Mecanică', subsection: 'Șasiu', description: 'Cum se construiește un șasiu.', sectionEn: 'Mechanics', subsectionEn: 'Chassis', descriptionEn: 'How to build a chassis.' });
    // The REST answer is the spec's: no English fields.
    expect(Object.keys(made).sort()).toEqual(SPEC_KEYS);
    expect(await row(made.id)).toMatchObject({ section: 'Mecanică', section_en: 'Mechanics', subsection_en: 'Chassis', description_en: 'How to build a chassis.' });

    // Without lang: the spec's shape and Romanian texts, on the page's list and the one resource.
    const one = await read(`/api/resources/${made.id}`);
    expect(Object.keys(one).sort()).toEqual(SPEC_KEYS);
    expect(one).toMatchObject({ section: 'Mecanică', subsection: 'Șasiu', description: 'Cum se construiește un șasiu.' });
    const list = await t.app.inject({ url: '/api/resources/page/team-resources' });
    expect(list.body).not.toMatch(/Mechanics|Chassis|contentLang|groupKey/);

    const en = await read(`/api/resources/${made.id}?lang=en`);
    expect(en).toMatchObject({
      section: 'Mechanics',
      subsection: 'Chassis',
      description: 'How to build a chassis.',
      contentLang: { section: 'en', subsection: 'en', description: 'en' },
      groupKey: { section: 'Mecanică', subsection: 'Șasiu' },
    });
    expect((await read('/api/resources/page/team-resources?lang=en')).find((r) => r.id === made.id)).toEqual(en);
    expect(await read(`/api/resources/${made.id}?lang=ro`)).toMatchObject({ section: 'Mecanică', contentLang: { section: 'ro', subsection: 'ro', description: 'ro' } });
  });

  it('falls back to Romanian field by field; an update changes or removes the English version (JSON too)', async () => {
    const made = await create({ section: 'Electronică', sectionEn: 'Electronics' });
    expect(await read(`/api/resources/${made.id}?lang=en`)).toMatchObject({
      section: 'Electronics',
      subsection: 'Java',
      description: 'Ghid de programare pentru începători.',
      contentLang: { section: 'en', subsection: 'ro', description: 'ro' },
    });

    // Fields not sent stay; a field sent sets it.
    let res = await send(editor, 'PUT', `/api/resources/${made.id}`, { descriptionEn: 'A programming guide for beginners.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(`/api/resources/${made.id}?lang=en`)).toMatchObject({ section: 'Electronics', description: 'A programming guide for beginners.', contentLang: { section: 'en', description: 'en' } });

    // Blank removes the English section; the Romanian section sent blank is only "not sent" (the spec's rule).
    res = await send(editor, 'PUT', `/api/resources/${made.id}`, { section: '', sectionEn: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(made.id)).toMatchObject({ section: 'Electronică', section_en: null, description_en: 'A programming guide for beginners.' });

    // A JSON body takes the same fields: null removes.
    res = await editor.put(`/api/resources/${made.id}`, { subsectionEn: 'Sensors', descriptionEn: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(`/api/resources/${made.id}?lang=en`)).toMatchObject({ subsection: 'Sensors', description: 'Ghid de programare pentru începători.', contentLang: { section: 'ro', subsection: 'en', description: 'ro' } });
  });

  it('refuses bad English text with its own messages, saving nothing; a bad lang clearly', async () => {
    const res = await send(editor, 'POST', '/api/resources', linkResource({ section: 'Secțiune refuzată', sectionEn: 'x'.repeat(201), descriptionEn: 'Short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ sectionEn: ['English section must be at most 200 characters'], descriptionEn: ['English description must be at least 10 characters'] });
    expect((await t.deps.db.selectFrom('resources').select('id').where('section', '=', 'Secțiune refuzată').execute()).length).toBe(0);

    const made = await create({ descriptionEn: 'A guide that stays as it was.' });
    const bad = await send(editor, 'PUT', `/api/resources/${made.id}`, { descriptionEn: 'Too short', description: 'O descriere nouă și destul de lungă.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ descriptionEn: ['English description must be at least 10 characters'] });
    expect(await row(made.id)).toMatchObject({ description: 'Ghid de programare pentru începători.', description_en: 'A guide that stays as it was.' });

    for (const url of ['/api/resources/page/team-resources?lang=fr', `/api/resources/${made.id}?lang=fr`]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toContain('lang must be one of: ro, en');
    }
  });
});

describe('a resource in English (tRPC, the dashboard)', () => {
  it('answers the English version to the editor, never to the public, and refuses TEAM and anonymous writes', async () => {
    const res = await editor.post('/trpc/resources.create', { ...linkResource(), priority: 1, sectionEn: 'Programming', subsectionEn: 'Java', descriptionEn: 'A guide written in the dashboard.' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().result.data as Resource;
    expect(created).toMatchObject({ section: 'Programare', sectionEn: 'Programming', subsectionEn: 'Java', descriptionEn: 'A guide written in the dashboard.' });

    const listed = await trpcQuery<Resource[]>(editor, 'resources.listForEditor', { page: 'team-resources' });
    expect(listed.data.find((r) => r.id === created.id)).toMatchObject({ sectionEn: 'Programming' });
    const pub = (await (await t.client()).get('/api/resources/page/team-resources')).json().message as Resource[];
    expect(Object.keys(pub.find((r) => r.id === created.id)!).sort()).toEqual(SPEC_KEYS);

    const cleared = await editor.post('/trpc/resources.update', { id: created.id, sectionEn: null, subsectionEn: '', descriptionEn: null });
    expect(cleared.json().result.data).toMatchObject({ sectionEn: null, subsectionEn: null, descriptionEn: null });

    expect((await team.post('/trpc/resources.update', { id: created.id, sectionEn: 'Not allowed here' })).statusCode).toBe(403);
    expect((await trpcQuery(team, 'resources.listForEditor', {})).status).toBe(403);
    const anonymous = await send(await t.client(), 'PUT', `/api/resources/${created.id}`, { sectionEn: 'Not allowed here' });
    expect(anonymous.statusCode).toBe(401);
    expect((await send(team, 'PUT', `/api/resources/${created.id}`, { sectionEn: 'Not allowed here' })).statusCode).toBe(403);
    expect((await row(created.id)).section_en).toBeNull();
  });

  it('an edit of the English version is recorded and an earlier version puts it back, "none" included', async () => {
    const caller = await callerFor(t, 'EDITOR');
    const made = await caller.resources.create({ ...linkResource(), page: 'team-resources', category: 'Link', priority: 1, sectionEn: 'Programming', descriptionEn: 'The first description.' });
    const entries = () => t.deps.db.selectFrom('activity').selectAll().where('entity_type', '=', 'resource').where('entity_id', '=', made.id).orderBy('id').execute();
    const first = (await entries()).at(-1)!;
    await caller.resources.update({ id: made.id, sectionEn: 'Coding', descriptionEn: null, subsectionEn: 'Java basics' });
    const changes = JSON.parse((await entries()).at(-1)!.changes!) as Record<string, unknown>;
    expect(Object.keys(changes).sort()).toEqual(['description_en', 'section_en', 'subsection_en']);

    const restored = await caller.history.restore({ entryId: first.id });
    expect(restored.restored.sort()).toEqual(['descriptionEn', 'sectionEn', 'subsectionEn']);
    expect(await row(made.id)).toMatchObject({ section_en: 'Programming', subsection_en: null, description_en: 'The first description.' });
  });
});

describe('/en/resources/* show the English version, grouped by the Romanian names, fallbacks lang="ro" (SSR)', () => {
  /** The lang attribute of the heading (h2, h3) whose text is `text`, or null without one. */
  const headingLang = (html: string, level: 2 | 3, text: string) => {
    const match = new RegExp(`<h${level}(?: id="[^"]*")? class="[^"]*"(?: lang="([a-z]+)")?>${text}</h${level}>`).exec(html);
    expect(match, text).not.toBeNull();
    return match![1] ?? null;
  };
  /** The lang attribute of the card's description `text`. */
  const descriptionLang = (html: string, text: string) => {
    const match = new RegExp(`<p class="[^"]*"(?: lang="([a-z]+)")?>${text}</p>`).exec(html);
    expect(match, text).not.toBeNull();
    return match![1] ?? null;
  };
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const count = (html: string, text: string) => html.split(text).length - 1;

  beforeAll(async () => {
    const season = { page: 'season-materials', section: 'Robotică sezon', subsection: 'Regulament' };
    // One Romanian section, two resources: the first without English, the second with it. They stay one group,
    // named in English; the subsection of the first has no English name: Romanian, marked.
    await create({ ...season, description: 'Manualul jocului, partea întâi.', descriptionEn: 'The game manual, part one.' });
    await create({ ...season, subsection: 'Jurizare', description: 'Ghidul juriului pentru sezon.', sectionEn: 'Season robotics', subsectionEn: 'Judging' });
    // No English at all: Romanian names and description, marked.
    await create({ ...season, section: 'Atelier local', subsection: 'Diverse', description: 'Un atelier fără traducere încă.' });
  });

  it('/en/resources/season-materials: English where a resource has it, one group per Romanian name, lang="ro" exactly on fallbacks', async () => {
    const html = await page('/en/resources/season-materials');
    expect(headingLang(html, 2, 'Season robotics')).toBeNull();
    // Shown once, in English (the page's state carries the Romanian name as the group's key).
    expect(html.split('id="ssr-state"')[0]).not.toContain('Robotică sezon');
    expect(count(html, '>Season robotics</h2>')).toBe(1);
    expect(headingLang(html, 3, 'Regulament')).toBe('ro');
    expect(headingLang(html, 3, 'Judging')).toBeNull();
    expect(descriptionLang(html, 'The game manual, part one.')).toBeNull();
    expect(descriptionLang(html, 'Ghidul juriului pentru sezon.')).toBe('ro');
    expect(headingLang(html, 2, 'Atelier local')).toBe('ro');
    expect(headingLang(html, 3, 'Diverse')).toBe('ro');
    expect(descriptionLang(html, 'Un atelier fără traducere încă.')).toBe('ro');
    expect(html).toContain('"key":["resources","season-materials","en"]');
  });

  it('/en/resources/team-resources reads in English too', async () => {
    const html = await page('/en/resources/team-resources');
    expect(headingLang(html, 2, 'Mechanics')).toBeNull();
    expect(headingLang(html, 3, 'Chassis')).toBeNull();
    expect(descriptionLang(html, 'How to build a chassis.')).toBeNull();
    expect(html).toContain('"key":["resources","team-resources","en"]');
  });

  it('the Romanian pages stay as they were: Romanian names, no lang marks, the spec\'s read and key', async () => {
    const html = await page('/resources/season-materials');
    expect(headingLang(html, 2, 'Robotică sezon')).toBeNull();
    expect(count(html, '>Robotică sezon</h2>')).toBe(1);
    expect(headingLang(html, 3, 'Regulament')).toBeNull();
    expect(descriptionLang(html, 'Ghidul juriului pentru sezon.')).toBeNull();
    for (const english of ['Season robotics', 'Judging', 'The game manual', 'contentLang', 'groupKey']) expect(html, english).not.toContain(english);
    expect(html).toContain('"key":["resources","season-materials"]');
    expect(await page('/resources/team-resources')).not.toContain('Mechanics');
  });
});
