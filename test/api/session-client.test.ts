// The browser's session code (src/web/lib) against the real server: when the access token has expired, several
// calls that fail at the same time share exactly one refresh and are all retried with the new token. And a page that
// came without the anti-forgery cookie (from a cache) still works: the first unsafe call fetches it first.
// Node has no DOM, so the test gives the client what a browser would: localStorage, document.cookie and a fetch
// that resolves relative URLs against the server and keeps cookies, like a browser's cookie jar.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAILS, makeTestApp, PASSWORD, type TestApp } from '../helpers/app';

let t: TestApp;
let base: string;
const requests: string[] = [];
const jar = new Map<string, string>();
/** The network fails the next refresh call (as when the page is reloaded while it is on its way). */
let dropNextRefresh = false;

function installBrowserShims() {
  const store = new Map<string, string>();
  // Stubbed globals, put back in afterAll: the next test file in this worker process sees Node's own (decision 202).
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    addEventListener: () => {},
    visibilityState: 'visible',
  });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), base);
    requests.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (dropNextRefresh && url.pathname === '/api/auth/refresh') {
      dropNextRefresh = false;
      throw new TypeError('Failed to fetch');
    }
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await realFetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return response;
  });
}

beforeAll(async () => {
  t = await makeTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  installBrowserShims();
  // No page load: the jar starts without the anti-forgery cookie, as with a page served from a cache.
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe('browser session flow against the server', () => {
  it('without the anti-forgery cookie, the first unsafe calls fetch it once (GET /api/auth/csrf) and then succeed', async () => {
    const session = await import('../../src/web/lib/auth-session');
    expect(jar.has('XSRF-TOKEN')).toBe(false);
    requests.length = 0;
    const [first, second] = await Promise.allSettled([session.signIn(EMAILS.TEAM, 'wrong password here'), session.signIn(EMAILS.TEAM, PASSWORD)]);
    expect(first.status).toBe('rejected'); // refused by the password check, not by the anti-forgery check
    expect((first as PromiseRejectedResult).reason.status).toBe(401);
    expect(second.status).toBe('fulfilled');
    expect(requests.filter((r) => r === 'GET /api/auth/csrf')).toHaveLength(1);
    expect(requests.indexOf('GET /api/auth/csrf')).toBe(0);
    expect(jar.has('XSRF-TOKEN')).toBe(true);
  });

  it('shares one refresh among parallel calls that fail with 401, and retries them all', async () => {
    const session = await import('../../src/web/lib/auth-session');
    const { apiRequest, setRefreshHandler } = await import('../../src/web/lib/api');
    setRefreshHandler(session.refreshOnce);

    const user = await session.signIn(EMAILS.EDITOR, PASSWORD);
    expect(user.userType).toBe('EDITOR');
    expect((await apiRequest<{ email: string }>('/auth/profile')).email).toBe(EMAILS.EDITOR);

    t.clock.advance(16 * 60 * 1000); // the access token is now expired for the server
    requests.length = 0;
    const results = await Promise.all([
      apiRequest<{ email: string }>('/auth/profile'),
      apiRequest<unknown[]>('/home-posts', { method: 'POST', body: { title: 'Parallel one', description: 'Created after a refresh' } }),
      apiRequest<unknown[]>('/home-posts', { method: 'POST', body: { title: 'Parallel two', description: 'Created after a refresh' } }),
    ]);
    expect(results[0]).toMatchObject({ email: EMAILS.EDITOR });
    expect(requests.filter((r) => r === 'POST /api/auth/refresh')).toHaveLength(1);
    const titles = (await apiRequest<Array<{ title: string }>>('/home-posts')).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Parallel one', 'Parallel two']));
  });

  it('a call refused with a token another call already replaced retries with the new one, with no second refresh', async () => {
    const session = await import('../../src/web/lib/auth-session');
    const { getSession } = await import('../../src/web/lib/session-store');
    await session.signIn(EMAILS.EDITOR, PASSWORD);
    const sent = getSession().token;
    t.clock.advance(16 * 60 * 1000);
    expect(await session.refreshOnce()).toBe(true); // another call's 401 renewed the session first
    const renewed = getSession().token;
    expect(renewed).not.toBe(sent);
    requests.length = 0;
    // This call's 401 arrives late, for the token it carried: it retries with the new one.
    expect(await session.renewSessionAfter(sent)).toBe(true);
    expect(requests).toEqual([]);
    expect(getSession().token).toBe(renewed);
    // Refused with the token that is still current: that one is refreshed.
    t.clock.advance(16 * 60 * 1000);
    expect(await session.renewSessionAfter(renewed)).toBe(true);
    expect(requests.filter((r) => r === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('a refresh that never got its answer (network, page reloaded) keeps the stored session for the next try', async () => {
    const session = await import('../../src/web/lib/auth-session');
    const { getSession } = await import('../../src/web/lib/session-store');
    await session.signIn(EMAILS.EDITOR, PASSWORD);
    dropNextRefresh = true;
    expect(await session.refreshOnce()).toBe(false);
    expect(getSession()).toMatchObject({ loggedIn: true, user: { email: EMAILS.EDITOR } });
    expect(await session.refreshOnce()).toBe(true);
  });

  it('a failed refresh logs out: the stored session is cleared', async () => {
    const session = await import('../../src/web/lib/auth-session');
    const { getSession } = await import('../../src/web/lib/session-store');
    const { apiRequest } = await import('../../src/web/lib/api');
    await session.signIn(EMAILS.EDITOR, PASSWORD);
    expect(getSession().loggedIn).toBe(true);
    await t.deps.db.updateTable('sessions').set({ revoked_at: new Date().toISOString(), revoked_reason: 'test' }).execute();
    await expect(apiRequest('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ loggedIn: false, token: null, user: null });
  });
});
