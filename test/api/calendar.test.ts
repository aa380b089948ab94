// Issue 13, the competitions calendar: an ADMIN adds, edits and deletes stages (others are refused), bad input is
// refused with the shared schema's words and changes nothing, and /api/competitions shows the current season first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { STAGE_MESSAGES } from '../../src/shared/schemas/competitions';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let editorCall: Caller;
let adminCall: Caller;
let teamCall: Caller;
let visitorCall: Caller;

beforeAll(async () => {
  t = await makeTestApp();
  await seedDatabase(t.deps, { demo: false });
  [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
});
afterAll(() => t.close());

const seasonsShown = async () => ((await t.app.inject({ url: '/api/competitions' })).json().message as Array<{ season: string }>).map((s) => s.season);
const stage = { season: '2025-2026', stage: 'regional' as 'regional' | 'national' | 'international', name: 'Etapa regională Nord', city: 'Cluj-Napoca', dateStart: '2026-02-06', dateEnd: '2026-02-08', link: 'https://ftc-events.firstinspires.org/' };

describe('competitions calendar', () => {
  it('an ADMIN adds a stage of the current season: it comes first; edits and deletes it', async () => {
    expect((await seasonsShown())[0]).toBe('2024-2025');
    const created = await adminCall.competitions.create(stage);
    expect(created).toMatchObject({ ...stage, id: expect.any(Number) });
    // DECODE 2025-2026 is the built-in current season.
    expect(await seasonsShown()).toEqual(['2025-2026', '2024-2025', '2023-2024', '2022-2023', '2021-2022']);
    const updated = await adminCall.competitions.update({ id: created.id, stage: { ...stage, city: 'Oradea', link: '' } });
    expect(updated).toMatchObject({ city: 'Oradea', link: null });
    const publicStage = (await t.app.inject({ url: '/api/competitions' })).json().message[0].stages[0];
    expect(publicStage).toEqual({ id: created.id, stage: 'regional', name: 'Etapa regională Nord', city: 'Oradea', dateStart: '2026-02-06', dateEnd: '2026-02-08', link: null });
    expect(await adminCall.competitions.delete({ id: created.id })).toEqual({ id: created.id });
    expect((await seasonsShown())[0]).toBe('2024-2025');
    expect((await refusal(adminCall.competitions.delete({ id: created.id }))).status).toBe(404);
  });

  it('refuses an EDITOR, a TEAM and a visitor', async () => {
    const before = await t.deps.db.selectFrom('competition_stages').select('id').execute();
    for (const [caller, status] of [[editorCall, 403], [teamCall, 403], [visitorCall, 401]] as const) {
      expect((await refusal(caller.competitions.create(stage))).status).toBe(status);
      expect((await refusal(caller.competitions.stages())).status).toBe(status);
    }
    expect(await t.deps.db.selectFrom('competition_stages').select('id').execute()).toEqual(before);
  });

  it('refuses bad input with the form messages and writes nothing', async () => {
    const before = await t.deps.db.selectFrom('competition_stages').select('id').execute();
    const bad = await refusal(
      // @ts-expect-error an unknown stage on purpose
      adminCall.competitions.create({ season: '2025-2027', stage: 'local', name: 'Ab', city: '', dateStart: '2026-02-30', dateEnd: '', link: 'ftp://x' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      season: [STAGE_MESSAGES.season],
      name: [STAGE_MESSAGES.name],
      city: [STAGE_MESSAGES.city],
      dateStart: [STAGE_MESSAGES.dateStart],
      dateEnd: [STAGE_MESSAGES.dateEnd],
      link: [STAGE_MESSAGES.link],
    });
    const order = await refusal(adminCall.competitions.create({ ...stage, dateStart: '2026-02-08', dateEnd: '2026-02-06' }));
    expect(order.fieldErrors).toEqual({ dateEnd: [STAGE_MESSAGES.dateOrder] });
    expect(await t.deps.db.selectFrom('competition_stages').select('id').execute()).toEqual(before);
  });
});
