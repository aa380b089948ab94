// Issue 16, finding 6 (caching): every answer that carries a token or a signed-in user's data says
// `Cache-Control: private, no-store` (login, refresh, register, profile, logout, and tRPC answers to a bearer token),
// so neither the browser's cache nor a shared proxy keeps it. A public read is the same for everyone (its route never
// reads the caller), so it stays public and revalidated even when a signed-in browser asks for it (issue 11).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';
import { trpcUrl } from '../helpers/routes';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const expectNoStore = (res: LightMyRequestResponse, label: string) => {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.headers['cache-control'], label).toBe('private, no-store');
};

describe('16.6 no-store on answers with tokens or a user\'s data', () => {
  it('16.6 the /api/auth answers: register, login, refresh, profile, logout, and their refusals', async () => {
    const c = await t.client();
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['register', await c.post('/api/auth/register', { email: 'nou@test.ro', name: 'Nou', password: 'a long password' })],
      ['login', await c.login('nou@test.ro', 'a long password')],
      ['refresh', await c.post('/api/auth/refresh')],
    ];
    c.token = answers[1]![1].json().message.access_token;
    answers.push(['profile', await c.get('/api/auth/profile')], ['wrong password', await c.login('nou@test.ro', 'not it at all')]);
    answers.push(['logout', await c.post('/api/auth/logout')]);
    for (const [label, res] of answers) expectNoStore(res, label);
    expect(answers[0]![1].statusCode).toBe(201);
    expect(answers[2]![1].json().message.access_token).toBeTruthy();
  });

  it('16.6 tRPC answers to a signed-in user (a bearer token)', async () => {
    const admin = await t.client('ADMIN');
    for (const url of [trpcUrl('auth.me'), trpcUrl('users.list'), trpcUrl('seasons.list')]) {
      expectNoStore(await admin.get(url), url);
    }
  });

  it('16.6 a public read asked with a bearer token is the public answer, nothing of the caller in it', async () => {
    const admin = await t.client('ADMIN');
    const visitor = await t.client();
    for (const url of ['/api/seasons', '/api/home-posts']) {
      const signedIn = await admin.get(url);
      const anonymous = await visitor.get(url);
      expect(signedIn.headers['cache-control'], url).toBe('public, no-cache');
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.headers.etag, url).toBe(anonymous.headers.etag);
    }
  });

  it('16.6 a public file keeps its public caching, even fetched with a token (issue 21: revalidated, not immutable)', async () => {
    const editor = await t.client('EDITOR');
    const form = multipart({ entityType: 'event_image' }, { name: 'file', filename: 'a.png', data: samples.png() });
    const id = (await editor.request({ method: 'POST', url: '/api/files/upload', payload: form.payload, headers: form.headers })).json().message.id;
    // Attached to nothing yet: only its editor sees it, never cacheable by others.
    expect((await editor.get(`/api/files/public/${id}`)).headers['cache-control']).toBe('private, no-store');
    await t.deps.db.insertInto('resources').values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Poză.', link: 'https://x.ro', category: 'Link', priority: 1, image_id: id }).execute();
    expect((await editor.get(`/api/files/public/${id}`)).headers['cache-control']).toBe('public, no-cache');
  });
});
