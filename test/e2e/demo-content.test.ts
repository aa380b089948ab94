// Demo content in a real browser (issue 13): an ADMIN sees the banner on a demo site, confirms the removal, and then
// the public pages show their empty states (news, teams, partners), every demo file is gone from disk, and what a
// person created (a post, a sponsor on a demo event) stays. An EDITOR never sees the banner.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('demo content', () => {
  it('an EDITOR sees no banner', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Home Posts' }).waitFor();
    await expectWeb(page.getByRole('region', { name: 'Demo content' })).toHaveCount(0);
  });

  it('an ADMIN removes every demo row and file, and nothing people created', async () => {
    const db = site.t.deps.db;
    // The demo's files (the built-in sample events have their own images, which stay).
    const demoFiles = await db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('id', 'in', db.selectFrom('demo_rows').select('row_id').where('table_name', '=', 'files'))
      .execute();
    const demoKeys = demoFiles.map((r) => r.storage_key);
    expect(demoKeys.length).toBeGreaterThan(10);
    const builtinFiles = await db.selectFrom('files').select('id').where('id', 'not in', demoFiles.map((f) => f.id)).orderBy('id').execute();
    expect(builtinFiles).toHaveLength(5);
    // A person's own post, and a sponsor of theirs: neither is demo content.
    const admin = await site.t.client('ADMIN');
    const post = await admin.post('/api/home-posts', { title: 'Anunț oficial', description: 'Înscrierile pentru sezonul nou sunt deschise.' });
    expect(post.statusCode, post.body).toBe(201);
    const sponsor = await admin.post('/api/sponsors', { name: 'Firma Reală', size: 'Startup', legal_name: 'Firma Reală SRL' });
    expect(sponsor.statusCode, sponsor.body).toBe(201);

    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    const banner = page.getByRole('region', { name: 'Demo content' });
    await banner.getByText('This site shows demo content.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Cancel changes nothing.
    await banner.getByRole('button', { name: 'Remove demo content' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await banner.waitFor();
    expect(await db.selectFrom('home_posts').select('id').execute()).not.toHaveLength(1);

    await banner.getByRole('button', { name: 'Remove demo content' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove demo content' }).click();
    await page.getByText(/^Demo content removed \(\d+ rows, \d+ files\)\.$/).waitFor();
    await expectWeb(banner).toHaveCount(0);

    // Only the person's rows are left; every demo file is gone, row and bytes.
    expect((await db.selectFrom('home_posts').select('title').execute()).map((r) => r.title)).toEqual(['Anunț oficial']);
    expect((await db.selectFrom('sponsors').select('name').execute()).map((r) => r.name)).toEqual(['Firma Reală']);
    for (const table of ['events', 'teams', 'resources', 'team_registrations', 'regions'] as const) {
      const rows = await db.selectFrom(table).select('id').execute();
      // The built-in sample events of seasons 8 and 9 are not demo content; nothing else is left.
      if (table === 'events') expect(rows).toHaveLength(5);
      else expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom('files').select('id').orderBy('id').execute()).toEqual(builtinFiles);
    for (const key of demoKeys) expect(existsSync(path.join(site.t.uploadsDir, key)), key).toBe(false);
    expect((await db.selectFrom('competition_stages').select('season_label').distinct().execute()).map((r) => r.season_label)).not.toContain('2025-2026');

    // The public pages show their empty states.
    const visitor = await site.open(WIDTHS.desktop);
    await visitor.page.goto(site.url + '/about/sponsors');
    await visitor.page.getByText('Lista partenerilor noștri va apărea aici în curând.', { exact: false }).waitFor();
    await expectWeb(visitor.page.getByRole('link', { name: 'află cum poți sprijini programul ca firmă' })).toHaveAttribute('href', '/contribute/companies');
    await expectWeb(visitor.page.locator('main img')).toHaveCount(0);
    await visitor.page.goto(site.url + '/teams');
    await visitor.page.getByRole('heading', { name: 'În curând' }).waitFor();
    await visitor.page.goto(site.url + '/concursuri');
    await visitor.page.getByRole('tab', { name: '2024-2025' }).waitFor();
    await expectWeb(visitor.page.getByRole('tab', { name: '2025-2026' })).toHaveCount(0);
    await visitor.page.goto(site.url + '/news');
    await visitor.page.getByText('Anunț oficial').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
