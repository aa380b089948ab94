// The real server as a child process, started the way production starts it, on a free loopback port; plus a small
// HTTP client for it that keeps cookies, sends the anti-forgery header and the bearer token, as the web app does.
// Used by the ops, crash and backup tests and by the benches.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { scaled } from './time-scale';

const ROOT = path.resolve(import.meta.dirname, '../..');

const BIN = path.join(ROOT, 'src/server/bin.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far (its log lines). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ChildServerOptions {
  /** Settings for the server (DATABASE_PATH, UPLOADS_DIR, ADMIN_EMAIL, ...), over an empty environment, so NODE_ENV is
   *  production unless set; PORT and HOST are chosen here. */
  env: Record<string, string>;
  /** The command line after `bin.ts`: `['serve']` unless given (`[]` runs the default command). */
  args?: string[];
  /** Node's arguments before the command line: the sources through tsx unless given (the benches run the bundle). */
  program?: string[];
  /** The program to run: this Node unless given (bench:api runs the single executable, whose own Node runs it). */
  command?: string;
  /** The working folder; the project's root unless given. */
  cwd?: string;
  /** How long to wait for the first answer of /api/health; 30 s unless given. */
  readyTimeoutMs?: number;
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(options.command ?? process.execPath, [...(options.program ?? ['--import', 'tsx', BIN]), ...(options.args ?? ['serve'])], {
    cwd: options.cwd ?? ROOT,
    // Benches and soaks load the server from this one address: the per-address cap (issue 21) is lifted to the
    // global one unless a test sets it.
    env: { PATH: process.env.PATH ?? '', MAX_CONNECTIONS_PER_ADDRESS: '500', ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let ended = false;
  void exited.then(() => (ended = true));

  // Only there to end a server that never starts: through tsx on a loaded two-core machine a start took over 30 s.
  const deadline = Date.now() + scaled(options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    child,
    output: () => log,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
}

export interface HttpClient {
  readonly baseUrl: string;
  token: string | null;
  cookies: Record<string, string>;
  /** Headers an editor's write needs: bearer token, cookies and the matching anti-forgery header. */
  authHeaders(): Record<string, string>;
  request(method: string, url: string, json?: unknown): Promise<{ status: number; body: unknown }>;
  /** Picks up the anti-forgery cookie and signs in; throws unless it worked. */
  login(email: string, password: string): Promise<void>;
}

export function httpClient(baseUrl: string): HttpClient {
  const c: HttpClient = {
    baseUrl,
    token: null,
    cookies: {},
    authHeaders() {
      const headers: Record<string, string> = {};
      const cookie = Object.entries(c.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
      if (cookie) headers.cookie = cookie;
      if (c.cookies['XSRF-TOKEN']) headers['x-xsrf-token'] = c.cookies['XSRF-TOKEN'];
      if (c.token) headers.authorization = `Bearer ${c.token}`;
      return headers;
    },
    async request(method, url, json) {
      const headers = c.authHeaders();
      if (json !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${baseUrl}${url}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        c.cookies[pair!.slice(0, at).trim()] = pair!.slice(at + 1).trim();
      }
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (a page)
      }
      return { status: res.status, body };
    },
    async login(email, password) {
      await c.request('GET', '/api/auth/csrf');
      const res = await c.request('POST', '/api/auth/login', { email, password });
      if (res.status !== 200) throw new Error(`Signing in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      c.token = (res.body as { message: { access_token: string } }).message.access_token;
    },
  };
  return c;
}
