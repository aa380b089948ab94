// Every REST route and tRPC procedure of the real app, enumerated from the app itself (never a hand-kept list), so a
// security test that loops over them covers a new route automatically; plus real ids of seeded rows to fill them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../src/server/deps';
import { processImage } from '../../src/server/modules/files/image-variants.service';
import { appRouter } from '../../src/server/trpc/app-router';

export interface Route {
  method: string;
  /** Full URL pattern as registered, e.g. `/api/events/:id`. */
  url: string;
  /** The query string it declares (schema.querystring), if any. */
  query?: unknown;
}

/** What may not change anything; every other method (POST, PUT, PATCH, DELETE, and any other) counts as unsafe. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isUnsafe = (route: Route) => !SAFE_METHODS.has(route.method);
export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/** Every route the app registered, pages, assets and the tRPC endpoint included (from buildApp's `app.routeList`). */
export function allRoutes(app: FastifyInstance): Route[] {
  return app.routeList.map((r) => ({ method: r.method, url: r.url, query: r.schema?.querystring }));
}

/**
 * The REST API: every route under /api, one entry per method. HEAD is left out: Fastify adds it to every GET and runs
 * the GET's handler for it.
 */
export function restRoutes(app: FastifyInstance): Route[] {
  return allRoutes(app).filter((r) => (r.url === '/api' || r.url.startsWith('/api/')) && r.method !== 'HEAD');
}

export type ProcedureType = 'query' | 'mutation' | 'subscription';

export interface Procedure {
  /** Dotted path as the client calls it: `posts.create`. */
  path: string;
  type: ProcedureType;
  /** The schema its answer is checked with (`.output()`), if it declares one. */
  output?: z.ZodType;
}

const PROCEDURE_TYPES: readonly string[] = ['query', 'mutation', 'subscription'] satisfies ProcedureType[];
const isProcedureType = (value: unknown): value is ProcedureType => typeof value === 'string' && PROCEDURE_TYPES.includes(value);

/** The procedures under a router's record (`_def.record`: sub-routers nest), each with its dotted path. */
function proceduresIn(record: object, prefix: string): Procedure[] {
  return Object.entries(record).flatMap(([key, value]: [string, unknown]): Procedure[] => {
    const path = prefix + key;
    // A procedure is a function carrying its definition; anything else in the record is a sub-router's record.
    if (typeof value === 'function' && '_def' in value && typeof value._def === 'object' && value._def !== null && 'type' in value._def && isProcedureType(value._def.type)) {
      const output = 'output' in value._def && value._def.output instanceof z.ZodType ? value._def.output : undefined;
      return [{ path, type: value._def.type, output }];
    }
    return typeof value === 'object' && value !== null ? proceduresIn(value, `${path}.`) : [];
  });
}

/** Every tRPC procedure of appRouter with its type and output schema. */
export function trpcProcedures(): Procedure[] {
  return proceduresIn(appRouter._def.record, '');
}

/** The URL of a tRPC call: queries carry their input in the query string, mutations in a JSON body. */
export function trpcUrl(path: string, input?: unknown): string {
  return input === undefined ? `/trpc/${path}` : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** Ids of real rows, one per kind of path parameter. Needs the demo content (`seedDatabase(deps, { demo: true })`). */
export interface RouteIds {
  post: number;
  /** That post's page address (issue 24). */
  postSlug: string;
  resource: number;
  resourcePage: string;
  file: number;
  /** A resized copy of an image (the seed stores none: the first image gets its variants here). */
  variant: number;
  /** An event that has participating teams and a scoring code. */
  event: number;
  eventCode: string;
  eventCategory: string;
  season: number;
  sponsor: number;
  teamRegistration: number;
  /** A team taking part in `event`. */
  team: number;
  teamNumber: number;
}

export async function seededIds(deps: Deps): Promise<RouteIds> {
  const db = deps.db;
  const link = await db
    .selectFrom('event_teams as et')
    .innerJoin('events as e', 'e.id', 'et.event_id')
    .innerJoin('teams as t', 't.id', 'et.team_id')
    .select(['e.id as event', 'e.ftc_event_code as code', 'e.category', 'e.season_id as season', 't.id as team', 't.team_number as teamNumber'])
    .where('e.ftc_event_code', 'is not', null)
    .orderBy('e.id')
    .executeTakeFirst();
  const post = await db.selectFrom('home_posts').select(['id', 'slug']).orderBy('id').executeTakeFirst();
  const resource = await db.selectFrom('resources').select(['id', 'page']).orderBy('id').executeTakeFirst();
  const file = await db.selectFrom('files').select('id').orderBy('id').executeTakeFirst();
  const image = await db.selectFrom('files').selectAll().where('kind', '=', 'image').orderBy('id').executeTakeFirst();
  if (image && !(await db.selectFrom('image_variants').select('id').executeTakeFirst())) await processImage(deps, image);
  const variant = await db.selectFrom('image_variants').select('id').orderBy('id').executeTakeFirst();
  const sponsor = await db.selectFrom('event_sponsors').select('sponsor_id as id').orderBy('id').executeTakeFirst();
  const registration = await db.selectFrom('team_registrations').select('id').orderBy('id').executeTakeFirst();
  if (!link || !post || !resource || !file || !variant || !sponsor || !registration) {
    throw new Error('seededIds: the database lacks demo content; call seedDatabase(deps, { demo: true }) first');
  }
  return {
    post: post.id,
    postSlug: post.slug ?? String(post.id),
    resource: resource.id,
    resourcePage: resource.page,
    file: file.id,
    variant: variant.id,
    event: link.event,
    eventCode: link.code!,
    eventCategory: link.category,
    season: link.season,
    sponsor: sponsor.id,
    teamRegistration: registration.id,
    team: link.team,
    teamNumber: link.teamNumber,
  };
}

// `:id` names the row of the collection just before it in the path.
const ID_OWNERS: Record<string, keyof RouteIds> = {
  'home-posts': 'post',
  // The previews' pages: /preview/posts/:id, /preview/events/:id.
  posts: 'post',
  resources: 'resource',
  files: 'file',
  public: 'file',
  variants: 'variant',
  events: 'event',
  seasons: 'season',
  sponsors: 'sponsor',
  'team-season': 'teamRegistration',
};

const NAMED_PARAMS: Record<string, (ids: RouteIds) => string | number> = {
  teamNumber: (ids) => ids.teamNumber,
  teamId: (ids) => ids.team,
  eventId: (ids) => ids.event,
  // /events/:code/calendar.ics: an event's code or id (the page route's parameter).
  code: (ids) => ids.event,
  seasonId: (ids) => ids.season,
  limit: () => 5,
  category: (ids) => ids.eventCategory,
  page: (ids) => ids.resourcePage,
  slug: (ids) => ids.postSlug,
};

// A sample for each query parameter a route may require, by name (as NAMED_PARAMS does for path parameters).
const QUERY_SAMPLES: Record<string, string> = { q: 'robotica' };

/**
 * fillPath, plus a sample for every query parameter the route's declared querystring requires: a URL that answers 200
 * on a seeded database. A required parameter without a sample fails loudly, like an unknown path parameter.
 */
export function fillUrl(route: Route, ids: RouteIds): string {
  const shape = route.query instanceof z.ZodObject ? (route.query.shape as Record<string, z.ZodType>) : {};
  const required = Object.keys(shape).filter((name) => !shape[name]!.safeParse(undefined).success);
  const query = required.map((name) => {
    const sample = QUERY_SAMPLES[name];
    if (sample === undefined) throw new Error(`fillUrl: no sample for the required query parameter "${name}" of ${route.url}`);
    return `${name}=${encodeURIComponent(sample)}`;
  });
  return fillPath(route.url, ids) + (query.length > 0 ? `?${query.join('&')}` : '');
}

/**
 * A route pattern with its parameters replaced by real ids (`/api/events/:id/teams` -> `/api/events/12/teams`).
 * A parameter this helper does not know fails loudly, so a new route gets real ids instead of silent 404s.
 */
export function fillPath(pattern: string, ids: RouteIds): string {
  const parts = pattern.split('/');
  return parts
    .map((part, i) => {
      // A page with pages below it (/dashboard/*): one of them.
      if (part === '*' && i === parts.length - 1) return 'posts';
      if (part.includes('*')) throw new Error(`fillPath: wildcard in ${pattern}`);
      if (!part.startsWith(':')) return part;
      const name = part.slice(1);
      let value: string | number | undefined;
      if (name === 'id') {
        const owner = ID_OWNERS[parts[i - 1] ?? ''];
        value = owner ? ids[owner] : undefined;
      } else {
        value = NAMED_PARAMS[name]?.(ids);
      }
      if (value === undefined) throw new Error(`fillPath: no id for :${name} in ${pattern}; teach test/helpers/routes.ts`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

const QUERY_INPUTS: Record<string, (ids: RouteIds) => unknown> = {
  'auth.me': () => undefined,
  'users.list': () => undefined,
  'posts.listForEditor': () => undefined,
  'posts.byIdForEditor': (ids) => ({ id: ids.post }),
  'resources.listForEditor': (ids) => ({ page: ids.resourcePage }),
  'events.listForEditor': (ids) => ({ seasonId: ids.season }),
  'events.byIdForEditor': (ids) => ({ id: ids.event }),
  'sponsors.list': () => undefined,
  'sponsors.byEvent': (ids) => ({ eventId: ids.event }),
  'competitions.stages': () => undefined,
  'demo.status': () => undefined,
  'activity.list': () => ({}),
  'bin.list': () => undefined,
  'activity.lastEdits': () => ({ entityType: 'post' }),
  'history.list': (ids) => ({ entityType: 'post', entityId: ids.post }),
  'media.list': () => ({}),
  'seasons.list': () => undefined,
  'seasons.current': () => undefined,
  'seasons.statistics': (ids) => ({ id: ids.season }),
  'teams.list': (ids) => ({ seasonId: ids.season }),
  'teams.regions': () => undefined,
  'teams.eventTeams': (ids) => ({ eventId: ids.eventCode }),
  'teams.myTeam': () => undefined,
  'teams.csvExport': (ids) => ({ seasonId: ids.season }),
  'teams.carryOverPreview': (ids) => ({ seasonId: ids.season }),
  'teamRequests.mine': () => undefined,
  'teamRequests.pending': () => undefined,
  'teamRequests.pendingCount': () => undefined,
  'ftc.overview': () => undefined,
  'siteSettings.get': () => undefined,
};

/** A valid input naming real rows for a tRPC query; an unknown query fails loudly (teach it here). */
export function queryInput(path: string, ids: RouteIds): unknown {
  const make = QUERY_INPUTS[path];
  if (!make) throw new Error(`queryInput: no input for the query ${path}; teach test/helpers/routes.ts`);
  return make(ids);
}
