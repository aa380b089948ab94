// History with values and "Restore this version" (issue 25, What staff miss 2; decision 197): an edit's entry keeps
// its changed fields' old and new values (never a secret's), and an item's editor can put an earlier version back
// through the item's own update, which is itself recorded; a version that is no longer valid is refused unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import type { HistoryOutput } from '../../src/shared/schemas/history';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, refusal, type Caller } from '../helpers/caller';
import { eventInput } from '../helpers/event-fixtures';
import { sendWrongTrpc } from '../helpers/route-calls';

let t: TestApp;
let admin: Caller;
let editor: Caller;
let team: Caller;
let seasonId: number;

beforeAll(async () => {
  t = await makeTestApp();
  await seedDatabase(t.deps, { demo: false });
  [admin, editor, team] = await Promise.all([callerFor(t, 'ADMIN'), callerFor(t, 'EDITOR'), callerFor(t, 'TEAM')]);
  seasonId = (await t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const entriesOf = (entityType: string, entityId: number | null) =>
  t.deps.db
    .selectFrom('activity')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', entityId === null ? 'is' : '=', entityId)
    .orderBy('id')
    .execute();
/** The entry of a version: the newest entry of the item once that version was saved. */
const newestEntry = async (entityType: string, entityId: number | null) => (await entriesOf(entityType, entityId)).at(-1)!;
const changesOf = (entry: { changes: string | null }) => JSON.parse(entry.changes!) as Record<string, [unknown, unknown]>;
const longText = (word: string) => `${word} `.repeat(400).trim();

describe('recording values', () => {
  it("an update keeps each changed field's old and new value, long texts whole, and a rich description's document", async () => {
    const post = await editor.posts.create({ title: 'Prima versiune', description: 'Descrierea întâi, destul de lungă.' });
    expect(changesOf(await newestEntry('post', post.id))).toEqual({});
    await editor.posts.update({ id: post.id, title: 'A doua versiune', description: longText('nouă') });
    const changes = changesOf(await newestEntry('post', post.id));
    expect(changes.title).toEqual(['Prima versiune', 'A doua versiune']);
    expect(changes.description).toEqual(['Descrierea întâi, destul de lungă.', longText('nouă')]);
    expect(changes.description_doc![1]).toContain('nouă');
    expect(Object.keys(changes).sort()).toEqual(['description', 'description_doc', 'title']);

    const history = await editor.history.list({ entityType: 'post', entityId: post.id });
    expect(history.entries[0]!.changes).toEqual([
      { field: 'title', old: 'Prima versiune', new: 'A doua versiune' },
      { field: 'description', old: 'Descrierea întâi, destul de lungă.', new: longText('nouă') },
    ]);
    expect(history.entries.map((e) => e.restorable)).toEqual([false, true]);
    expect(history.canRestore).toBe(true);
  });

  it("a site setting's entry keeps its old and new value; a value at its default is null, listed as the default", async () => {
    const { values } = await admin.siteSettings.get();
    await admin.siteSettings.update({ ...values, bankName: 'Banca Transilvania' });
    expect(changesOf(await newestEntry('site-settings', null))).toEqual({ bankName: [null, '"Banca Transilvania"'] });
    const history = await admin.history.list({ entityType: 'site-settings' });
    expect(history.entries[0]!.changes).toEqual([{ field: 'bankName', old: values.bankName, new: 'Banca Transilvania' }]);
    const contact = await admin.siteSettings.update({ ...values, contactEmail: 'nou@ftcromania.ro' });
    expect(contact.values.contactEmail).toBe('nou@ftcromania.ro');
    // One entry per setting: contactEmail stored, bankName back to its default (its row removed).
    const save = (await admin.history.list({ entityType: 'site-settings' })).entries.slice(0, 2).flatMap((e) => e.changes ?? []);
    expect(save).toEqual(
      expect.arrayContaining([
        { field: 'contactEmail', old: values.contactEmail, new: 'nou@ftcromania.ro' },
        { field: 'bankName', old: 'Banca Transilvania', new: values.bankName },
      ]),
    );
    await admin.siteSettings.update(values);
  });

  it("never records a secret's value: a password change names the field only, a secret-named setting is left out", async () => {
    const issued = await admin.users.create({ email: 'secret@test.ro', name: 'Secret Keeper', userType: 'EDITOR' });
    const user = issued.user;
    await admin.users.resetPassword({ id: user.id, password: 'another long password' });
    const hash = (await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash;
    const entries = await entriesOf('user', user.id);
    const reset = entries.at(-1)!;
    expect(reset.detail).toContain('password');
    expect(changesOf(reset)).not.toHaveProperty('password_hash');
    // Written straight into the table (no form has such a setting yet): the last guard drops it by its name.
    await t.deps.db.insertInto('site_settings').values({ key: 'smtpPassword', value: '"hunter2-secret"' }).execute();
    await t.deps.db.updateTable('site_settings').set({ value: '"hunter3-secret"' }).where('key', '=', 'smtpPassword').execute();
    const everything = await t.deps.db.selectFrom('activity').select(['changes', 'detail']).execute();
    const written = JSON.stringify(everything);
    for (const secret of [hash, issued.password!, 'another long password', 'hunter2-secret', 'hunter3-secret']) expect(written).not.toContain(secret);
    expect(changesOf((await entriesOf('site-settings', null)).at(-1)!)).toEqual({});
    await t.deps.db.deleteFrom('site_settings').where('key', '=', 'smtpPassword').execute();
  });
});

describe('restore', () => {
  it('an EDITOR restores a post: the first version comes back through the update, recorded as "restored", and can be undone', async () => {
    const post = await editor.posts.create({ title: 'Titlul original', description: 'Descrierea originală a știrii.', status: 'published' });
    const first = await newestEntry('post', post.id);
    await editor.posts.update({ id: post.id, title: 'Titlul al doilea' });
    await editor.posts.update({ id: post.id, title: 'Titlul al treilea', description: 'Altă descriere a știrii.', priority: 2 });
    const restored = await editor.history.restore({ entryId: first.id });
    expect(restored.restored.sort()).toEqual(['description', 'priority', 'title']);
    const now = await editor.posts.byIdForEditor({ id: post.id });
    expect(now).toMatchObject({ title: 'Titlul original', description: 'Descrierea originală a știrii.', priority: post.priority, status: 'published' });
    const entry = await newestEntry('post', post.id);
    expect(entry.action).toBe('restored');
    expect(changesOf(entry).title).toEqual(['Titlul al treilea', 'Titlul original']);
    // The restore is an edit like another: restoring the version before it undoes it.
    const beforeRestore = (await entriesOf('post', post.id)).at(-2)!;
    await editor.history.restore({ entryId: beforeRestore.id });
    expect((await editor.posts.byIdForEditor({ id: post.id })).title).toBe('Titlul al treilea');
  });

  it('restores an event (a cleared address comes back empty) and a resource', async () => {
    const event = await editor.events.create(eventInput(seasonId, { title: 'Eveniment de restaurat', address: 'Strada Lungă 1' }));
    const first = await newestEntry('event', event.id);
    await editor.events.update({ id: event.id, location: 'Cluj-Napoca', clear: ['address'] });
    await editor.events.update({ id: event.id, location: 'Iași', address: 'Strada Scurtă 2' });
    const second = (await entriesOf('event', event.id)).at(-2)!;
    await editor.history.restore({ entryId: second.id });
    expect(await editor.events.byIdForEditor({ id: event.id })).toMatchObject({ location: 'Cluj-Napoca', address: null });
    await editor.history.restore({ entryId: first.id });
    expect(await editor.events.byIdForEditor({ id: event.id })).toMatchObject({ location: 'Piatra Neamț', address: 'Strada Lungă 1' });

    const resource = await editor.resources.create({ page: 'team-resources', section: 'Secțiune', subsection: 'Sub', description: 'O resursă pentru echipe.', category: 'Link', link: 'https://example.com/a' });
    const created = await newestEntry('resource', resource.id);
    await editor.resources.update({ id: resource.id, link: 'https://example.com/b', priority: 3 });
    await editor.history.restore({ entryId: created.id });
    expect(await t.deps.db.selectFrom('resources').select(['link', 'priority']).where('id', '=', resource.id).executeTakeFirstOrThrow()).toEqual({
      link: 'https://example.com/a',
      priority: resource.priority,
    });
  });

  it('an ADMIN restores the site settings; an EDITOR may neither see nor restore them', async () => {
    const { values } = await admin.siteSettings.get();
    await admin.siteSettings.update({ ...values, beneficiary: 'Asociația Întâi' });
    const first = await newestEntry('site-settings', null);
    await admin.siteSettings.update({ ...values, beneficiary: 'Asociația a Doua', legalCif: 'RO123' });
    expect((await refusal(editor.history.list({ entityType: 'site-settings' }))).status).toBe(403);
    expect((await refusal(editor.history.restore({ entryId: first.id }))).status).toBe(403);
    expect((await admin.siteSettings.get()).values.beneficiary).toBe('Asociația a Doua');
    await admin.history.restore({ entryId: first.id });
    expect((await admin.siteSettings.get()).values).toMatchObject({ beneficiary: 'Asociația Întâi', legalCif: '' });
    expect((await newestEntry('site-settings', null)).action).toBe('restored');
  });

  it('a TEAM account may not read or restore any history', async () => {
    const post = await editor.posts.create({ title: 'Știre pentru echipă', description: 'Echipele nu restaurează știri.' });
    const created = await newestEntry('post', post.id);
    await editor.posts.update({ id: post.id, title: 'Știre schimbată' });
    expect((await refusal(team.history.list({ entityType: 'post', entityId: post.id }))).status).toBe(403);
    // A post's history names the post: the shared schema refuses a request without its id (sent over HTTP, as a
    // hand-made request would be: the caller's types do not allow it).
    expect((await sendWrongTrpc(await t.client('EDITOR'), 'history.list', 'query', { entityType: 'post' })).status).toBe(400);
    expect((await refusal(team.history.restore({ entryId: created.id }))).status).toBe(403);
    expect((await editor.posts.byIdForEditor({ id: post.id })).title).toBe('Știre schimbată');
  });

  it('a version whose season was deleted is refused with a clear message and nothing changes', async () => {
    const old = await admin.seasons.create({ seasonNumber: 7001, seasonName: 'SEZON ȘTERS' });
    const event = await editor.events.create(eventInput(old.id, { title: 'Eveniment mutat' }));
    const first = await newestEntry('event', event.id);
    await editor.events.update({ id: event.id, seasonId, title: 'Eveniment mutat acum' });
    await admin.seasons.delete({ id: old.id });
    const before = await t.deps.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    const count = (await entriesOf('event', event.id)).length;
    const refused = await refusal(editor.history.restore({ entryId: first.id }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^This version cannot be restored: .*season.* Nothing was changed\.$/i);
    expect(await t.deps.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await entriesOf('event', event.id)).toHaveLength(count);
    // The history names the seasons, a deleted one by its id.
    const current = await t.deps.db.selectFrom('seasons').select('season_name').where('id', '=', seasonId).executeTakeFirstOrThrow();
    const [moved] = (await editor.history.list({ entityType: 'event', entityId: event.id })).entries;
    expect(moved!.changes).toContainEqual({ field: 'season_id', old: `#${old.id} (deleted)`, new: current.season_name });
  });

  it('an entry without values, or the item as it is, has nothing to restore', async () => {
    const post = await editor.posts.create({ title: 'Fără valori vechi', description: 'O intrare scrisă înainte de valori.' });
    await editor.posts.update({ id: post.id, title: 'Cu valori noi' });
    const [created] = await entriesOf('post', post.id);
    await t.deps.db.updateTable('activity').set({ changes: null }).where('id', '=', created!.id).execute();
    expect((await refusal(editor.history.restore({ entryId: created!.id }))).message).toMatch(/recorded before values were kept/);
    const latest = await newestEntry('post', post.id);
    expect((await refusal(editor.history.restore({ entryId: latest.id }))).message).toMatch(/already has these values/);
    const history: HistoryOutput = await editor.history.list({ entityType: 'post', entityId: post.id });
    expect(history.entries.map((e) => e.restorable)).toEqual([false, false]);
  });
});
