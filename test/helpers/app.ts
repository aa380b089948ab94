// Builds a real app on a temp SQLite file and a temp uploads folder, with one user of each role.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Clock, Deps } from '../../src/server/deps';
import type { AnswerCache } from '../../src/server/http/answer-cache';
import { createUser } from '../../src/server/modules/users/users.service';
import type { Role } from '../../src/shared/policy';

export const PASSWORD = 'correct horse battery';
export const EMAILS: Record<Role, string> = { ADMIN: 'admin@test.ro', EDITOR: 'editor@test.ro', TEAM: 'team@test.ro' };

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** The app's cache of serialized public answers. */
  answers: AnswerCache;
  dir: string;
  uploadsDir: string;
  clock: Clock & { advance(ms: number): void; set(ms: number): void };
  /** An API client that keeps cookies and sends the anti-forgery header, optionally signed in. */
  client(role?: Role): Promise<Client>;
  close(): Promise<void>;
}

export interface Client {
  token: string | null;
  cookies: Record<string, string>;
  request(options: InjectOptions & { json?: unknown }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, json?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, json?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<LightMyRequestResponse>;
}

/** The built web app, which only the "browser" project's global setup builds (vitest.config.ts). */
export const BUILT_CLIENT = path.resolve('dist/client');

export async function makeTestApp(options: Partial<BuildOptions> & { env?: Record<string, string>; users?: boolean } = {}): Promise<TestApp> {
  if (options.clientDir && path.resolve(options.clientDir) === BUILT_CLIENT && !inject('builtWebApp')) {
    throw new Error('This test file needs the built web app: add it to BROWSER_TESTS in vitest.config.ts (the "browser" project builds it).');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-test-'));
  const uploadsDir = path.join(dir, 'uploads');
  const databasePath = path.join(dir, 'test.sqlite');
  // A copy of the run's migrated database (test/global-setup-database.ts) instead of every migration again, unless the
  // test plays its own migrations or database.
  const migrated = inject('migratedDatabase');
  if (migrated && !options.migrations && !options.env?.DATABASE_PATH) copyFileSync(migrated, databasePath);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: 'false',
    ...options.env,
  });
  let now = Date.now();
  const clock = { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
  const { app, deps, answers } = await buildApp({ config, authRateLimit: 10_000, clock, ...options });
  if (options.users !== false) {
    for (const role of ['ADMIN', 'EDITOR', 'TEAM'] as const) {
      await createUser(deps, 'cli', { email: EMAILS[role], name: `Test ${role}`, password: PASSWORD, userType: role });
    }
  }

  const client = async (role?: Role): Promise<Client> => {
    const c = makeClient(app);
    await c.get('/api/auth/csrf'); // picks up the anti-forgery cookie, as the web app or an API client does
    if (role) {
      const res = await c.login(EMAILS[role]);
      if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    }
    return c;
  };

  return {
    app,
    deps,
    answers,
    dir,
    uploadsDir,
    clock,
    client,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function makeClient(app: FastifyInstance): Client {
  const c: Client = {
    token: null,
    cookies: {},
    async request(options) {
      const { json, ...rest } = options;
      const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
      const method = (rest.method ?? 'GET').toUpperCase();
      if (c.token && !('authorization' in headers)) headers.authorization = `Bearer ${c.token}`;
      if (method !== 'GET' && method !== 'HEAD' && c.cookies['XSRF-TOKEN'] && !('x-xsrf-token' in headers)) {
        headers['x-xsrf-token'] = c.cookies['XSRF-TOKEN'];
      }
      const cookieHeader = Object.entries(c.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
      if (cookieHeader && !('cookie' in headers)) headers.cookie = cookieHeader;
      const res = await app.inject({ ...rest, method: method as InjectOptions['method'], headers, ...(json !== undefined ? { payload: json as object } : {}) });
      for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
        const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === '';
        if (expired) delete c.cookies[cookie.name];
        else c.cookies[cookie.name] = cookie.value;
      }
      return res;
    },
    get: (url) => c.request({ method: 'GET', url }),
    post: (url, json) => c.request({ method: 'POST', url, json: json ?? {} }),
    put: (url, json) => c.request({ method: 'PUT', url, json: json ?? {} }),
    delete: (url) => c.request({ method: 'DELETE', url }),
    async login(email, password = PASSWORD) {
      const res = await c.post('/api/auth/login', { email, password });
      if (res.statusCode === 200) c.token = res.json().message.access_token;
      return res;
    },
  };
  return c;
}
