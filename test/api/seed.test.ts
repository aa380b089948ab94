import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { detectFileType } from '../../src/server/modules/files/file-kinds';
import { discardIfUnused } from '../../src/server/modules/files/files.service';
import type { Deps } from '../../src/server/deps';
import { DEFAULT_ORGANIZER, EVENT_CATEGORIES, IMAGE_POSITIONS, RESOURCE_CATEGORIES, RESOURCE_PAGES } from '../../src/shared/constants';
import { isYouTubeLink } from '../../src/shared/links';
import { makeTestApp, type TestApp } from '../helpers/app';

const TABLES = [
  'seasons', 'competition_stages', 'events', 'home_posts', 'resources', 'regions', 'teams',
  'team_registrations', 'sponsors', 'files',
] as const;

async function count(deps: Deps, table: (typeof TABLES)[number] | 'event_teams' | 'app_meta'): Promise<number> {
  const row = await deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every id of every seeded table, the seed markers, the event-team links and the stored files. */
async function snapshot(t: TestApp) {
  const ids: Record<string, number[]> = {};
  for (const table of TABLES) ids[table] = (await t.deps.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
  return {
    ids,
    meta: await t.deps.db.selectFrom('app_meta').selectAll().where('key', 'like', 'seed:%').orderBy('key').execute(),
    eventTeams: await t.deps.db.selectFrom('event_teams').select(['event_id', 'team_id']).orderBy('event_id').orderBy('team_id').execute(),
    uploads: storedFiles(t),
  };
}

const storedFiles = (t: TestApp) => readdirSync(t.uploadsDir).filter((name) => name !== '.tmp').sort();

const currentSeason = (deps: Deps) => deps.db.selectFrom('seasons').selectAll().where('is_current', '=', 1).executeTakeFirstOrThrow();

describe('seed on a new database', () => {
  let t: TestApp;
  let seeded: string[];
  beforeAll(async () => {
    t = await makeTestApp({ users: false });
    seeded = await seedDatabase(t.deps, {});
  });
  afterAll(() => t.close());

  it('seeds the built-in and the demo part and remembers both', async () => {
    expect(seeded).toEqual(['builtin', 'demo']);
    const keys = (await t.deps.db.selectFrom('app_meta').select('key').where('key', 'like', 'seed:%').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['seed:builtin', 'seed:demo']);
  });

  it('seeds seasons 1 to 10 with their names and registration windows, season 10 current', async () => {
    const seasons = await t.deps.db.selectFrom('seasons').selectAll().orderBy('season_number').execute();
    expect(seasons.map((s) => s.season_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seasons[0]).toMatchObject({ season_name: 'VELOCITY VORTEX 2016-2017', registration_start: '2016-07-01T00:00:00.000Z', registration_end: '2016-10-01T00:00:00.000Z' });
    expect(seasons[5]!.season_name).toBe('FREIGHT FRENZY 2021-2022');
    expect(seasons[8]!.season_name).toBe('INTO THE DEEP 2024-2025');
    expect(seasons.filter((s) => s.is_current === 1).map((s) => s.season_name)).toEqual(['DECODE 2025-2026']);
  });

  it('seeds the competitions calendar, 2024-2025 as the spec gives it', async () => {
    const stages = await t.deps.db.selectFrom('competition_stages').selectAll().where('season_label', '=', '2024-2025').orderBy('sort_order').execute();
    expect(stages.map((s) => [s.stage, s.city, s.date_start, s.date_end])).toEqual([
      ['regional', 'Piatra Neamț', '2025-01-17', '2025-01-19'],
      ['regional', 'Pitești', '2025-02-07', '2025-02-09'],
      ['regional', 'Timișoara', '2025-02-21', '2025-02-23'],
      ['regional', 'Cluj-Napoca', '2025-02-28', '2025-03-02'],
      ['national', 'Pitești', '2025-03-14', '2025-03-16'],
      ['international', 'Houston, Texas, SUA', '2025-04-16', '2025-04-19'],
    ]);
    // The built-in calendar; the demo content adds the current season's tab from its own demo events.
    const labels = await t.deps.db.selectFrom('competition_stages').select('season_label').distinct().where('season_label', '!=', '2025-2026').orderBy('season_label', 'desc').execute();
    expect(labels.map((l) => l.season_label)).toEqual(['2024-2025', '2023-2024', '2022-2023', '2021-2022']);
    const demoTab = await t.deps.db.selectFrom('competition_stages').select(['stage', 'city']).where('season_label', '=', '2025-2026').orderBy('sort_order').execute();
    expect(demoTab).toEqual([{ stage: 'regional', city: 'Cluj-Napoca' }, { stage: 'regional', city: 'Craiova' }, { stage: 'national', city: 'Pitești' }]);
    for (const { season_label } of labels) {
      const stages = await t.deps.db.selectFrom('competition_stages').select(['stage', 'date_start', 'date_end']).where('season_label', '=', season_label).execute();
      expect(stages.map((s) => s.stage).sort()).toEqual(['international', 'national', 'regional', 'regional', 'regional', 'regional']);
      for (const s of stages) expect(s.date_end >= s.date_start).toBe(true);
    }
  });

  it('seeds the five built-in sample events in seasons 8 and 9', async () => {
    const rows = await t.deps.db
      .selectFrom('events')
      .innerJoin('seasons', 'seasons.id', 'events.season_id')
      .select(['events.title', 'events.category', 'events.ftc_event_code', 'events.date_start', 'seasons.season_number'])
      .where('seasons.season_number', 'in', [8, 9])
      .orderBy('events.date_start')
      .execute();
    expect(rows.map((r) => [r.season_number, r.category, r.ftc_event_code])).toEqual([
      [8, 'Kickoff', null],
      [8, 'National Championship', 'ROCMP24'],
      [9, 'Kickoff', null],
      [9, 'FTC', 'ROEST25'],
      [9, 'National Championship', 'ROCMP25'],
    ]);
    expect(rows.find((r) => r.ftc_event_code === 'ROEST25')?.date_start).toBe('2025-01-17T07:00:00.000Z'); // 09:00 in Romania
  });

  it('keeps every event within the event form rules', async () => {
    const events = await t.deps.db.selectFrom('events').selectAll().execute();
    expect(events).toHaveLength(11);
    for (const e of events) {
      expect(e.title.length).toBeGreaterThanOrEqual(5);
      expect(e.short_description.length).toBeGreaterThanOrEqual(10);
      expect(e.description.length).toBeGreaterThanOrEqual(20);
      expect(EVENT_CATEGORIES).toContain(e.category);
      expect(e.link).toBe('https://ftc-events.firstinspires.org/');
      expect(e.organizer).toBe(DEFAULT_ORGANIZER);
      expect(Array.isArray(JSON.parse(e.tags))).toBe(true);
    }
  });

  it('places the current season events in the past, now and the future, relative to the clock', async () => {
    const season = await currentSeason(t.deps);
    const events = await t.deps.db.selectFrom('events').selectAll().where('season_id', '=', season.id).execute();
    const now = new Date(t.clock.now()).toISOString();
    const past = events.filter((e) => e.date_end < now);
    const ongoing = events.filter((e) => e.date_start <= now && now <= e.date_end);
    const upcoming = events.filter((e) => e.date_start > now);
    expect([past.length, ongoing.length, upcoming.length]).toEqual([2, 1, 3]);
    expect(events.filter((e) => e.ftc_event_code !== null).length).toBe(4);
    expect(events.some((e) => e.latitude !== null && e.longitude !== null)).toBe(true);
    expect(events.some((e) => e.latitude === null && e.longitude === null)).toBe(true);
    const ongoingSponsors = await t.deps.db.selectFrom('event_sponsors').select('sponsor_id').where('event_id', '=', ongoing[0]!.id).execute();
    expect(ongoingSponsors).toHaveLength(7);
  });

  it('seeds posts with one announcement and every image position', async () => {
    const posts = await t.deps.db.selectFrom('home_posts').selectAll().execute();
    expect(posts).toHaveLength(6);
    expect(posts.filter((p) => p.announcement === 1)).toHaveLength(1);
    expect(new Set(posts.map((p) => p.image_position))).toEqual(new Set(IMAGE_POSITIONS));
    expect(posts.some((p) => p.image_id !== null) && posts.some((p) => p.image_id === null)).toBe(true);
    for (const p of posts) {
      expect(p.title.length).toBeGreaterThanOrEqual(5);
      expect(p.description.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('seeds resources on both pages in every category, with one item breaking each display rule', async () => {
    const resources = await t.deps.db.selectFrom('resources').selectAll().execute();
    for (const page of RESOURCE_PAGES) {
      for (const category of RESOURCE_CATEGORIES) expect(resources.some((r) => r.page === page && r.category === category)).toBe(true);
      const sections = new Set(resources.filter((r) => r.page === page).map((r) => r.section));
      expect(sections.size).toBeGreaterThanOrEqual(3);
    }
    const videos = resources.filter((r) => r.category === 'Video');
    expect(videos.some((r) => isYouTubeLink(r.link) && r.link.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    expect(videos.some((r) => !isYouTubeLink(r.link))).toBe(true);
    const documents = resources.filter((r) => r.category === 'Document');
    expect(documents.every((r) => r.link === '')).toBe(true);
    expect(documents.some((r) => r.image_id === null)).toBe(true);
    const withFile = documents.filter((r) => r.image_id !== null).map((r) => r.image_id!);
    const mimes = await t.deps.db.selectFrom('files').select('mime_type').where('id', 'in', withFile).execute();
    expect(mimes.every((m) => m.mime_type === 'application/pdf')).toBe(true);
    expect(resources.some((r) => r.category === 'Link' && r.link === '')).toBe(true);
    for (const r of resources) expect(r.description.length).toBeGreaterThanOrEqual(10);
  });

  it('seeds regions, teams registered in the current season, and their events', async () => {
    expect(await count(t.deps, 'regions')).toBe(6);
    const teams = await t.deps.db.selectFrom('teams').selectAll().execute();
    expect(teams.length).toBeGreaterThanOrEqual(20);
    expect(teams.some((team) => team.team_number === 0)).toBe(false);
    expect(teams.filter((team) => team.motto && team.about).length).toBeGreaterThanOrEqual(3);
    const season = await currentSeason(t.deps);
    const registrations = await t.deps.db.selectFrom('team_registrations').selectAll().where('season_id', '=', season.id).execute();
    expect(registrations).toHaveLength(teams.length);
    const confirmed = registrations.filter((r) => r.registration_status === 'CONFIRMED').length;
    const pending = registrations.filter((r) => r.registration_status === 'PENDING').length;
    expect(confirmed).toBeGreaterThan(pending);
    expect(pending).toBeGreaterThan(0);
    expect(registrations.every((r) => r.region_id !== null)).toBe(true);
    expect(await count(t.deps, 'event_teams')).toBeGreaterThan(10);
    const localPartners = await t.deps.db.selectFrom('sponsors').select('id').where('team_season_id', 'is not', null).execute();
    expect(localPartners.length).toBeGreaterThanOrEqual(3);
  });

  it('stores every seeded file on disk, detected as its type, with its size and checksum', async () => {
    const files = await t.deps.db.selectFrom('files').selectAll().execute();
    expect(files.length).toBeGreaterThan(20);
    expect(new Set(files.map((f) => f.mime_type))).toEqual(new Set(['image/png', 'application/pdf']));
    for (const file of files) {
      expect(await t.deps.storage.exists(file.storage_key)).toBe(true);
      const filePath = t.deps.storage.pathOf(file.storage_key);
      const bytes = readFileSync(filePath);
      expect(bytes.length).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      const detected = await detectFileType(filePath, file.name);
      expect(detected).toMatchObject({ mime: file.mime_type, kind: file.kind });
      expect(file.uploaded_by).toBeNull();
    }
    expect(storedFiles(t)).toHaveLength(files.length);
  });

  it('serves a seeded image through the public file route', async () => {
    const post = await t.deps.db.selectFrom('home_posts').select('image_id').where('image_id', 'is not', null).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/files/public/${post.image_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers the current season events over GET /api/events?seasonId=', async () => {
    const season = await currentSeason(t.deps);
    const res = await t.app.inject({ method: 'GET', url: `/api/events?seasonId=${season.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const rows = await t.deps.db.selectFrom('events').select(['id', 'title']).where('season_id', '=', season.id).execute();
    expect(body.message.map((e: { id: number }) => e.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const national = body.message.find((e: { ftcEventCode: string | null }) => e.ftcEventCode === 'ROCMP26');
    expect(national).toMatchObject({ title: 'Campionatul Național DECODE – Pitești', category: 'National Championship', seasonId: season.id });
  });

  it('changes nothing when run again, with or without demo', async () => {
    const before = await snapshot(t);
    expect(await seedDatabase(t.deps, {})).toEqual([]);
    expect(await seedDatabase(t.deps, { demo: true })).toEqual([]);
    expect(await seedDatabase(t.deps, { demo: false })).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('never brings back content an editor deleted', async () => {
    const post = await t.deps.db.selectFrom('home_posts').select(['id', 'image_id']).where('image_id', 'is not', null).executeTakeFirstOrThrow();
    await t.deps.db.deleteFrom('home_posts').where('id', '=', post.id).execute();
    await discardIfUnused(t.deps, post.image_id);
    await t.deps.db.deleteFrom('teams').where('team_number', '=', 15033).execute();
    const before = await snapshot(t);
    expect(await seedDatabase(t.deps, { demo: true })).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
    expect(await t.deps.db.selectFrom('home_posts').select('id').where('id', '=', post.id).executeTakeFirst()).toBeUndefined();
    expect(await t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 15033).executeTakeFirst()).toBeUndefined();
  });
});

describe('seed with demo content off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ users: false });
  });
  afterAll(() => t.close());

  it('seeds only the built-in content with demo false', async () => {
    expect(await seedDatabase(t.deps, { demo: false })).toEqual(['builtin']);
    expect(await count(t.deps, 'seasons')).toBe(10);
    expect(await count(t.deps, 'competition_stages')).toBe(24);
    expect(await count(t.deps, 'events')).toBe(5);
    for (const table of ['home_posts', 'resources', 'teams', 'team_registrations', 'sponsors', 'regions'] as const) expect(await count(t.deps, table)).toBe(0);
    expect(await count(t.deps, 'files')).toBe(5); // the built-in events' banners
    expect(storedFiles(t)).toHaveLength(5);
  });

  it('adds no demo content later unless asked', async () => {
    expect(await seedDatabase(t.deps, {})).toEqual([]);
    expect(await count(t.deps, 'home_posts')).toBe(0);
  });

  it('leaves nothing behind when the demo part fails, then seeds it when asked again', async () => {
    let commits = 0;
    const failing: Deps = {
      ...t.deps,
      storage: {
        ...t.deps.storage,
        commit: async (temp, key) => {
          commits += 1;
          if (commits === 6) throw new Error('disk full');
          return t.deps.storage.commit(temp, key);
        },
      },
    };
    const before = await snapshot(t);
    await expect(seedDatabase(failing, { demo: true })).rejects.toThrow('Seeding demo content failed: disk full');
    expect(await snapshot(t)).toEqual(before);
    expect(readdirSync(`${t.uploadsDir}/.tmp`)).toEqual([]);

    expect(await seedDatabase(t.deps, { demo: true })).toEqual(['demo']);
    const season = await currentSeason(t.deps);
    expect(await t.deps.db.selectFrom('events').select('id').where('season_id', '=', season.id).execute()).toHaveLength(6);
    expect(await count(t.deps, 'home_posts')).toBe(6);
  });
});
