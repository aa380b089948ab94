// A valid call (body and real ids) for every unsafe REST route and every tRPC mutation, so a test that expects a
// refusal knows the refusal came from the check under test and not from a bad body. Calls that change or delete a
// row get a fresh row made for them (through the API, as an ADMIN), so each call can succeed on its own.
import type { LightMyRequestResponse } from 'fastify';
import type { Deps } from '../../src/server/deps';
import type { Role } from '../../src/shared/policy';
import { newPasswordLink } from '../../src/server/modules/auth/password-links';
import { EMAILS, PASSWORD, type Client } from './app';
import { multipart, samples, type FilePart } from './multipart';
import { trpcUrl, type ProcedureType, type RouteIds } from './routes';

export interface RestCall {
  method: string;
  url: string;
  json?: unknown;
  form?: { fields: Record<string, string>; file?: FilePart };
}

export interface CallContext {
  ids: RouteIds;
  /** The app's database and services, for a fixture no API call can make (a password link's token). */
  deps: Deps;
  /** A signed-in ADMIN client, used to make the fresh rows. */
  admin: Client;
  /** A number never returned before in this app (unique names, team and season numbers). */
  next(): number;
}

export function callContext(ids: RouteIds, admin: Client, deps: Deps): CallContext {
  let n = 0;
  return { ids, admin, deps, next: () => ++n };
}

/** The token of a valid password link for a fresh user, made as "Forgot password?" makes it. */
async function passwordLinkToken(cx: CallContext): Promise<string> {
  const link = await newPasswordLink(cx.deps, cx.deps.db, await fresh.user(cx), 'reset');
  return new URL(link).hash.replace('#token=', '');
}

/** Sends a REST call as `client` (its cookies, token and anti-forgery header), with extra headers if given. */
export function sendRest(client: Client, call: RestCall, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  if (call.form) {
    const body = multipart(call.form.fields, call.form.file);
    return client.request({ method: call.method as 'POST', url: call.url, payload: body.payload, headers: { ...body.headers, ...headers } });
  }
  return client.request({ method: call.method as 'POST', url: call.url, headers, ...(call.json !== undefined ? { json: call.json } : {}) });
}

/** Calls a tRPC procedure as `client`: a query by GET, a mutation by POST with a JSON body. */
export function sendTrpc(client: Client, path: string, type: ProcedureType, input: unknown, headers: Record<string, string> = {}) {
  if (type === 'query') return client.request({ method: 'GET', url: trpcUrl(path, input), headers });
  return client.request({ method: 'POST', url: trpcUrl(path), headers, json: input ?? {} });
}

/**
 * A tRPC call over HTTP with an input its types would not allow (a hand-made request, wrong on purpose), and what
 * the server answered: its status and the error's message.
 */
export async function sendWrongTrpc(client: Client, path: string, type: ProcedureType, input: unknown): Promise<{ status: number; message?: string }> {
  const res = await sendTrpc(client, path, type, input);
  const body = res.json<{ error?: { message?: string } }>();
  return { status: res.statusCode, message: body.error?.message };
}

async function make<T = { id: number }>(cx: CallContext, path: string, input: unknown): Promise<T> {
  const res = await cx.admin.post(trpcUrl(path), input);
  if (res.statusCode !== 200) throw new Error(`fixture ${path} failed: ${res.statusCode} ${res.body}`);
  return res.json().result.data as T;
}

const FUTURE = new Date(Date.UTC(2031, 4, 10, 9)).toISOString();
const FUTURE_END = new Date(Date.UTC(2031, 4, 11, 18)).toISOString();

/** Valid bodies of the create forms (JSON; REST accepts the same fields as form-data). */
export const bodies = {
  post: (n: number) => ({ title: `Fixture post ${n}`, description: 'A fixture post for the security tests.' }),
  resource: (n: number) => ({
    page: 'team-resources',
    section: `Section ${n}`,
    subsection: 'Fixtures',
    description: 'A fixture resource for the security tests.',
    category: 'Link',
    link: 'https://example.com/fixture',
  }),
  event: (n: number, seasonId: number) => ({
    title: `Fixture event ${n}`,
    shortDescription: 'A fixture event for tests.',
    description: 'A fixture event made by the security tests.',
    location: 'București',
    organizer: 'Fixture organizer',
    dateStart: FUTURE,
    dateEnd: FUTURE_END,
    link: 'https://example.com/event',
    category: 'Workshop',
    seasonId,
  }),
  sponsor: (n: number) => ({ name: `Fixture sponsor ${n}`, size: 'Startup', legal_name: `Fixture Sponsor ${n} SRL` }),
  season: (n: number) => ({ seasonNumber: 5000 + n, seasonName: `FIXTURE SEASON ${n}` }),
  team: (n: number) => ({ teamNumber: 900_000 + n, name: `Fixture team ${n}` }),
  user: (n: number) => ({ email: `fixture${n}@test.ro`, name: `Fixture user ${n}`, password: PASSWORD }),
  stage: (n: number) => ({ season: '2030-2031', stage: 'regional', name: `Fixture stage ${n}`, city: 'Brașov', dateStart: '2031-02-06', dateEnd: '2031-02-08' }),
};

/** Fresh rows, one per call, so an update or delete by one role never takes the row another role's call needs. */
export const fresh = {
  post: async (cx: CallContext) => (await make(cx, 'posts.create', bodies.post(cx.next()))).id,
  resource: async (cx: CallContext) => (await make(cx, 'resources.create', bodies.resource(cx.next()))).id,
  event: async (cx: CallContext) => (await make(cx, 'events.create', bodies.event(cx.next(), cx.ids.season))).id,
  sponsor: async (cx: CallContext) => (await make(cx, 'sponsors.create', bodies.sponsor(cx.next()))).id,
  linkedSponsor: async (cx: CallContext) => {
    const id = await fresh.sponsor(cx);
    await make(cx, 'sponsors.linkEvent', { id, eventId: cx.ids.event });
    return id;
  },
  season: async (cx: CallContext) => (await make(cx, 'seasons.create', bodies.season(cx.next()))).id,
  team: async (cx: CallContext) => (await make(cx, 'teams.create', bodies.team(cx.next()))).id,
  registration: async (cx: CallContext) =>
    (await make(cx, 'teams.upsertRegistration', { teamId: await fresh.team(cx), seasonId: cx.ids.season, registrationStatus: 'PENDING' })).id,
  /** A team taking part in a fresh event: [eventId, teamId]. */
  eventTeam: async (cx: CallContext): Promise<[number, number]> => {
    const [eventId, teamId] = [await fresh.event(cx), await fresh.team(cx)];
    await make(cx, 'teams.addToEvent', { eventId, teamId });
    return [eventId, teamId];
  },
  user: async (cx: CallContext) => (await make<{ user: { id: number } }>(cx, 'users.create', { ...bodies.user(cx.next()), userType: 'TEAM' })).user.id,
  /** A fresh TEAM account's request to join the seeded team, pending, or already decided (for `dismiss`). */
  teamRequest: async (cx: CallContext, userId?: number, status: 'pending' | 'declined' = 'pending') => {
    const at = new Date().toISOString();
    const row = await cx.deps.db
      .insertInto('team_requests')
      .values({ user_id: userId ?? (await fresh.user(cx)), kind: 'join', team_id: cx.ids.team, team_number: cx.ids.teamNumber, created_at: at, status, ...(status === 'pending' ? {} : { decided_at: at }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  stage: async (cx: CallContext) => (await make(cx, 'competitions.create', bodies.stage(cx.next()))).id,
  /** A fresh post deleted into the bin: its bin entry's id (decision 198). */
  binEntry: async (cx: CallContext) => {
    const id = await fresh.post(cx);
    await make(cx, 'posts.delete', { id });
    const row = await cx.deps.db.selectFrom('bin').select('id').where('kind', '=', 'post').where('item_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  },
  /** An image row that nothing uses (its bytes are not needed: the media library's delete tolerates missing bytes). */
  image: async (cx: CallContext) => {
    const n = cx.next();
    const row = await cx.deps.db
      .insertInto('files')
      .values({ name: `fixture-${n}.png`, storage_key: `fixture-${n}.png`, size: 10, mime_type: 'image/png', kind: 'image', entity_type: 'library_image', sha256: '0'.repeat(64), uploaded_by: null, in_library: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};

type RestBuilder = (cx: CallContext) => Promise<RestCall>;

/** A valid call for every unsafe REST route, by `METHOD /pattern`. */
const UNSAFE_REST_CALLS: Record<string, RestBuilder> = {
  'POST /api/auth/register': async (cx) => ({ method: 'POST', url: '/api/auth/register', json: bodies.user(cx.next()) }),
  'POST /api/auth/login': async () => ({ method: 'POST', url: '/api/auth/login', json: { email: 'team@test.ro', password: PASSWORD } }),
  'POST /api/auth/refresh': async () => ({ method: 'POST', url: '/api/auth/refresh', json: {} }),
  'POST /api/auth/logout': async () => ({ method: 'POST', url: '/api/auth/logout', json: {} }),
  'POST /api/auth/forgot-password': async () => ({ method: 'POST', url: '/api/auth/forgot-password', json: { email: 'team@test.ro' } }),
  'POST /api/auth/password-link': async () => ({ method: 'POST', url: '/api/auth/password-link', json: { token: 'not-a-real-token' } }),
  // "Forgot password?" succeeds on an app with SMTP settings (UNREACHABLE_SMTP_ENV); a new password takes a real link.
  'POST /api/auth/reset-password': async (cx) => ({ method: 'POST', url: '/api/auth/reset-password', json: { token: await passwordLinkToken(cx), password: PASSWORD } }),

  'POST /api/home-posts': async (cx) => ({ method: 'POST', url: '/api/home-posts', form: { fields: bodies.post(cx.next()) } }),
  'PUT /api/home-posts/:id': async (cx) => ({ method: 'PUT', url: `/api/home-posts/${await fresh.post(cx)}`, form: { fields: { title: 'Changed title' } } }),
  'DELETE /api/home-posts/:id': async (cx) => ({ method: 'DELETE', url: `/api/home-posts/${await fresh.post(cx)}`, json: {} }),

  'POST /api/resources': async (cx) => ({ method: 'POST', url: '/api/resources', form: { fields: bodies.resource(cx.next()) } }),
  'PUT /api/resources/:id': async (cx) => ({
    method: 'PUT',
    url: `/api/resources/${await fresh.resource(cx)}`,
    form: { fields: { description: 'Changed description text.' } },
  }),
  'DELETE /api/resources/:id': async (cx) => ({ method: 'DELETE', url: `/api/resources/${await fresh.resource(cx)}`, json: {} }),

  'POST /api/files/upload': async () => ({
    method: 'POST',
    url: '/api/files/upload',
    form: { fields: { entityType: 'event_image' }, file: { name: 'file', filename: 'pixel.png', contentType: 'image/png', data: samples.png() } },
  }),

  'POST /api/events': async (cx) => ({ method: 'POST', url: '/api/events', json: bodies.event(cx.next(), cx.ids.season) }),
  'PUT /api/events/:id': async (cx) => ({ method: 'PUT', url: `/api/events/${await fresh.event(cx)}`, json: { location: 'Cluj-Napoca' } }),
  'DELETE /api/events/:id': async (cx) => ({ method: 'DELETE', url: `/api/events/${await fresh.event(cx)}`, json: {} }),
  'POST /api/events/:id/teams': async (cx) => ({ method: 'POST', url: `/api/events/${cx.ids.event}/teams`, json: { teamId: await fresh.team(cx) } }),
  'DELETE /api/events/:id/teams/:teamId': async (cx) => {
    const [eventId, teamId] = await fresh.eventTeam(cx);
    return { method: 'DELETE', url: `/api/events/${eventId}/teams/${teamId}`, json: {} };
  },

  'POST /api/seasons': async (cx) => ({ method: 'POST', url: '/api/seasons', json: bodies.season(cx.next()) }),
  'PUT /api/seasons/:id': async (cx) => ({ method: 'PUT', url: `/api/seasons/${await fresh.season(cx)}`, json: { seasonName: 'CHANGED SEASON' } }),
  'DELETE /api/seasons/:id': async (cx) => ({ method: 'DELETE', url: `/api/seasons/${await fresh.season(cx)}`, json: {} }),
  // The current season again: allowed, and it leaves the site's current season as it was.
  'POST /api/seasons/:id/set-current': async (cx) => ({ method: 'POST', url: `/api/seasons/${cx.ids.season}/set-current`, json: {} }),

  'POST /api/sponsors': async (cx) => ({ method: 'POST', url: '/api/sponsors', form: { fields: bodies.sponsor(cx.next()) } }),
  'PUT /api/sponsors/:id': async (cx) => ({ method: 'PUT', url: `/api/sponsors/${await fresh.sponsor(cx)}`, json: { name: 'Changed sponsor' } }),
  'DELETE /api/sponsors/:id': async (cx) => ({ method: 'DELETE', url: `/api/sponsors/${await fresh.sponsor(cx)}`, json: {} }),
  'POST /api/sponsors/:id/link-event': async (cx) => ({
    method: 'POST',
    url: `/api/sponsors/${await fresh.sponsor(cx)}/link-event`,
    json: { eventId: cx.ids.event },
  }),
  'POST /api/sponsors/:id/unlink-event': async (cx) => ({ method: 'POST', url: `/api/sponsors/${await fresh.linkedSponsor(cx)}/unlink-event`, json: {} }),
};

type InputBuilder = (cx: CallContext) => Promise<unknown>;

/** The procedures only a TEAM account calls, for itself (its onboarding request, decision 195): an ADMIN gets 403. */
export const TEAM_ONLY_PROCEDURES: readonly string[] = ['teamRequests.mine', 'teamRequests.ask', 'teamRequests.cancel', 'teamRequests.dismiss'];
/** Who makes a valid call of a procedure in the tests that need it accepted: an ADMIN, or the TEAM account for its own. */
export const senderRole = (path: string): Role => (TEAM_ONLY_PROCEDURES.includes(path) ? 'TEAM' : 'ADMIN');

/** A one-team CSV in the import's columns, registered (ACTIVE) for the season. */
const teamsCsv = (n: number) => `team_number;name;city;region;school;website;description;status\n${70000 + n};Echipa CSV ${n};Brașov;Centru;;;;ACTIVE\n`;

/** A valid input for every tRPC mutation, by path. */
const MUTATION_INPUTS: Record<string, InputBuilder> = {
  'users.create': async (cx) => ({ ...bodies.user(cx.next()), userType: 'EDITOR' }),
  'users.setRole': async (cx) => ({ id: await fresh.user(cx), userType: 'EDITOR' }),
  'users.setDisabled': async (cx) => ({ id: await fresh.user(cx), disabled: true }),
  'users.resetPassword': async (cx) => ({ id: await fresh.user(cx), password: 'another long password' }),
  'users.endSessions': async (cx) => ({ id: await fresh.user(cx) }),
  'users.setTeam': async (cx) => ({ id: await fresh.user(cx), teamId: await fresh.team(cx) }),
  // The name only: a new password would end the caller's other sessions (the fixture client's among them).
  'account.update': async () => ({ name: 'Same Name Again' }),

  'posts.create': async (cx) => bodies.post(cx.next()),
  'posts.update': async (cx) => ({ id: await fresh.post(cx), title: 'Changed title' }),
  'posts.delete': async (cx) => ({ id: await fresh.post(cx) }),
  'posts.publishMany': async (cx) => ({ ids: [await fresh.post(cx), await fresh.post(cx)] }),
  'posts.deleteMany': async (cx) => ({ ids: [await fresh.post(cx), await fresh.post(cx)] }),
  // A fresh post edited once: restoring its first version (the entry of its creation) changes its title back.
  'history.restore': async (cx) => {
    const id = await fresh.post(cx);
    await make(cx, 'posts.update', { id, title: 'Changed title' });
    const created = await cx.deps.db.selectFrom('activity').select('id').where('entity_type', '=', 'post').where('entity_id', '=', id).orderBy('id').executeTakeFirstOrThrow();
    return { entryId: created.id };
  },

  'resources.create': async (cx) => bodies.resource(cx.next()),
  'resources.update': async (cx) => ({ id: await fresh.resource(cx), description: 'Changed description text.' }),
  'resources.delete': async (cx) => ({ id: await fresh.resource(cx) }),
  'resources.deleteMany': async (cx) => ({ ids: [await fresh.resource(cx), await fresh.resource(cx)] }),

  'events.create': async (cx) => bodies.event(cx.next(), cx.ids.season),
  'events.update': async (cx) => ({ id: await fresh.event(cx), location: 'Cluj-Napoca' }),
  'events.delete': async (cx) => ({ id: await fresh.event(cx) }),
  'events.publishMany': async (cx) => ({ ids: [await fresh.event(cx)] }),
  'events.deleteMany': async (cx) => ({ ids: [await fresh.event(cx)] }),

  'sponsors.create': async (cx) => bodies.sponsor(cx.next()),
  'sponsors.update': async (cx) => ({ id: await fresh.sponsor(cx), name: 'Changed sponsor' }),
  'sponsors.delete': async (cx) => ({ id: await fresh.sponsor(cx) }),
  'sponsors.linkEvent': async (cx) => ({ id: await fresh.sponsor(cx), eventId: cx.ids.event }),
  'sponsors.unlinkEvent': async (cx) => ({ id: await fresh.linkedSponsor(cx) }),

  'seasons.create': async (cx) => bodies.season(cx.next()),
  'seasons.update': async (cx) => ({ id: await fresh.season(cx), seasonName: 'CHANGED SEASON' }),
  'seasons.delete': async (cx) => ({ id: await fresh.season(cx) }),
  'seasons.setCurrent': async (cx) => ({ id: cx.ids.season }),

  'teams.create': async (cx) => bodies.team(cx.next()),
  'teams.update': async (cx) => ({ id: await fresh.team(cx), name: 'Changed team' }),
  'teams.delete': async (cx) => ({ id: await fresh.team(cx) }),
  'teams.createRegion': async (cx) => ({ name: `Fixture region ${cx.next()}` }),
  'teams.upsertRegistration': async (cx) => ({ teamId: await fresh.team(cx), seasonId: cx.ids.season, registrationStatus: 'CONFIRMED' }),
  'teams.deleteRegistration': async (cx) => ({ id: await fresh.registration(cx) }),
  'teams.updateProfile': async (cx) => ({ teamId: await fresh.team(cx), about: 'A profile written by the team.' }),
  'teams.csvPreview': async (cx) => ({ seasonId: cx.ids.season, csv: teamsCsv(cx.next()) }),
  'teams.csvImport': async (cx) => ({ seasonId: cx.ids.season, csv: teamsCsv(cx.next()) }),
  // Registers the season before's active teams not yet in the season (none the second time: still a 2xx).
  'teams.carryOver': async (cx) => ({ seasonId: cx.ids.season }),
  'teams.addToEvent': async (cx) => ({ eventId: cx.ids.event, teamId: await fresh.team(cx) }),
  'teams.removeFromEvent': async (cx) => {
    const [eventId, teamId] = await fresh.eventTeam(cx);
    return { eventId, teamId };
  },

  // Onboarding (decision 195). The matrix's TEAM account is linked to no team: it asks to join the seeded team, then
  // cancels that request (the matrix calls ask before cancel), and dismisses an outcome of its own.
  'teamRequests.ask': async (cx) => ({ kind: 'join', teamNumber: cx.ids.teamNumber }),
  'teamRequests.cancel': async () => undefined,
  'teamRequests.dismiss': async (cx) => {
    const team = await cx.deps.db.selectFrom('users').select('id').where('email', '=', EMAILS.TEAM).executeTakeFirstOrThrow();
    return { id: await fresh.teamRequest(cx, team.id, 'declined') };
  },
  'teamRequests.approve': async (cx) => ({ id: await fresh.teamRequest(cx) }),
  'teamRequests.decline': async (cx) => ({ id: await fresh.teamRequest(cx), reason: 'Not a team of this programme.' }),

  // The bin (decision 198): each call restores or purges an entry of its own.
  'bin.restore': async (cx) => ({ id: await fresh.binEntry(cx) }),
  'bin.deleteForever': async (cx) => ({ id: await fresh.binEntry(cx) }),
  // The media library (decision 199): a fresh unused image each call.
  'media.updateAlt': async (cx) => ({ id: await fresh.image(cx), altText: 'A robot on the field' }),
  'media.delete': async (cx) => ({ id: await fresh.image(cx) }),

  // Takes no input; accepted only when the app has FTC API credentials and no run is going.
  'ftc.syncNow': async () => undefined,

  // The whole settings document as it stands, with one change (issue 13).
  'siteSettings.update': async (cx) => {
    const res = await cx.admin.get(trpcUrl('siteSettings.get'));
    const values = (res.json() as { result: { data: { values: Record<string, unknown> } } }).result.data.values;
    return { ...values, bankName: `Banca ${cx.next()}` };
  },

  'sponsors.setTier': async (cx) => ({ id: await fresh.sponsor(cx), tier: 'SILVER', tierOrder: cx.next() }),

  'competitions.create': async (cx) => bodies.stage(cx.next()),
  'competitions.update': async (cx) => ({ id: await fresh.stage(cx), stage: { ...bodies.stage(cx.next()), city: 'Sibiu' } }),
  'competitions.delete': async (cx) => ({ id: await fresh.stage(cx) }),

  // Takes no input. An ADMIN's call removes every demo row of the seeded database, so the tables that walk every
  // mutation list it last (it is the last router of appRouter, and last in the permission matrix).
  'demo.remove': async () => undefined,
};

/** The valid call of an unsafe REST route; an unknown route fails loudly (teach it here). */
export function unsafeRestCall(key: string, cx: CallContext): Promise<RestCall> {
  const build = UNSAFE_REST_CALLS[key];
  if (!build) throw new Error(`no valid call for ${key}; add one to test/helpers/route-calls.ts`);
  return build(cx);
}

/** The valid input of a tRPC mutation; an unknown mutation fails loudly (teach it here). */
export function mutationInput(path: string, cx: CallContext): Promise<unknown> {
  const build = MUTATION_INPUTS[path];
  if (!build) throw new Error(`no valid input for the mutation ${path}; add one to test/helpers/route-calls.ts`);
  return build(cx);
}
