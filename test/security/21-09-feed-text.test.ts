// Issue 21, finding 9: ordinary pasted text must not break the news feed, and the feed must not carry a post's text as
// HTML. The schemas clean XML-forbidden characters on input (a pasted U+000B, Word's soft line break), the feed and the
// calendars drop them from text stored before, and content:encoded is HTML built from the post's escaped plain text.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanText } from '../../src/shared/clean-text';
import { eventCreateInput } from '../../src/shared/schemas/events';
import { createPostInput } from '../../src/shared/schemas/posts';
import { teamProfileInput } from '../../src/shared/schemas/teams';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, type Caller } from '../helpers/caller';

const ORIGIN = 'https://ftc.example.ro';
const VT = '\u000B';
/** Every kind of character XML 1.0 forbids that SQLite can store (lone surrogates cannot reach it as UTF-8). */
const FORBIDDEN_STORED = `a${VT}b\u0001c\u001Fd\uFFFEe\uFFFFf\u0000g`;
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const HOSTILE_HTML = 'Vino la eveniment! <img src=x onerror="alert(document.cookie)"> <script>alert(1)</script> ]]> <b>bold</b> ]]>';

let t: TestApp;
let editor: Caller;
let seasonId = 0;

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });
const get = (url: string) => t.app.inject({ url });

interface Item {
  title: string;
  description: string;
  'content:encoded': string;
}

async function feedItems(): Promise<Item[]> {
  const res = await get('/news/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(XML_FORBIDDEN);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body).rss.channel.item as Item[];
}

beforeAll(async () => {
  t = await makeTestApp({ env: { PUBLIC_URL: ORIGIN } });
  editor = await callerFor(t, 'EDITOR');
  const admin = await callerFor(t, 'ADMIN');
  const season = await admin.seasons.create({ seasonNumber: 12, seasonName: 'Feed 2026' });
  await admin.seasons.setCurrent({ id: season.id });
  seasonId = season.id;
});
afterAll(() => t?.close());

describe('the schemas clean free text on input', () => {
  it('a post typed with U+000B is stored with a line break instead, and other forbidden characters are dropped', async () => {
    const post = await editor.posts.create({
      title: `Rezultate${VT}regionala\u0007`,
      description: `Primul rând${VT}al doilea rând\u0001 și \uFFFE gata\uD800.`,
      priority: 1,
      imagePosition: 'LEFT',
      announcement: false,
    });
    expect(post.title).toBe('Rezultate\nregionala');
    expect(post.description).toBe('Primul rând\nal doilea rând și  gata.');
    const row = await t.deps.db.selectFrom('home_posts').select(['title', 'description']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.title).not.toMatch(XML_FORBIDDEN);
    expect(row.description).not.toMatch(XML_FORBIDDEN);
  });

  it('the shared schemas of posts, events and team profiles use the same cleaning, lone surrogates included', () => {
    const post = createPostInput.parse({ title: `Titlu\uDC00 bun${VT}`, description: `Descriere\u0002 destul de lungă\uD83D` });
    expect(post).toMatchObject({ title: 'Titlu bun', description: { text: 'Descriere destul de lungă' } });
    // A pair stays a pair.
    expect(createPostInput.parse({ title: 'Robot 🤖 nou', description: 'Descriere cu emoji 🤖.' }).title).toBe('Robot 🤖 nou');
    const event = eventCreateInput.safeParse({
      title: `Regionala${VT}Cluj`,
      shortDescription: 'Scurtă descriere\u0003 a etapei',
      description: 'Descrierea lungă a etapei regionale\u0008 de la Cluj.',
      location: 'Cluj\u000C-Napoca',
      organizer: `Asociația${VT}\u0000`,
      dateStart: '2026-03-01T08:00:00Z',
      dateEnd: '2026-03-01T16:00:00Z',
      link: 'https://ftcromania.ro',
      category: 'FTC',
      seasonId: 1,
    });
    expect(event.success).toBe(true);
    expect(event.data).toMatchObject({
      title: 'Regionala\nCluj',
      shortDescription: 'Scurtă descriere a etapei',
      description: { text: 'Descrierea lungă a etapei regionale de la Cluj.' },
      location: 'Cluj\n-Napoca',
      organizer: 'Asociația',
    });
    expect(teamProfileInput.parse({ teamId: 1, about: `Despre noi\u0001${VT}echipă` }).about).toBe('Despre noi\nechipă');
    // Text made only of forbidden characters is blank: "required", not stored empty.
    expect(createPostInput.safeParse({ title: '\u0001\u0002\u0003\u0004\u0005\u0006', description: 'Descriere destul de lungă' }).success).toBe(false);
    expect(cleanText(`x${VT}y\u000Cz\tw\r\n`)).toBe('x\ny\nz\tw\r\n');
  });
});

describe('the feed', () => {
  it('stays well-formed with forbidden characters stored before the schemas cleaned them, and carries no raw HTML', async () => {
    const typed = await editor.posts.create({ title: 'Postare cu HTML în text', description: HOSTILE_HTML, priority: 2, imagePosition: 'LEFT', announcement: false });
    const old = await editor.posts.create({ title: 'Postare veche de test', description: 'Descriere veche de test.', priority: 2, imagePosition: 'LEFT', announcement: false });
    const twice = await editor.posts.create({ title: 'Titlu ]]> cu ]]> <b>două</b> & închideri', description: 'Descriere ]]> cu ]]> două închideri.', priority: 2, imagePosition: 'LEFT', announcement: false });
    // Data stored by an older version (text only, no rich-text document), straight into the table.
    await t.deps.db
      .updateTable('home_posts')
      .set({
        title: `Veche${FORBIDDEN_STORED}`,
        description: `Rând unu${VT}rând doi\u0002\n\nParagraf <img src=x onerror=alert(1)>${FORBIDDEN_STORED}`,
        description_doc: null,
      })
      .where('id', '=', old.id)
      .execute();

    const items = await feedItems();
    const byTitle = (title: string) => items.find((i) => i.title === title);

    const hostile = byTitle('Postare cu HTML în text')!;
    expect(hostile).toBeDefined();
    const html = hostile['content:encoded'];
    expect(html).not.toMatch(/<img|<script|<b>/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(document.cookie)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;');
    expect(html.startsWith('<p>')).toBe(true);
    expect(hostile.description).not.toMatch(/<img|<script/i);

    const stored = byTitle('Vechea\nbcdefg')!;
    expect(stored).toBeDefined();
    expect(stored['content:encoded']).toBe('<p>Rând unu<br />rând doi</p><p>Paragraf &lt;img src=x onerror=alert(1)&gt;a<br />bcdefg</p>');

    const closers = byTitle('Titlu ]]> cu ]]> <b>două</b> & închideri')!;
    expect(closers).toBeDefined();
    expect(closers['content:encoded']).toBe('<p>Descriere ]]&gt; cu ]]&gt; două închideri.</p>');
    expect(items.map((i) => i.title)).toContain(typed.title);
    expect(twice.id).toBeGreaterThan(0);
  });
});

describe('the calendars', () => {
  it('drop forbidden characters stored before, and calendar apps read them', async () => {
    const event = await editor.events.create({
      title: 'Regionala veche',
      shortDescription: 'Scurtă descriere a etapei',
      description: 'Descrierea lungă a etapei regionale de la Cluj.',
      location: 'Cluj-Napoca',
      organizer: 'Asociația',
      dateStart: '2026-03-01T08:00:00Z',
      dateEnd: '2026-03-01T16:00:00Z',
      link: 'https://ftcromania.ro',
      category: 'FTC',
      seasonId,
    });
    await t.deps.db
      .updateTable('events')
      .set({ title: `Regionala${FORBIDDEN_STORED}`, description: `Descriere${FORBIDDEN_STORED}`, location: `Cluj${VT}Napoca`, organizer: `Nație${VT}prin\u0001Educație` })
      .where('id', '=', event.id)
      .execute();
    for (const url of [`/events/${event.id}/calendar.ics`, '/events/calendar.ics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(XML_FORBIDDEN);
      const vevent = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === `event-${event.id}@ftc.example.ro`)!;
      expect(vevent.getFirstPropertyValue('summary')).toBe('Regionalaa\nbcdefg');
      expect(vevent.getFirstPropertyValue('location')).toBe('Cluj\nNapoca');
      expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Nație\nprinEducație');
    }
  });
});
