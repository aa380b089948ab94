// Point 9: the permission matrix. Every REST route and every tRPC procedure, called with a valid body and real ids by a
// visitor, a TEAM, an EDITOR and an ADMIN, answers what the hand-written table below says: a 2xx, 401 or 403. The
// table is written from the spec (README: visitors read; EDITOR writes posts, resources, events, sponsors and files;
// ADMIN also seasons, teams and users), not derived from policy.ts, so a mistake in the policy is caught here.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { ACTIONS, POLICY, ROLES, type Action, type Role } from '../../src/shared/policy';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { UNREACHABLE_FTC_ENV } from '../helpers/ftc-fake';
import { UNREACHABLE_SMTP_ENV } from '../helpers/smtp-sink';
import { callContext, mutationInput, sendRest, sendTrpc, unsafeRestCall, type CallContext } from '../helpers/route-calls';
import { fillUrl, isUnsafe, queryInput, restRoutes, routeKey, seededIds, trpcProcedures, type RouteIds } from '../helpers/routes';

type Outcome = 'ok' | 400 | 401 | 403 | 404;
/** Expected outcome for [visitor, TEAM, EDITOR, ADMIN]; 'ok' means a 2xx. */
type Row = readonly [Outcome, Outcome, Outcome, Outcome];

const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok'];
const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok'];
const CONTENT: Row = [401, 403, 'ok', 'ok'];
const ADMIN_ONLY: Row = [401, 403, 403, 'ok'];
/** Only a TEAM account, for itself (an ADMIN decides, it never asks). */
const TEAM_ONLY: Row = [401, 'ok', 403, 403];

const REST_MATRIX: Record<string, Row> = {
  'GET /api/health': PUBLIC,
  'GET /api/site/settings': PUBLIC,
  'GET /api/competitions': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  // The partners of /about/sponsors (issue 13).
  'GET /api/partners': PUBLIC,

  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  // A visitor has no refresh cookie: 401. Signed-in users refresh their own session.
  'POST /api/auth/refresh': SIGNED_IN,
  // Logging out without a session is harmless and answers 200.
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/profile': SIGNED_IN,
  // The anti-forgery cookie for clients that load no page.
  'GET /api/auth/csrf': PUBLIC,
  // E-mail (issue 25): open to anyone, signed in or not (a password link works for whoever holds it).
  // test/api/mail.test.ts has the rest, and the site without SMTP.
  'GET /api/auth/options': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/password-link': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,

  'GET /api/home-posts': PUBLIC,
  'GET /api/home-posts/:id': PUBLIC,
  'GET /api/home-posts/slug/:slug': PUBLIC,
  'POST /api/home-posts': CONTENT,
  'PUT /api/home-posts/:id': CONTENT,
  'DELETE /api/home-posts/:id': CONTENT,

  'GET /api/resources': PUBLIC,
  'GET /api/resources/page/:page': PUBLIC,
  'GET /api/resources/:id': PUBLIC,
  'POST /api/resources': CONTENT,
  'PUT /api/resources/:id': CONTENT,
  'DELETE /api/resources/:id': CONTENT,

  // Every upload is public content (docs/decisions/004-files-and-uploads.md), so reading files needs no sign-in; uploading is EDITOR/ADMIN.
  'GET /api/files/public/:id': PUBLIC,
  'GET /api/files/public/variants/:id': PUBLIC,
  'GET /api/files/:id/preview': PUBLIC,
  'GET /api/files/:id/download': PUBLIC,
  'GET /api/files/:id': PUBLIC,
  'POST /api/files/upload': CONTENT,

  'GET /api/teams/all': PUBLIC,
  'GET /api/teams/:teamNumber': PUBLIC,
  'GET /api/events/:id/teams': PUBLIC,
  'POST /api/events/:id/teams': CONTENT,
  'DELETE /api/events/:id/teams/:teamId': CONTENT,
  'GET /api/events/:id/results': PUBLIC,
  'GET /api/teams/:teamNumber/season': PUBLIC,
  'GET /api/results/season': PUBLIC,
  'GET /api/search': PUBLIC,

  'GET /api/events': PUBLIC,
  'GET /api/events/upcoming': PUBLIC,
  'GET /api/events/upcoming/:limit': PUBLIC,
  'GET /api/events/category/:category': PUBLIC,
  'GET /api/events/season/:seasonId': PUBLIC,
  'GET /api/events/:id': PUBLIC,
  'POST /api/events': CONTENT,
  'PUT /api/events/:id': CONTENT,
  'DELETE /api/events/:id': CONTENT,

  'GET /api/seasons': PUBLIC,
  'GET /api/seasons/current': PUBLIC,
  'GET /api/seasons/:id': PUBLIC,
  'GET /api/seasons/:id/statistics': PUBLIC,
  'POST /api/seasons': ADMIN_ONLY,
  'PUT /api/seasons/:id': ADMIN_ONLY,
  'DELETE /api/seasons/:id': ADMIN_ONLY,
  'POST /api/seasons/:id/set-current': ADMIN_ONLY,

  'GET /api/sponsors': PUBLIC,
  'GET /api/sponsors/event/:eventId': PUBLIC,
  'GET /api/sponsors/team-season/:id': PUBLIC,
  'GET /api/sponsors/:id': PUBLIC,
  'POST /api/sponsors': CONTENT,
  'PUT /api/sponsors/:id': CONTENT,
  'DELETE /api/sponsors/:id': CONTENT,
  'POST /api/sponsors/:id/link-event': CONTENT,
  'POST /api/sponsors/:id/unlink-event': CONTENT,
};

const TRPC_MATRIX: Record<string, Row> = {
  'auth.me': SIGNED_IN,

  'users.list': ADMIN_ONLY,
  'users.create': ADMIN_ONLY,
  'users.setRole': ADMIN_ONLY,
  'users.setDisabled': ADMIN_ONLY,
  'users.resetPassword': ADMIN_ONLY,
  'users.endSessions': ADMIN_ONLY,
  'users.setTeam': ADMIN_ONLY,
  // Everyone signed in edits their own name and password.
  'account.update': SIGNED_IN,

  // Drafts and scheduled posts: the dashboard's list, edit form and preview (issue 15).
  'posts.listForEditor': CONTENT,
  'posts.byIdForEditor': CONTENT,
  'posts.create': CONTENT,
  'posts.update': CONTENT,
  'posts.delete': CONTENT,
  'posts.publishMany': CONTENT,
  'posts.deleteMany': CONTENT,

  'resources.listForEditor': CONTENT,
  'resources.create': CONTENT,
  'resources.update': CONTENT,
  'resources.delete': CONTENT,
  'resources.deleteMany': CONTENT,

  'events.listForEditor': CONTENT,
  'events.byIdForEditor': CONTENT,
  'events.create': CONTENT,
  'events.update': CONTENT,
  'events.delete': CONTENT,
  'events.publishMany': CONTENT,
  'events.deleteMany': CONTENT,

  'sponsors.list': PUBLIC,
  'sponsors.byEvent': PUBLIC,
  'sponsors.create': CONTENT,
  'sponsors.update': CONTENT,
  'sponsors.delete': CONTENT,
  'sponsors.linkEvent': CONTENT,
  'sponsors.unlinkEvent': CONTENT,
  // Issue 13: only an ADMIN sets the partner tiers (the partners page reads them over REST).
  'sponsors.setTier': ADMIN_ONLY,

  // Issue 13: the competitions calendar is edited by an ADMIN.
  'competitions.stages': ADMIN_ONLY,
  'competitions.create': ADMIN_ONLY,
  'competitions.update': ADMIN_ONLY,
  'competitions.delete': ADMIN_ONLY,

  'seasons.list': PUBLIC,
  'seasons.current': PUBLIC,
  'seasons.statistics': PUBLIC,
  'seasons.create': ADMIN_ONLY,
  'seasons.update': ADMIN_ONLY,
  'seasons.delete': ADMIN_ONLY,
  'seasons.setCurrent': ADMIN_ONLY,

  'teams.list': PUBLIC,
  'teams.regions': PUBLIC,
  'teams.eventTeams': PUBLIC,
  'teams.create': ADMIN_ONLY,
  'teams.update': ADMIN_ONLY,
  'teams.delete': ADMIN_ONLY,
  'teams.createRegion': ADMIN_ONLY,
  'teams.upsertRegistration': ADMIN_ONLY,
  'teams.deleteRegistration': ADMIN_ONLY,
  'teams.csvPreview': ADMIN_ONLY,
  'teams.csvImport': ADMIN_ONLY,
  'teams.csvExport': ADMIN_ONLY,
  // Last season's active teams registered in one step (issue 25, point 8).
  'teams.carryOverPreview': ADMIN_ONLY,
  'teams.carryOver': ADMIN_ONLY,
  // The team's own profile: a TEAM user only for the team its account is linked to (the matrix's TEAM user has none).
  'teams.updateProfile': ADMIN_ONLY,
  'teams.myTeam': SIGNED_IN,
  // Who takes part in an event is event content: EDITOR and ADMIN.
  'teams.addToEvent': CONTENT,
  'teams.removeFromEvent': CONTENT,

  // Onboarding (issue 25, point 4; decision 195): a TEAM account's own request, an ADMIN's decisions. In this order:
  // the TEAM account's ask is what its cancel withdraws.
  'teamRequests.mine': TEAM_ONLY,
  'teamRequests.ask': TEAM_ONLY,
  'teamRequests.cancel': TEAM_ONLY,
  'teamRequests.dismiss': TEAM_ONLY,
  'teamRequests.pending': ADMIN_ONLY,
  'teamRequests.pendingCount': ADMIN_ONLY,
  'teamRequests.approve': ADMIN_ONLY,
  'teamRequests.decline': ADMIN_ONLY,

  // The FTC Events sync (issue 12): ADMIN only.
  'ftc.overview': ADMIN_ONLY,
  'ftc.syncNow': ADMIN_ONLY,

  // Site settings (issue 13): ADMIN only.
  'siteSettings.get': ADMIN_ONLY,
  'siteSettings.update': ADMIN_ONLY,
  // Issue 15: the activity log, ADMIN only; an item type's last edits to whoever may edit that type (posts here).
  'activity.list': ADMIN_ONLY,
  'activity.lastEdits': CONTENT,
  // The bin (decision 198): each entry also checked against its kind's write action.
  'bin.list': CONTENT,
  'bin.restore': CONTENT,
  'bin.deleteForever': CONTENT,
  'history.list': CONTENT,
  'history.restore': CONTENT,

  // The media library (issue 25, point 5; decision 199): EDITOR and ADMIN.
  'media.list': CONTENT,
  'media.updateAlt': CONTENT,
  'media.delete': CONTENT,
  // Issue 13: demo content, ADMIN only. Last: the ADMIN's remove deletes the seeded demo rows the other calls use.
  'demo.status': ADMIN_ONLY,
  'demo.remove': ADMIN_ONLY,
};

/**
 * The tRPC procedures anyone may call without a session: the dashboard's reads of public data, and nothing else
 * (issue 23). The public pages read REST and the server render, so a fix never has to land in two surfaces; a new
 * public tRPC read is a conscious choice made here.
 */
const PUBLIC_TRPC = [
  'seasons.current',
  'seasons.list',
  'seasons.statistics',
  'sponsors.byEvent',
  'sponsors.list',
  'teams.eventTeams',
  'teams.list',
  'teams.regions',
];

/** The policy as the spec README states it, written out by hand. */
const EXPECTED_POLICY: Record<Role, Action[]> = {
  ADMIN: [
    'posts:write', 'resources:write', 'events:write', 'sponsors:write', 'files:upload', 'media:manage', 'dashboard:content',
    'seasons:write', 'teams:write', 'users:manage', 'ftc:sync', 'site:settings', 'sponsors:tier', 'calendar:write', 'demo:remove',
    'activity:read',
  ],
  EDITOR: ['posts:write', 'resources:write', 'events:write', 'sponsors:write', 'files:upload', 'media:manage', 'dashboard:content'],
  TEAM: ['dashboard:team', 'team:profile', 'team:request'],
};

const WHO = ['visitor', 'TEAM', 'EDITOR', 'ADMIN'] as const;
type Who = (typeof WHO)[number];

function outcome(res: LightMyRequestResponse): Outcome | string {
  if (res.statusCode >= 200 && res.statusCode < 300) return 'ok';
  // A 403 must be the permission check's, not an anti-forgery refusal of a badly sent request.
  if (res.statusCode === 403 && res.body.includes('anti-forgery')) return `403 from the anti-forgery check`;
  if (res.statusCode === 401 || res.statusCode === 403) return res.statusCode;
  return `${res.statusCode} ${res.body.slice(0, 200)}`;
}

let t: TestApp;
let ids: RouteIds;
let cx: CallContext;
const clients = {} as Record<Who, Client>;

/** The client for a call: the shared one of the role, or a fresh one for the auth calls that change its session. */
async function clientFor(who: Who, fresh: boolean): Promise<Client> {
  if (!fresh) return clients[who];
  return t.client(who === 'visitor' ? undefined : who);
}

beforeAll(async () => {
  // Sync and e-mail settings, so an ADMIN's "Sync now" and anyone's "Forgot password?" are accepted (their work fails in
  // the background: nothing listens there).
  t = await makeTestApp({ env: { ...UNREACHABLE_FTC_ENV, ...UNREACHABLE_SMTP_ENV } });
  await seedDatabase(t.deps, { demo: true });
  ids = await seededIds(t.deps);
  cx = callContext(ids, await t.client('ADMIN'), t.deps);
  for (const who of WHO) clients[who] = await t.client(who === 'visitor' ? undefined : who);
});
afterAll(() => t.close());

describe('9.1 permission matrix: the table covers exactly what exists', () => {
  it('9.1 every REST route is in the table, and the table names no route that does not exist', () => {
    const routes = restRoutes(t.app).map(routeKey).sort();
    expect(routes).toEqual(Object.keys(REST_MATRIX).sort());
  });

  it('9.1 every tRPC procedure is in the table, and the table names no procedure that does not exist', () => {
    expect(trpcProcedures().map((p) => p.path).sort()).toEqual(Object.keys(TRPC_MATRIX).sort());
  });

  it("9.1 the tRPC procedures callable without a session are exactly the dashboard's public reads", async () => {
    const open: string[] = [];
    for (const procedure of trpcProcedures()) {
      const input = procedure.type === 'query' ? queryInput(procedure.path, ids) : await mutationInput(procedure.path, cx);
      // Anything but "sign in first" (an answer, or a refusal of the input) means a visitor reached the procedure.
      if ((await sendTrpc(clients.visitor, procedure.path, procedure.type, input)).statusCode !== 401) open.push(procedure.path);
    }
    expect(open.sort()).toEqual(PUBLIC_TRPC);
  });

  it('9.1 the policy table gives each role exactly the actions the spec gives it', () => {
    for (const role of ROLES) expect([...POLICY[role]].sort(), role).toEqual([...EXPECTED_POLICY[role]].sort());
    expect(ACTIONS.filter((a) => !ROLES.some((r) => POLICY[r].has(a)))).toEqual([]);
  });
});

describe('9.2 permission matrix: REST routes x {visitor, TEAM, EDITOR, ADMIN}', () => {
  for (const [key, expected] of Object.entries(REST_MATRIX)) {
    it(`9.2 ${key}`, async () => {
      const [method = '', url = ''] = key.split(' ');
      const got: Array<Outcome | string> = [];
      for (const who of WHO) {
        const route = restRoutes(t.app).find((r) => routeKey(r) === key);
        if (!route) throw new Error(`${key} is in the matrix but not a route of the app`);
        const call = isUnsafe(route) ? await unsafeRestCall(key, cx) : { method, url: fillUrl(route, ids) };
        const client = await clientFor(who, url.startsWith('/api/auth/') && method === 'POST');
        got.push(outcome(await sendRest(client, call)));
      }
      expect(got, `${key} as ${WHO.join(', ')}`).toEqual([...expected]);
    });
  }
});

describe('9.3 permission matrix: tRPC procedures x {visitor, TEAM, EDITOR, ADMIN}', () => {
  for (const [path, expected] of Object.entries(TRPC_MATRIX)) {
    it(`9.3 ${path}`, async () => {
      const procedure = trpcProcedures().find((p) => p.path === path);
      expect(procedure, `${path} exists`).toBeDefined();
      const got: Array<Outcome | string> = [];
      for (const who of WHO) {
        const input = procedure!.type === 'query' ? queryInput(path, ids) : await mutationInput(path, cx);
        got.push(outcome(await sendTrpc(clients[who], path, procedure!.type, input)));
      }
      expect(got, `${path} as ${WHO.join(', ')}`).toEqual([...expected]);
    });
  }
});
