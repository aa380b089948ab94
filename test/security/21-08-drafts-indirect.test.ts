// Issue 21, finding 8 (Low): "drafts revealed indirectly". A sponsor entered only for a draft event is not public
// (not listed, its id answers 404, as an unknown one), and no public read carries a sponsor's legal name or e-mail
// (the spec's public sponsor is name, link, logo and events); editors still see all of it. Season statistics count
// only published events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, type Caller } from '../helpers/caller';
import { eventRow } from '../helpers/event-fixtures';

let t: TestApp;
let visitor: Client;
let editor: Client;
let visitorCall: Caller;
let teamCall: Caller;
let editorCall: Caller;
let seasonId: number;
let draftEventId: number;
let publishedEventId: number;
let hiddenId: number;
let shownId: number;

const SECRET_EMAIL = 'director@ciorna-secreta.ro';
const SECRET_LEGAL = 'Ciorna Secreta Holding SRL';

beforeAll(async () => {
  t = await makeTestApp();
  visitor = await t.client();
  editor = await t.client('EDITOR');
  [visitorCall, teamCall, editorCall] = await Promise.all([callerFor(t), callerFor(t, 'TEAM'), callerFor(t, 'EDITOR')]);
  const db = t.deps.db;
  seasonId = (await db.insertInto('seasons').values({ season_number: 31, season_name: 'Sezon test', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  draftEventId = (await db.insertInto('events').values({ ...eventRow(seasonId, { title: 'Eveniment ciornă' }), status: 'draft' }).returning('id').executeTakeFirstOrThrow()).id;
  publishedEventId = (await db.insertInto('events').values(eventRow(seasonId, { title: 'Eveniment public' })).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('events').values({ ...eventRow(seasonId, { title: 'Eveniment programat' }), status: 'scheduled', publish_at: new Date(t.clock.now() + 86_400_000).toISOString() }).execute();

  // Created for the draft event through the API, as the event form does.
  const created = await editorCall.sponsors.create({ name: 'Ciornă SRL', size: 'Startup', legal_name: SECRET_LEGAL, email: SECRET_EMAIL, eventId: draftEventId });
  hiddenId = created.id;
  const shown = await editorCall.sponsors.create({ name: 'Public SRL', size: 'Startup', legal_name: 'Public Legal SRL', email: 'contact@public.ro', eventId: publishedEventId });
  shownId = shown.id;
});
afterAll(() => t.close());

describe('21-08 a sponsor follows the published state of its events', () => {
  it('a sponsor of a draft event only: not listed, 404 by id (as an unknown id), by REST and by tRPC', async () => {
    const list = await visitor.get('/api/sponsors');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Ciornă SRL');
    expect((list.json().message as Array<{ id: number }>).map((s) => s.id)).toEqual([shownId]);
    const byId = await visitor.get(`/api/sponsors/${hiddenId}`);
    const unknown = await visitor.get('/api/sponsors/987654');
    expect([byId.statusCode, byId.body]).toEqual([unknown.statusCode, unknown.body]);
    expect((await visitor.get(`/api/sponsors/event/${draftEventId}`)).json().message).toEqual([]);

    // The tRPC reads a visitor may call (the dashboard's library and an event's sponsors) hide it too.
    for (const call of [visitorCall, teamCall]) {
      expect((await call.sponsors.list()).map((s) => s.id)).toEqual([shownId]);
      expect(await call.sponsors.byEvent({ eventId: draftEventId })).toEqual([]);
    }
    // Editors still see it, with everything.
    const editorList = await editorCall.sponsors.list();
    expect(editorList.map((s) => s.id).sort()).toEqual([hiddenId, shownId].sort());
    expect(editorList.find((s) => s.id === hiddenId)).toMatchObject({ legal_name: SECRET_LEGAL, email: SECRET_EMAIL, eventIds: [draftEventId] });
    expect((await editorCall.sponsors.byEvent({ eventId: draftEventId })).map((s) => s.id)).toEqual([hiddenId]);
  });

  it('publishing the event makes its sponsor public; a draft again hides it', async () => {
    await t.deps.db.updateTable('events').set({ status: 'published', publish_at: new Date(t.clock.now()).toISOString() }).where('id', '=', draftEventId).execute();
    expect((await visitor.get(`/api/sponsors/${hiddenId}`)).statusCode).toBe(200);
    await t.deps.db.updateTable('events').set({ status: 'draft', publish_at: null }).where('id', '=', draftEventId).execute();
    expect((await visitor.get(`/api/sponsors/${hiddenId}`)).statusCode).toBe(404);
  });

  it('no public read carries a legal name or an e-mail, a public sponsor included', async () => {
    const answers = [
      await visitor.get('/api/sponsors'),
      await visitor.get(`/api/sponsors/${shownId}`),
      await visitor.get(`/api/sponsors/event/${publishedEventId}`),
      await visitor.get(`/api/events/${publishedEventId}`),
      await visitor.get('/api/events'),
      // A signed-in editor's REST read is still the public (shared, cached) answer.
      await editor.get(`/api/sponsors/${shownId}`),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('Public Legal SRL');
      expect(res.body).not.toContain('contact@public.ro');
      expect(res.body).not.toContain(SECRET_EMAIL);
    }
    expect((await visitor.get(`/api/sponsors/${shownId}`)).json().message).toMatchObject({ name: 'Public SRL', legal_name: null, email: null });
    expect((await visitorCall.sponsors.list()).find((s) => s.id === shownId)).toMatchObject({ legal_name: null, email: null });
    expect((await editorCall.sponsors.list()).find((s) => s.id === shownId)).toMatchObject({ legal_name: 'Public Legal SRL', email: 'contact@public.ro' });
  });
});

describe('21-08 season statistics count only published events', () => {
  it('a draft and a scheduled event are not counted, by REST and by tRPC', async () => {
    const res = await visitor.get(`/api/seasons/${seasonId}/statistics`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.eventCount).toBe(1);
    expect((await visitorCall.seasons.statistics({ id: seasonId })).eventCount).toBe(1);
    await t.deps.db.updateTable('events').set({ status: 'published', publish_at: new Date(t.clock.now()).toISOString() }).where('id', '=', draftEventId).execute();
    expect((await visitor.get(`/api/seasons/${seasonId}/statistics`)).json().message.eventCount).toBe(2);
  });
});
