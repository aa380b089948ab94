// The tRPC transport itself, over HTTP as the dashboard's client speaks it: a query with ?input=, a mutation, a
// batch, the error shape with field messages, 401/403, the anti-forgery header and an unknown procedure. What each
// procedure does is tested through createCaller in the feature's own test file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeTestApp, type Client, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: Client;
let editor: Client;
let visitor: Client;
let nine: number;

beforeAll(async () => {
  t = await makeTestApp();
  nine = (await t.deps.db.insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  [admin, editor, visitor] = await Promise.all([t.client('ADMIN'), t.client('EDITOR'), t.client()]);
});
afterAll(() => t.close());

const withInput = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe('tRPC over HTTP', () => {
  it('answers a query with its input in ?input=', async () => {
    const res = await visitor.get(withInput('seasons.statistics', { id: nine }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { data: expect.objectContaining({ season: expect.objectContaining({ id: nine, seasonNumber: 9, seasonName: 'INTO THE DEEP', isCurrent: true }), eventCount: 0 }) },
    });
  });

  it('answers a mutation sent as a JSON POST', async () => {
    const res = await admin.post('/trpc/seasons.create', { seasonNumber: 10, seasonName: 'DECODE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toMatchObject({ seasonNumber: 10, seasonName: 'DECODE', isCurrent: false });
    expect(await t.deps.db.selectFrom('seasons').select('season_name').where('season_number', '=', 10).executeTakeFirst()).toEqual({ season_name: 'DECODE' });
  });

  it('answers a batch, one result per call in order, each with its own status', async () => {
    const input = encodeURIComponent(JSON.stringify({ 1: { id: nine }, 2: { id: 999999 } }));
    const res = await visitor.get(`/trpc/seasons.current,seasons.statistics,seasons.statistics?batch=1&input=${input}`);
    expect(res.statusCode).toBe(207);
    const [current, statistics, missing] = res.json();
    expect(current.result.data).toMatchObject({ id: nine });
    expect(statistics.result.data.season).toEqual(current.result.data);
    expect(missing.error).toMatchObject({ message: 'Season not found.', data: { code: 'NOT_FOUND', httpStatus: 404 } });
  });

  it('answers invalid input with 400, the first message and field messages, and no stack', async () => {
    const res = await admin.post('/trpc/users.create', { email: 'x', name: '', password: 'short' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe('Please enter a valid email address.');
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'users.create',
      fieldErrors: {
        email: ['Please enter a valid email address.'],
        name: ['Name is required.'],
        userType: ['Role must be ADMIN, EDITOR or TEAM.'],
      },
    });
    expect(error.data.stack).toBeUndefined();
  });

  it('answers 401 without a session and 403 for a role without the permission', async () => {
    const anonymous = await visitor.get('/trpc/auth.me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.data).toMatchObject({ code: 'UNAUTHORIZED', fieldErrors: null });
    const refused = await editor.get('/trpc/users.list');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have permission to do this.');
    expect((await admin.get('/trpc/users.list')).json().result.data).toHaveLength(3);
  });

  it('refuses a mutation without the anti-forgery header', async () => {
    const res = await admin.request({ method: 'POST', url: '/trpc/users.create', json: {}, headers: { 'x-xsrf-token': '' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown procedure with 404, not a crash', async () => {
    expect((await makeClient(t.app).get('/trpc/nothing.here')).statusCode).toBe(404);
  });
});
