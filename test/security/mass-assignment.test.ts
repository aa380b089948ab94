// Point 9 (second half): mass assignment. Fields a client must not set (a role, an id, timestamps, an owner, raw
// column names such as image_id or is_current) sent in register, user, post, resource, event, sponsor, season, team
// and upload bodies, by REST (JSON and form-data) and tRPC, are ignored: the stored row shows only what the legitimate
// fields say. No route or procedure lets a TEAM or EDITOR user raise their own role.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import type { Role } from '../../src/shared/policy';
import { hashParams, parseHash } from '../../src/server/modules/auth/password';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { samples } from '../helpers/multipart';
import { bodies, callContext, fresh, mutationInput, sendRest, sendTrpc, unsafeRestCall, type CallContext, type RestCall } from '../helpers/route-calls';
import { isUnsafe, restRoutes, routeKey, seededIds, trpcProcedures, trpcUrl, type RouteIds } from '../helpers/routes';

const OLD = '2000-01-01T00:00:00.000Z';
const FORGED_ID = 999_999;
const ROLE_KEYS = { userType: 'ADMIN', user_type: 'ADMIN', role: 'ADMIN', isAdmin: true };

let t: TestApp;
let ids: RouteIds;
let cx: CallContext;
let admin: Client;
let otherSeason: number;
const userId = {} as Record<Role, number>;

/** Keys no create or update body may set; `id` only where the path, not the body, names the row. */
const junk = () => ({
  created_at: OLD,
  updated_at: OLD,
  createdAt: OLD,
  updatedAt: OLD,
  timestamp: OLD,
  createdBy: userId.TEAM,
  created_by: userId.TEAM,
  uploaded_by: userId.TEAM,
  image_id: ids.file,
  logo_id: ids.file,
  is_current: 1,
  isCurrent: true,
  season_id: otherSeason,
  ...ROLE_KEYS,
});

const asForm = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

const userRow = (email: string) => t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

function created(res: LightMyRequestResponse): number {
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = res.json();
  const data = body.result?.data ?? body.message;
  return (data.user ?? data).id as number; // users.create answers { user, password }
}

beforeAll(async () => {
  t = await makeTestApp();
  await seedDatabase(t.deps, { demo: true });
  ids = await seededIds(t.deps);
  admin = await t.client('ADMIN');
  cx = callContext(ids, admin, t.deps);
  otherSeason = (await t.deps.db.selectFrom('seasons').select('id').where('id', '!=', ids.season).orderBy('id').executeTakeFirstOrThrow()).id;
  for (const role of ['ADMIN', 'EDITOR', 'TEAM'] as const) userId[role] = (await userRow(EMAILS[role])).id;
});
afterAll(() => t.close());

describe('9.4 mass assignment: accounts', () => {
  it('9.4 register ignores userType, id, timestamps, disabled and password_hash in the body', async () => {
    const c = await t.client();
    const n = cx.next();
    const res = await c.post('/api/auth/register', {
      ...bodies.user(n),
      ...junk(),
      id: FORGED_ID,
      disabled: true,
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.user.userType).toBe('TEAM');
    const row = await userRow(bodies.user(n).email);
    expect(row).toMatchObject({ user_type: 'TEAM', disabled: 0 });
    expect(row.id).not.toBe(FORGED_ID);
    expect(row.created_at).not.toBe(OLD);
    expect(parseHash(row.password_hash)).toMatchObject({ N: hashParams().N }); // made by the server, not the forged one
    // And the new account really is a TEAM account.
    c.token = res.json().message.access_token;
    expect((await c.get(trpcUrl('users.list'))).statusCode).toBe(403);
  });

  it('9.4 users.create (ADMIN) takes the role it is given but ignores id, timestamps, disabled, password and password_hash', async () => {
    const n = cx.next();
    const res = await admin.post(trpcUrl('users.create'), {
      ...bodies.user(n),
      ...junk(),
      userType: 'EDITOR',
      id: FORGED_ID,
      disabled: true,
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
    });
    const id = created(res);
    const row = await userRow(bodies.user(n).email);
    expect(row).toMatchObject({ id, user_type: 'EDITOR', disabled: 0 });
    expect(row.id).not.toBe(FORGED_ID);
    expect(row.created_at).not.toBe(OLD);
    expect(parseHash(row.password_hash)).toMatchObject({ N: hashParams().N }); // made by the server, not the forged one
  });

  it('9.4 users.setRole changes the role and nothing else (email, name, password, disabled in the body are ignored)', async () => {
    const id = await fresh.user(cx);
    const before = await t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const res = await admin.post(trpcUrl('users.setRole'), {
      id,
      userType: 'EDITOR',
      email: 'hijack@evil.example',
      name: 'Hijacked',
      password: 'hijacked password',
      password_hash: 'x',
      disabled: true,
      created_at: OLD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, user_type: 'EDITOR', updated_at: after.updated_at });
  });
});

describe('9.5 no user raises their own role', () => {
  it('9.5 a TEAM or EDITOR user calling users.setRole / users.create for ADMIN is refused and stays as they were', async () => {
    for (const role of ['TEAM', 'EDITOR'] as const) {
      const c = await t.client(role);
      expect((await c.post(trpcUrl('users.setRole'), { id: userId[role], userType: 'ADMIN' })).statusCode).toBe(403);
      expect((await c.post(trpcUrl('users.create'), { ...bodies.user(cx.next()), userType: 'ADMIN' })).statusCode).toBe(403);
      expect((await userRow(EMAILS[role])).user_type).toBe(role);
    }
  });

  it('9.5 every unsafe REST route and tRPC mutation, sent by TEAM and EDITOR with role fields added, leaves every role as it was', async () => {
    const rolesBefore = await t.deps.db.selectFrom('users').select(['id', 'user_type']).orderBy('id').execute();
    for (const role of ['TEAM', 'EDITOR'] as const) {
      const c = await t.client(role);
      for (const route of restRoutes(t.app).filter(isUnsafe)) {
        const call: RestCall = await unsafeRestCall(routeKey(route), cx);
        const withRole: RestCall = call.form
          ? { ...call, form: { ...call.form, fields: { ...call.form.fields, ...asForm(ROLE_KEYS) } } }
          : { ...call, json: { ...(call.json as object), ...ROLE_KEYS } };
        // Sign-in calls change the session they run in: each gets its own client.
        const res = await sendRest(route.url.startsWith('/api/auth/') ? await t.client(role) : c, withRole);
        expect(res.statusCode, `${role} ${routeKey(route)}: ${res.body}`).toBeLessThan(500);
      }
      for (const p of trpcProcedures().filter((p) => p.type === 'mutation')) {
        const input = (await mutationInput(p.path, cx)) as object;
        const res = await sendTrpc(c, p.path, 'mutation', { ...input, ...ROLE_KEYS });
        expect(res.statusCode, `${role} ${p.path}: ${res.body}`).toBeLessThan(500);
      }
    }
    const rolesAfter = await t.deps.db.selectFrom('users').select(['id', 'user_type']).orderBy('id').execute();
    // Registrations made on the way are new TEAM accounts; every account that existed keeps its role.
    expect(rolesAfter.slice(0, rolesBefore.length)).toEqual(rolesBefore);
    expect(rolesAfter.slice(rolesBefore.length).every((u) => u.user_type === 'TEAM')).toBe(true);
    const admins = await t.deps.db.selectFrom('users').select('email').where('user_type', '=', 'ADMIN').execute();
    expect(admins.map((a) => a.email)).toEqual([EMAILS.ADMIN]);
  });
});

interface Entity {
  table: 'home_posts' | 'resources' | 'events' | 'sponsors' | 'seasons' | 'teams';
  /** REST collection; null when the entity has no REST writes. */
  rest: string | null;
  /** Whether the REST writes take form-data (the spec's forms) besides JSON. */
  form: boolean;
  trpc: string;
  body: (n: number) => Record<string, unknown>;
  update: Record<string, unknown>;
  make: (cx: CallContext) => Promise<number>;
}

const ENTITIES: Entity[] = [
  { table: 'home_posts', rest: '/api/home-posts', form: true, trpc: 'posts', body: bodies.post, update: { title: 'Changed by update' }, make: fresh.post },
  {
    table: 'resources',
    rest: '/api/resources',
    form: true,
    trpc: 'resources',
    body: bodies.resource,
    update: { description: 'Changed by the update.' },
    make: fresh.resource,
  },
  {
    table: 'events',
    rest: '/api/events',
    form: true,
    trpc: 'events',
    body: (n) => bodies.event(n, ids.season),
    update: { location: 'Changed location' },
    make: fresh.event,
  },
  { table: 'sponsors', rest: '/api/sponsors', form: true, trpc: 'sponsors', body: bodies.sponsor, update: { name: 'Changed sponsor' }, make: fresh.sponsor },
  { table: 'seasons', rest: '/api/seasons', form: false, trpc: 'seasons', body: bodies.season, update: { seasonName: 'CHANGED SEASON' }, make: fresh.season },
  { table: 'teams', rest: null, form: false, trpc: 'teams', body: bodies.team, update: { name: 'Changed team' }, make: fresh.team },
];

const rowOf = async (table: Entity['table'], id: number) =>
  (await t.deps.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<string, unknown>;

/** A created row carries none of the junk: its own id and timestamps, no file, not current, the season it was given. */
// The raw columns each table has that a body must not set; named per table so a renamed column fails here
// instead of quietly skipping its check.
const RAW_COLUMNS: Record<Entity['table'], ReadonlyArray<'image_id' | 'logo_id' | 'is_current' | 'season_id'>> = {
  home_posts: ['image_id'],
  resources: ['image_id'],
  events: ['image_id', 'season_id'],
  sponsors: ['logo_id'],
  seasons: ['is_current'],
  teams: [],
};

function expectClean(table: Entity['table'], row: Record<string, unknown>) {
  expect(row.id).not.toBe(FORGED_ID);
  expect(row.created_at).not.toBe(OLD);
  expect(row.updated_at).not.toBe(OLD);
  for (const column of RAW_COLUMNS[table]) expect(row, `${table}.${column}`).toHaveProperty(column);
  if ('image_id' in row) expect(row.image_id).toBeNull();
  if ('logo_id' in row) expect(row.logo_id).toBeNull();
  if ('is_current' in row) expect(row.is_current).toBe(0);
  if ('season_id' in row) expect(row.season_id).toBe(ids.season);
}

describe('9.6 mass assignment: content bodies', () => {
  for (const e of ENTITIES) {
    it(`9.6 ${e.table}: create ignores id, timestamps, owner and raw columns (REST JSON${e.form ? ', form-data' : ''}, tRPC)`, async () => {
      const ways: Array<() => Promise<LightMyRequestResponse>> = [
        () => admin.post(trpcUrl(`${e.trpc}.create`), { ...e.body(cx.next()), ...junk(), id: FORGED_ID }),
      ];
      if (e.rest) ways.push(() => sendRest(admin, { method: 'POST', url: e.rest!, json: { ...e.body(cx.next()), ...junk(), id: FORGED_ID } }));
      if (e.form) ways.push(() => sendRest(admin, { method: 'POST', url: e.rest!, form: { fields: asForm({ ...e.body(cx.next()), ...junk(), id: FORGED_ID }) } }));
      for (const way of ways) expectClean(e.table, await rowOf(e.table, created(await way())));
    });

    it(`9.6 ${e.table}: update changes the named row only, and ignores timestamps and raw columns`, async () => {
      const ways: Array<(target: number, bystander: number) => Promise<LightMyRequestResponse>> = [
        (target) => admin.post(trpcUrl(`${e.trpc}.update`), { ...e.update, ...junk(), id: target }),
      ];
      if (e.rest) {
        ways.push((target, bystander) => sendRest(admin, { method: 'PUT', url: `${e.rest}/${target}`, json: { ...e.update, ...junk(), id: bystander } }));
      }
      if (e.form) {
        ways.push((target, bystander) =>
          sendRest(admin, { method: 'PUT', url: `${e.rest}/${target}`, form: { fields: asForm({ ...e.update, ...junk(), id: bystander }) } }),
        );
      }
      for (const way of ways) {
        const [target, bystander] = [await e.make(cx), await e.make(cx)];
        const [targetBefore, bystanderBefore] = [await rowOf(e.table, target), await rowOf(e.table, bystander)];
        const res = await way(target, bystander);
        expect(res.statusCode, res.body).toBe(200);
        const after = await rowOf(e.table, target);
        expect(after.created_at).toBe(targetBefore.created_at);
        expect(after.updated_at).not.toBe(OLD);
        for (const column of ['image_id', 'logo_id', 'is_current', 'season_id']) {
          if (column in after) expect(after[column], column).toBe(targetBefore[column]);
        }
        expect(after).not.toEqual(targetBefore); // the legitimate change landed
        expect(await rowOf(e.table, bystander)).toEqual(bystanderBefore);
      }
    });
  }

  it('9.6 upload: the stored file row comes from the bytes and the uploader, never from form fields', async () => {
    const editor = await t.client('EDITOR');
    const res = await sendRest(editor, {
      method: 'POST',
      url: '/api/files/upload',
      form: {
        fields: asForm({
          entityType: 'event_image',
          id: FORGED_ID,
          uploaded_by: userId.TEAM,
          storage_key: '../../escape.html',
          mime_type: 'text/html',
          kind: 'document',
          name: 'evil.html',
          size: 1,
          sha256: '00',
          created_at: OLD,
        }),
        file: { name: 'file', filename: 'pixel.png', contentType: 'image/png', data: samples.png() },
      },
    });
    const row = await t.deps.db.selectFrom('files').selectAll().where('id', '=', created(res)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploaded_by: userId.EDITOR, mime_type: 'image/png', kind: 'image', name: 'pixel.png', size: samples.png().length });
    expect(row.id).not.toBe(FORGED_ID);
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(row.created_at).not.toBe(OLD);
  });
});
