// The dashboard's Overview tab (issue 25, point 7) in Chromium: the first tab after sign-in, with what is scheduled
// (and when, in Romania's time), the drafts, the last published items with "View on site", Edit and Preview from
// each, and for an ADMIN the last FTC sync's outcome. At 1280 px as an EDITOR and at 375 px as an ADMIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBucharest } from '../../src/shared/bucharest-time';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';
import { eventFields } from '../helpers/event-fixtures';
import { multipart } from '../helpers/multipart';
import { trpcUrl } from '../helpers/routes';

let site: Site;
let scheduled: { id: number; title: string; publishAt: string };
const DRAFT_EVENT = 'Demonstrație în lucru la Brașov';

beforeAll(async () => {
  site = await startSite();
  const db = site.t.deps.db;
  const editor = await site.t.client('EDITOR');
  const publishAt = new Date(site.t.clock.now() + 3 * 24 * 60 * 60_000).toISOString();
  const created = await editor.post(trpcUrl('posts.create'), {
    title: 'Anunț programat pentru joi',
    description: 'Se publică singur la ora stabilită.',
    priority: 2,
    imagePosition: 'LEFT',
    announcement: false,
    status: 'scheduled',
    publishAt,
  });
  expect(created.statusCode).toBe(200);
  scheduled = created.json().result.data;
  const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const draft = await editor.request({ method: 'POST', url: '/api/events', ...multipart(eventFields(season.id, { title: DRAFT_EVENT, status: 'draft' })) });
  expect(draft.statusCode).toBe(201);
  const report = {
    ftcYear: 2025,
    events: { added: ['ROCMP1', 'ROCMP2'], changed: [], unchanged: 3, skipped: [] },
    teams: { added: [], changed: [12345], withdrawn: [], unchanged: 20 },
    eventTeams: { added: 4, removed: 0 },
    warnings: [],
    details: [],
    held: null,
    forced: false,
  };
  await db
    .insertInto('ftc_sync_runs')
    .values({ trigger: 'schedule', user_id: null, ftc_year: 2025, status: 'success', progress: JSON.stringify({ step: 'done', calls: 9, done: 1, total: 1, message: 'Done' }), started_at: '2026-11-27T05:00:00.000Z', finished_at: '2026-11-27T05:01:00.000Z', report: JSON.stringify(report), error: null })
    .execute();
});
afterAll(() => site?.close());

describe('the Overview tab', () => {
  it('at 1280 px an EDITOR lands on it: scheduled with its time, drafts, published with View on site, Edit opens the form', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();

    const scheduledList = page.getByRole('region', { name: 'Scheduled' });
    const item = scheduledList.getByRole('listitem').filter({ hasText: scheduled.title });
    await item.waitFor();
    await expectWeb(item).toContainText(`Goes public ${formatBucharest(scheduled.publishAt)}`);
    await expectWeb(item.getByRole('link', { name: `Preview ${scheduled.title}` })).toHaveAttribute('href', `/preview/posts/${scheduled.id}`);
    await page.getByRole('region', { name: 'Drafts' }).getByText(DRAFT_EVENT).waitFor();

    // Published items link to their public page: a post to /news/{slug}, an event to /events/{code or id}.
    const published = page.getByRole('region', { name: 'Recently published' });
    await expectWeb(published.getByRole('listitem')).toHaveCount(5);
    for (const row of await published.getByRole('listitem').all()) {
      const kind = await row.locator('.dash-badge').textContent();
      const href = await row.getByRole('link', { name: /^View on site: / }).getAttribute('href');
      expect(href).toMatch(kind === 'Post' ? /^\/news\/[a-z0-9-]+$/ : /^\/events\/[\w-]+$/);
    }
    await expectWeb(page.getByRole('region', { name: 'FTC sync' })).toHaveCount(0); // ADMIN only
    await expectWeb(page.getByRole('region', { name: 'Team requests' })).toHaveCount(0);
    await screenshot(page, 'dashboard-overview-1280.png', { fullPage: true });

    await item.getByRole('link', { name: `Edit ${scheduled.title}` }).click();
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/posts/${scheduled.id}/edit$`));
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(scheduled.title);

    // The lists say "View on site" for a published item too, Preview for the others.
    const live = await site.t.deps.db.selectFrom('home_posts').select(['title', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    await page.goto(`${site.url}/dashboard/posts`);
    await expectWeb(page.getByRole('link', { name: `View on site: ${live.title}` })).toHaveAttribute('href', `/news/${live.slug}`);
    await expectWeb(page.getByRole('link', { name: `Preview ${scheduled.title}` })).toHaveAttribute('href', `/preview/posts/${scheduled.id}`);
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px an ADMIN also reads the team requests waiting and the last FTC sync, and nothing scrolls sideways', async () => {
    // A TEAM account linked to no team asks to join one (the seeded TEAM account is not linked).
    const team = await site.t.deps.db.selectFrom('teams').select('team_number').orderBy('id').executeTakeFirstOrThrow();
    const asked = await (await site.t.client('TEAM')).post(trpcUrl('teamRequests.ask'), { kind: 'join', teamNumber: team.team_number });
    expect(asked.statusCode).toBe(200);
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    const requests = page.getByRole('region', { name: 'Team requests' });
    await expectWeb(requests).toContainText('1 team request is waiting for an answer.');
    const sync = page.getByRole('region', { name: 'FTC sync' });
    await expectWeb(sync).toContainText(`The last sync succeeded ${formatBucharest('2026-11-27T05:01:00.000Z')}: 2 events added, 0 changed; 0 teams added, 1 changed.`);
    await page.getByRole('region', { name: 'Scheduled' }).getByText(scheduled.title).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    await screenshot(page, 'dashboard-overview-375.png', { fullPage: true });
    await sync.getByRole('link', { name: 'Open FTC Sync' }).click();
    await page.getByRole('heading', { name: 'FTC Events Sync' }).waitFor();
    await page.goBack();
    await requests.getByRole('link', { name: 'Answer them in Users' }).click();
    await page.getByText(/Team requests waiting \(1\)/).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
