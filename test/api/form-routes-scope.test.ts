// Issue 23 (What goes 1): @fastify/multipart is registered in a scope holding only the routes that take a form
// (http/multipart.ts formRoutes), not patched into the whole app. A form route reads multipart and JSON; a route that
// takes JSON only refuses a multipart body as an unsupported media type (415) without reading it; reads never see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.client('ADMIN');
});
afterAll(() => t.close());

describe('the multipart plugin serves the form routes only', () => {
  it('a form route takes multipart and JSON alike', async () => {
    const form = await admin.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Din formular', description: 'O descriere destul de lungă.' }) });
    expect(form.statusCode, form.body).toBe(201);
    const json = await admin.request({ method: 'POST', url: '/api/home-posts', json: { title: 'Din JSON', description: 'O descriere destul de lungă.' } });
    expect(json.statusCode, json.body).toBe(201);
  });

  it('a JSON route answers a multipart body 415 with the API envelope', async () => {
    const res = await admin.request({ method: 'POST', url: '/api/seasons', ...multipart({ seasonNumber: '11', seasonName: 'INTO THE DEEP' }) });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ success: false });
    expect(await t.deps.db.selectFrom('seasons').selectAll().execute()).toHaveLength(0);
  });
});
