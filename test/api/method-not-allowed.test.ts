// Issue 23, "The declared contract is the one the server enforces": a method a known /api address does not take is a
// 405 with `Allow` naming exactly the methods its routes take, in the API's error envelope; an unknown address stays
// a 404. Checked for every /api address the app registers (from its own route list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { restRoutes } from '../helpers/routes';

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await makeTestApp({ users: false });
  visitor = await t.client();
});
afterAll(() => t.close());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('an unsupported method on a known /api address', () => {
  it('is a 405 with Allow and the error envelope', async () => {
    const res = await visitor.request({ method: 'PATCH', url: '/api/health', json: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/PATCH/);
    expect(body.errors).toBeUndefined();

    const login = await visitor.get('/api/auth/login');
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    // With a trailing slash and a query string, as the router reads the address.
    const slash = await visitor.request({ method: 'DELETE', url: '/api/seasons/?x=1' });
    expect(slash.statusCode).toBe(405);
    expect(slash.headers.allow).toBe('GET, HEAD, POST');
  });

  it('an unknown address is still a 404, whatever the method', async () => {
    for (const method of METHODS) {
      const res = await visitor.request({ method, url: '/api/nothing-here' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow, method).toBeUndefined();
      expect(res.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });

  it('Allow names the methods of every registered /api address (PATCH, which no route takes, is the 405)', async () => {
    const byUrl = new Map<string, Set<string>>();
    for (const route of restRoutes(t.app)) {
      if (!byUrl.has(route.url)) byUrl.set(route.url, new Set());
      byUrl.get(route.url)!.add(route.method);
    }
    expect(byUrl.size).toBeGreaterThan(30);
    expect([...byUrl.values()].some((methods) => methods.has('PATCH'))).toBe(false);
    const failures: string[] = [];
    for (const [pattern, methods] of byUrl) {
      const url = pattern.replace(/:[A-Za-z0-9_]+/g, '1');
      const res = await visitor.request({ method: 'PATCH', url, json: {} });
      // A static address under a parameter route also takes that route's methods (GET /api/files/upload is GET
      // /api/files/:id), as the router answers them: Allow names at least the address's own.
      const own = methods.has('GET') ? [...methods, 'HEAD'] : [...methods];
      const allow = String(res.headers.allow ?? '').split(', ');
      if (res.statusCode !== 405 || res.json().success !== false || own.some((m) => !allow.includes(m)) || allow.includes('PATCH')) {
        failures.push(`PATCH ${url}: ${res.statusCode} Allow ${allow.join(',')} (expected at least ${own.join(',')})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
