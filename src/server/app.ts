// buildApp: the one factory that main.ts, the CLI and the tests use. Everything is built from its options;
// nothing lives in module-level state.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { systemClock } from './clock';
import { backgroundTasks } from './background';
import { createPublisher } from './modules/publishing/publishing.scheduler';
import { mailEnabled, type Config } from './config';
import { createMailer, type Mailer } from './modules/mail/mail.worker';
import { smtpTransport } from './modules/mail/mail.transport';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { contentVersions } from './db/table-versions.repository';
import { runForRequest } from './modules/activity/activity-context';
import { installActivityRecording } from './modules/activity/activity-triggers';
import type { MigrationList } from './db/migrator';
import type { Clock, Deps } from './deps';
import { AnswerCache, type CacheLimits } from './http/answer-cache';
import { issueXsrfCookie, registerCsrf } from './http/csrf';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { refuseMalformedHost } from './http/host-header';
import { registerDeclaredRoutes } from './http/declared-routes';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { privateByDefault, registerPublicReads } from './http/public-reads';
import { newRequestId } from './http/request-id';
import { registerSecurityHeaders } from './http/security';
import { capConnections, serverLimits, trustedProxies } from './http/server-limits';
import { trpcJsonGuard } from './http/trpc-json-guard';
import { notFoundAnswer, registerWebApp } from './http/web-app';
import { answerUnroutedEarly, JSON_BODY_LIMIT, registerJsonParser } from './http/request-bodies';
import { loadKeys } from './modules/auth/keys';
import type { FtcApiTiming } from './modules/ftc/ftc-api.client';
import { registerPageRedirects } from './modules/pages/page-redirects';
import { pageRenderer } from './modules/pages/page-renderer';
import { registerSiteFiles } from './modules/pages/site-files.rest';
import { loadSsrRender, type SsrRender } from './modules/pages/ssr-bundle';
import { readStylesheets } from './modules/pages/stylesheets';
import { scheduleFtcSync } from './modules/ftc/ftc-sync.schedule';
import { scheduleUploadUpkeep } from './modules/files/upload-upkeep';
import { scheduleBinPurge } from './modules/bin/bin.purge';
import { migrateWithBackup } from './ops/upgrade';
import { indexFixedPages } from './modules/search/search.service';
import { localDiskStorage } from './storage/local-disk';
import { configureHashing } from './modules/auth/password';
import { contextFactory } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/app-router';
import { refuseAnonymousWrites } from './trpc/anonymous-writes';
import { registerLargeBodyProcedures } from './trpc/large-bodies';
import { restModules } from './rest-modules';

/** `npm run dev`: index.html as written and the render through Vite's module loader, so that the server renders
 * every page in development as in production. */
export interface DevPages {
  shell: string;
  render: SsrRender;
}

export interface BuildOptions {
  config: Config;
  /** Where the built client lives (dist/client); null to serve no pages. */
  clientDir?: string | null;
  /** The pages' template and render from elsewhere than a build: `npm run dev` gives Vite's (scripts/dev-server.ts). */
  devPages?: DevPages;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Requests per minute per address on login, register and refresh. */
  authRateLimit?: number;
  /** The migrations to apply (tests play an upgrade with an older and a newer list); all of them by default. */
  migrations?: MigrationList;
  /** Receives the line that names the backup taken before an upgrade's migrations. */
  notice?: (line: string) => void;
  /** Runs the FTC Events sync on its schedule (main.ts does; tests only when they ask). */
  scheduleFtcSync?: boolean | { tickMs: number };
  /** How often the uploads' upkeep runs (removes unattached uploads past their grace period), and the bin's purge;
   * tests make it short. */
  uploadUpkeepMs?: number;
  /** The FTC Events API client's timeouts, retries and pacing. */
  ftcTiming?: Partial<FtcApiTiming>;
  /** Bounds of the in-memory cache of public answers (DEFAULT_CACHE_LIMITS unless given). */
  cacheLimits?: CacheLimits;
  /** The mail worker's waits between failed attempts (mail.worker.ts RETRY_STEPS_MS unless given; tests make them short). */
  mailRetryStepsMs?: readonly number[];
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  database: DatabaseHandle;
  /** The serialized public answers this app keeps (public-reads.ts). */
  answers: AnswerCache;
}

/** One registered route: its method and its full URL pattern (`/api/events/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared schemas (params, querystring, body, response), when it declares any. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in order (the security tests cover each one without a hand-kept list). */
    routeList: readonly RouteEntry[];
  }
}

function trustProxy(config: Config): FastifyServerOptions['trustProxy'] {
  const proxies = trustedProxies(config);
  return proxies.length ? proxies : false;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const database = openDatabase(config.DATABASE_PATH);
  try {
    await migrateWithBackup(database.db, {
      databasePath: config.DATABASE_PATH,
      migrations: options.migrations,
      notice: options.notice,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxy(config),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: newRequestId,
    frameworkErrors,
    ...serverLimits(config),
  });
  capConnections(app, config);
  configureHashing(config.PASSWORD_HASH_QUEUE);

  const deps: Deps = {
    db: database.db,
    ping: database.ping,
    storage: localDiskStorage(config.UPLOADS_DIR),
    config,
    keys: await loadKeys(database.db, config),
    clock: options.clock ?? systemClock,
    log: app.log,
    background: backgroundTasks(app.log),
    ftcTiming: options.ftcTiming,
  };
  // Every write is recorded in the activity log, in its own transaction, as whoever the request is (issue 15).
  installActivityRecording(database.sqlite, deps.clock);
  // Scheduled posts and events that fell due while the server was down go public before the first request.
  const publisher = createPublisher(deps);
  deps.publisher = publisher;
  await publisher.runNow();
  // The fixed pages' texts ship with the code: both search indexes get this version's (issue 24; decisions 181, 205).
  await indexFixedPages(deps);
  // E-mail only with SMTP settings: the worker sends what the requests queued (and what waited while the server was
  // down), in the background: the start does not wait for the SMTP server.
  let mailer: Mailer | undefined;
  if (mailEnabled(config)) {
    mailer = createMailer(deps, { transport: smtpTransport(config), from: config.MAIL_FROM, retryStepsMs: options.mailRetryStepsMs });
    deps.mailer = mailer;
    mailer.kick();
  }

  // Recorded before any module registers, so no route escapes the list (onRoute hooks reach child plugins).
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, schema: route.schema });
  });

  registerErrorHandler(app);
  // A malformed Host (or trusted X-Forwarded-Host) is a 400 before anything else runs.
  refuseMalformedHost(app);
  // After the body is read (its stream events run outside the request's async context): the handler and everything
  // it awaits run in a scope that knows the request, so the activity log knows who writes. Reads skip it (the public
  // read path stays as measured in issue 11); a tRPC query is still named by its middleware, and a write made by
  // any other GET would be recorded as "system".
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') done();
    else runForRequest(request, done);
  });
  const parseJson = registerJsonParser(app);
  registerSecurityHeaders(app, config);
  // Cookies are parsed where they are read (http/cookies.ts), not for every request.
  await app.register(cookie, { hook: false });
  await app.register(rateLimit, { global: false });
  registerCsrf(app, deps);
  answerUnroutedEarly(app, notFoundAnswer);

  // Sees every /api route as it is registered below, and describes them in GET /api/openapi.json.
  await registerOpenApi(app);

  const authRateLimit = options.authRateLimit ?? 30;
  const answers = new AnswerCache(options.cacheLimits);
  const versions = contentVersions(database.sqlite);
  await app.register(
    async (api) => {
      registerPublicReads(api, versions, answers, () => deps.clock.now());
      const declared = registerDeclaredRoutes(api, deps);
      for (const register of restModules) await register(declared, deps, { authRateLimit });
      openApiRoutes(api);
    },
    { prefix: '/api' },
  );

  await app.register(async (trpc) => {
    trpc.addHook('onRequest', privateByDefault);
    // A mutation without a session is a 401 before its body is read (trpc/anonymous-writes.ts).
    trpc.addHook('onRequest', refuseAnonymousWrites(deps));
    trpc.addHook('preHandler', trpcJsonGuard(parseJson));
    // A batch carries at most TRPC_MAX_BATCH calls: larger ones are a 400 before any call runs (issue 21, finding 1).
    const trpcOptions = { router: appRouter, createContext: contextFactory(deps), maxBatchSize: config.TRPC_MAX_BATCH } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
    await trpc.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
    // The CSV import's two procedures take a body up to the CSV's own limit (trpc/large-bodies.ts).
    await registerLargeBodyProcedures(trpc, trpcOptions);
  });

  // Pages hand out the anti-forgery cookie their script will send back (API reads never do).
  // robots.txt, sitemap.xml, the news feed and the calendars: public reads kept like those of /api.
  await app.register(async (files) => registerSiteFiles(files, deps, versions, answers));
  // `/` and /resources: a server redirect, with or without JavaScript (issue 24).
  await app.register(async (redirects) => registerPageRedirects(redirects));
  const clientDir = options.clientDir ?? null;
  const { devPages } = options;
  const renderPage = devPages ? pageRenderer(deps, versions, devPages.render, undefined, false) : pageRenderer(deps, versions, loadSsrRender(clientDir), readStylesheets(clientDir));
  await registerWebApp(app, clientDir, (request, reply) => issueXsrfCookie(request, reply, deps), renderPage, devPages?.shell);

  const stopSchedule = options.scheduleFtcSync
    ? scheduleFtcSync(deps, typeof options.scheduleFtcSync === 'object' ? options.scheduleFtcSync.tickMs : undefined)
    : () => undefined;
  const stopUpkeep = scheduleUploadUpkeep(deps, options.uploadUpkeepMs);
  const stopBinPurge = scheduleBinPurge(deps, options.uploadUpkeepMs);
  app.addHook('onClose', async () => {
    // A sync in flight is stopped and recorded as failed before the database closes.
    stopSchedule();
    stopUpkeep();
    stopBinPurge();
    await publisher.stop();
    await mailer?.stop();
    await deps.background.close();
    await database.close();
  });

  return { app, deps, database, answers };
}
