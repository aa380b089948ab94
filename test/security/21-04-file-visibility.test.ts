// Issue 21, finding 4 (Medium): "unpublished content is readable". A file's visibility follows what it is attached
// to: the image of a draft, scheduled or deleted post or event (and its original name) answers the same 404 as an
// unknown id on every file route, to anyone not signed in as an editor; one published holder makes it public; a file
// attached to nothing is not public. Publishing makes the image public, unpublishing hides it again (no cache keeps
// serving it: public file bytes are revalidated, never immutable).
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFERENCES } from '../../src/server/modules/files/files.repository';
import { ACCESS_TOKEN_TTL_SECONDS, MEDIA_COOKIE } from '../../src/shared/constants';
import type { PublishStatus } from '../../src/shared/schemas/publishing';
import { EMAILS, makeClient, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { eventRow } from '../helpers/event-fixtures';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let admin: Client;
let visitor: Client;
let team: Client;
let picture: Buffer;

interface Uploaded {
  id: number;
  variants: Array<{ path: string }>;
}

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, visitor, team] = await Promise.all([t.client('EDITOR'), t.client('ADMIN'), t.client(), t.client('TEAM')]);
  // Wide enough to get resized variants, so their route is walked too.
  picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: { r: 240, g: 100, b: 30 } } }).jpeg().toBuffer();
});
afterAll(() => t.close());

async function uploadImage(name: string): Promise<Uploaded> {
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'event_image' }, { name: 'file', filename: name, contentType: 'image/jpeg', data: picture }) });
  expect(res.statusCode, res.body).toBe(201);
  const file = res.json().message as Uploaded;
  expect(file.variants.length).toBeGreaterThan(0);
  return file;
}

/** Every GET route that answers a file or its metadata, as the app registered them. */
const FILE_ROUTES = ['/api/files/:id', '/api/files/:id/download', '/api/files/:id/preview', '/api/files/public/:id', '/api/files/public/variants/:id'];

const urlsOf = (file: Uploaded) => [
  `/api/files/${file.id}`,
  `/api/files/${file.id}/download`,
  `/api/files/${file.id}/preview`,
  `/api/files/public/${file.id}`,
  ...file.variants.map((v) => v.path),
];

/** The answer to an id that never existed, per route: what a hidden file must look like. */
async function unknownAnswers() {
  const unknown = { id: 987654, variants: [{ path: '/api/files/public/variants/987654' }] };
  return Promise.all(urlsOf(unknown).map(async (url) => {
    const res = await visitor.get(url);
    return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
  }));
}

async function expectHidden(file: Uploaded, label: string) {
  const unknown = await unknownAnswers();
  const urls = urlsOf(file);
  for (const [i, url] of urls.entries()) {
    for (const [who, client] of [['visitor', visitor], ['TEAM', team]] as const) {
      const res = await client.get(url);
      const expected = unknown[Math.min(i, unknown.length - 1)]!;
      expect({ status: res.statusCode, body: res.body, type: res.headers['content-type'] }, `${label}: ${who} ${url}`).toEqual(expected);
      expect(res.body, `${label}: ${who} ${url} names the file`).not.toContain('.jpg');
      expect(String(res.headers['cache-control']), `${label}: ${url}`).not.toContain('public');
    }
  }
  // Editors and admins, signed in, still see the bytes; never cacheable by a shared cache.
  for (const [who, client] of [['EDITOR', editor], ['ADMIN', admin]] as const) {
    for (const url of urls.filter((u) => u !== `/api/files/${file.id}`)) {
      const res = await client.get(url);
      expect(res.statusCode, `${label}: ${who} ${url}`).toBe(200);
      expect(res.headers['cache-control'], `${label}: ${who} ${url}`).toBe('private, no-store');
    }
  }
}

async function expectPublic(file: Uploaded, label: string) {
  for (const url of urlsOf(file)) {
    const res = await visitor.get(url);
    expect(res.statusCode, `${label}: ${url} ${res.body.slice(0, 200)}`).toBe(200);
    if (url !== `/api/files/${file.id}`) expect(res.headers['cache-control'], `${label}: ${url}`).toBe('public, no-cache');
  }
}

describe('21-04 a file is as visible as what it is attached to, on every file route', () => {
  it('the test walks every file route the app has', () => {
    const routes = t.app.routeList.filter((r) => r.method === 'GET' && r.url.startsWith('/api/files')).map((r) => r.url);
    expect([...new Set(routes)].sort()).toEqual([...FILE_ROUTES].sort());
  });

  it('the visibility knows every holder the schema has (each foreign key to files but the variants)', async () => {
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.deps.db);
    const holders: string[] = [];
    for (const { name } of tables.rows) {
      const keys = await sql<{ parent: string; column: string }>`SELECT "table" AS parent, "from" AS column FROM pragma_foreign_key_list(${name})`.execute(t.deps.db);
      for (const key of keys.rows) if (key.parent === 'files' && name !== 'image_variants') holders.push(`${name}.${key.column}`);
    }
    expect(FILE_REFERENCES.map((r) => `${r.table}.${r.column}`).sort()).toEqual(holders.sort());
  });

  it('published, draft, scheduled and deleted posts and events; unattached; resources, teams, sponsors, site settings', async () => {
    const db = t.deps.db;
    const season = await db.insertInto('seasons').values({ season_number: 77, season_name: 'Vizibilitate', is_current: 0 }).returning('id').executeTakeFirstOrThrow();
    const future = new Date(t.clock.now() + 3 * 24 * 3600_000).toISOString();
    const now = new Date(t.clock.now()).toISOString();
    const post = async (status: PublishStatus, file: Uploaded) =>
      db
        .insertInto('home_posts')
        .values({ title: `Post ${status}`, description: 'O descriere destul de lungă', image_id: file.id, status, publish_at: status === 'draft' ? null : status === 'scheduled' ? future : now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const event = async (status: PublishStatus, file: Uploaded) =>
      db
        .insertInto('events')
        .values({ ...eventRow(season.id, { title: `Event ${status}` }), image_id: file.id, status, publish_at: status === 'draft' ? null : status === 'scheduled' ? future : now })
        .returning('id')
        .executeTakeFirstOrThrow();

    const files = {
      postPublished: await uploadImage('post-publicat.jpg'),
      postDraft: await uploadImage('post-ciorna-secret.jpg'),
      postScheduled: await uploadImage('post-programat.jpg'),
      postDeleted: await uploadImage('post-sters.jpg'),
      eventPublished: await uploadImage('eveniment-publicat.jpg'),
      eventDraft: await uploadImage('eveniment-ciorna.jpg'),
      eventScheduled: await uploadImage('eveniment-programat.jpg'),
      unattached: await uploadImage('neatasat.jpg'),
      resource: await uploadImage('resursa.jpg'),
      team: await uploadImage('echipa.jpg'),
      sponsorOfPublished: await uploadImage('sponsor-public.jpg'),
      sponsorOfDraft: await uploadImage('sponsor-ciorna.jpg'),
      partner: await uploadImage('partener.jpg'),
      setting: await uploadImage('setare.jpg'),
      sharedDraftAndPublished: await uploadImage('comun.jpg'),
    };
    await post('published', files.postPublished);
    await post('draft', files.postDraft);
    await post('scheduled', files.postScheduled);
    const deleted = await post('published', files.postDeleted);
    await event('published', files.eventPublished);
    const draftEvent = await event('draft', files.eventDraft);
    await event('scheduled', files.eventScheduled);
    await db.insertInto('resources').values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Poză.', link: 'https://x.ro', category: 'Link', priority: 1, image_id: files.resource.id }).execute();
    await db.insertInto('teams').values({ team_number: 5151, name: 'Echipa', logo_id: files.team.id }).execute();
    const publishedEvent = await event('published', await uploadImage('alt-eveniment.jpg'));
    const s1 = await db.insertInto('sponsors').values({ name: 'Public SRL', size: 'Startup', legal_name: 'Public SRL', logo_id: files.sponsorOfPublished.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('event_sponsors').values({ sponsor_id: s1.id, event_id: publishedEvent.id }).execute();
    const s2 = await db.insertInto('sponsors').values({ name: 'Ciornă SRL', size: 'Startup', legal_name: 'Ciornă SRL', logo_id: files.sponsorOfDraft.id }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('event_sponsors').values({ sponsor_id: s2.id, event_id: draftEvent.id }).execute();
    await db.insertInto('sponsors').values({ name: 'Partener SA', size: 'Enterprise', legal_name: 'Partener SA', logo_id: files.partner.id, tier: 'GOLD' }).execute();
    await db.insertInto('site_setting_files').values({ file_id: files.setting.id }).execute();
    await post('draft', files.sharedDraftAndPublished);
    await post('published', files.sharedDraftAndPublished);

    // Deleted through the API (the REST delete of the spec): its image stays in the bin with it, hidden as a draft's.
    expect((await editor.request({ method: 'DELETE', url: `/api/home-posts/${deleted.id}`, json: {} })).statusCode).toBe(200);

    for (const key of ['postPublished', 'eventPublished', 'resource', 'team', 'sponsorOfPublished', 'partner', 'setting', 'sharedDraftAndPublished'] as const) {
      await expectPublic(files[key], key);
    }
    for (const key of ['postDraft', 'postScheduled', 'eventDraft', 'eventScheduled', 'unattached', 'sponsorOfDraft', 'postDeleted'] as const) {
      await expectHidden(files[key], key);
    }
  });

  it('publishing makes the image public; unpublishing hides it again, also from a client revalidating its copy', async () => {
    const file = await uploadImage('ciclu.jpg');
    const row = await t.deps.db
      .insertInto('home_posts')
      .values({ title: 'Ciclu', description: 'O descriere destul de lungă', image_id: file.id, status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectHidden(file, 'draft');
    const meta = await visitor.get(`/api/files/${file.id}`);
    expect(meta.statusCode).toBe(404);

    // Scheduled, then due: the server's scheduler publishes it, and with it the image.
    const at = new Date(t.clock.now() + 60_000).toISOString();
    await t.deps.db.updateTable('home_posts').set({ status: 'scheduled', publish_at: at }).where('id', '=', row.id).execute();
    await expectHidden(file, 'scheduled');
    t.clock.advance(120_000);
    await t.deps.publisher!.runNow();
    await expectPublic(file, 'published');
    const cachedMeta = await visitor.get(`/api/files/${file.id}`);
    expect(cachedMeta.statusCode).toBe(200);
    const bytes = await visitor.get(`/api/files/public/${file.id}`);
    const etag = String(bytes.headers.etag);
    expect((await visitor.request({ method: 'GET', url: `/api/files/public/${file.id}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // Back to a draft: every route hides it again, the cached metadata too, and a revalidation is a 404, not a 304.
    await t.deps.db.updateTable('home_posts').set({ status: 'draft', publish_at: null }).where('id', '=', row.id).execute();
    await expectHidden(file, 'unpublished');
    expect((await visitor.request({ method: 'GET', url: `/api/files/public/${file.id}`, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
    expect((await visitor.request({ method: 'GET', url: `/api/files/${file.id}`, headers: { 'if-none-match': String(cachedMeta.headers.etag) } })).statusCode).toBe(404);
  });
  it("an editor's <img> requests (no bearer header) see a draft's image through the media cookie; a TEAM uploader sees its own new logo", async () => {
    const file = await uploadImage('ciorna-in-panou.jpg');
    await t.deps.db.insertInto('home_posts').values({ title: 'Ciornă', description: 'O descriere destul de lungă', image_id: file.id, status: 'draft' }).execute();
    const url = `/api/files/public/${file.id}`;
    // The browser sends only the cookie the sign-in set for /api/files: httpOnly, SameSite=Strict, as long as the token.
    const browser = makeClient(t.app);
    await browser.get('/api/auth/csrf');
    const signIn = await browser.login(EMAILS.EDITOR);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const media = (signIn.cookies as Array<{ name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }>).find((c) => c.name === MEDIA_COOKIE);
    expect(media).toMatchObject({ path: '/api/files', httpOnly: true, sameSite: 'Strict', maxAge: ACCESS_TOKEN_TTL_SECONDS });
    const asImg = (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const seen = await asImg(`${MEDIA_COOKIE}=${media!.value}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    for (const variant of file.variants) expect((await t.app.inject({ method: 'GET', url: variant.path, headers: { cookie: `${MEDIA_COOKIE}=${media!.value}` } })).statusCode).toBe(200);
    // A forged or expired cookie is nobody: the same 404 as an unknown id.
    expect((await asImg(`${MEDIA_COOKIE}=not-a-token`)).statusCode).toBe(404);
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    expect((await asImg(`${MEDIA_COOKIE}=${media!.value}`)).statusCode).toBe(404);
    // The cookie is a read pass for files only: the API does not take it as a session.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: `${MEDIA_COOKIE}=${media!.value}` } })).statusCode).toBe(401);

    // A TEAM account linked to a team sees the logo it just uploaded (before its profile uses it); nobody else does.
    const [teamRow] = await Promise.all([t.deps.db.insertInto('teams').values({ team_number: 6262, name: 'Logo nou' }).returning('id').executeTakeFirstOrThrow()]);
    await t.deps.db.updateTable('users').set({ team_id: teamRow!.id }).where('email', '=', EMAILS.TEAM).execute();
    const owner = await t.client('TEAM');
    const logo = await owner.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'team_logo' }, { name: 'file', filename: 'logo.jpg', contentType: 'image/jpeg', data: picture }) });
    expect(logo.statusCode, logo.body).toBe(201);
    const logoUrl = `/api/files/public/${logo.json().message.id as number}`;
    expect((await owner.get(logoUrl)).statusCode).toBe(200);
    expect((await visitor.get(logoUrl)).statusCode).toBe(404);
    const otherTeam = makeClient(t.app);
    await otherTeam.get('/api/auth/csrf');
    await t.deps.db.insertInto('users').values({ email: 'alta-echipa@test.ro', name: 'Alta', user_type: 'TEAM', password_hash: (await t.deps.db.selectFrom('users').select('password_hash').where('email', '=', EMAILS.TEAM).executeTakeFirstOrThrow()).password_hash }).execute();
    expect((await otherTeam.login('alta-echipa@test.ro')).statusCode).toBe(200);
    expect((await otherTeam.get(logoUrl)).statusCode).toBe(404);
  });

  it("a TEAM account cannot make another's file its team's logo (it would publish a draft's image); its own upload it can", async () => {
    // Fresh sessions: the test before moved the clock past the sign-in's lifetime.
    [editor, admin] = await Promise.all([t.client('EDITOR'), t.client('ADMIN')]);
    const secret = await uploadImage('ciorna.jpg');
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Ciornă cu imagine', description: 'Text', image_id: secret.id, status: 'draft' }).returning('id').executeTakeFirstOrThrow();
    const teamRow = await t.deps.db.insertInto('teams').values({ team_number: 6363, name: 'Echipa curioasă' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ team_id: teamRow.id }).where('email', '=', EMAILS.TEAM).execute();
    const owner = await t.client('TEAM');
    const profile = (logoId: number) => owner.request({ method: 'POST', url: '/trpc/teams.updateProfile', payload: { teamId: teamRow.id, logoId } });

    const refused = await profile(secret.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('The selected file does not exist.');
    expect((await t.deps.db.selectFrom('teams').select('logo_id').where('id', '=', teamRow.id).executeTakeFirstOrThrow()).logo_id).toBeNull();
    await expectHidden(secret, 'a draft image offered as a team logo');
    expect((await t.deps.db.selectFrom('home_posts').select('image_id').where('id', '=', post.id).executeTakeFirstOrThrow()).image_id).toBe(secret.id);

    // Its own upload becomes its logo; sent again with the profile (unchanged), it is still accepted.
    const own = await owner.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'team_logo' }, { name: 'file', filename: 'sigla.jpg', contentType: 'image/jpeg', data: picture }) });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().message.id as number;
    for (let i = 0; i < 2; i += 1) expect((await profile(ownId)).statusCode).toBe(200);
    // A logo an admin set for the team may be sent back unchanged by the team.
    const adminLogo = await uploadImage('sigla-admin.jpg');
    expect((await admin.request({ method: 'POST', url: '/trpc/teams.updateProfile', payload: { teamId: teamRow.id, logoId: adminLogo.id } })).statusCode).toBe(200);
    expect((await profile(adminLogo.id)).statusCode).toBe(200);
  });
});
