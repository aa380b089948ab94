// The Sponsors tab in a real browser (issue 13): an ADMIN searches the library, creates a sponsor with a logo (after
// the form's messages), gives it a tier, and /about/sponsors shows it in that tier; an EDITOR edits the library but
// sees no tier fields; the tab works at 375 px without sideways scrolling; a deleted sponsor's logo file goes when the
// bin is emptied.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE, sponsorLogo } from '../../db/seed/images';
import { SPONSOR_MESSAGES } from '../../src/shared/schemas/sponsors';
import { EMAILS } from '../helpers/app';
import { emptyBin } from '../helpers/bin';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function openSponsors(page: Page, email: string) {
  await openSignedIn(site, page, email, '/dashboard/sponsors');
  await page.getByRole('list', { name: 'Sponsor library' }).waitFor();
}

const item = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function confirmWith(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('sponsor library (ADMIN)', () => {
  it('creates a sponsor with a logo, sets a GOLD tier, and /about/sponsors shows it; delete and the emptied bin remove the logo file', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSponsors(page, EMAILS.ADMIN);

    // Search ignores accents and case.
    await page.getByLabel('Search sponsors', { exact: true }).fill('somes');
    await item(page, 'Someș Software').waitFor();
    await expectWeb(item(page, 'Voltaris')).toHaveCount(0);
    await page.getByLabel('Search sponsors', { exact: true }).fill('');

    await page.getByRole('button', { name: 'Create Sponsor' }).click();
    const form = page.getByRole('form', { name: 'New sponsor' });
    // The submit is aria-disabled while the form is invalid; Enter on it still shows every message.
    await form.getByRole('button', { name: 'Create Sponsor' }).press('Enter');
    for (const message of [SPONSOR_MESSAGES.name, SPONSOR_MESSAGES.size, SPONSOR_MESSAGES.legalName]) await form.getByText(message, { exact: true }).waitFor();
    await form.getByLabel('Company name', { exact: true }).fill('Transilvania Robotics');
    await form.getByLabel('Company size', { exact: true }).selectOption('Medium (51-250)');
    await form.getByLabel('Legal company name', { exact: true }).fill('Transilvania Robotics S.R.L.');
    await form.getByLabel('Website', { exact: true }).fill('ftp://transilvania.ro');
    await form.getByText(SPONSOR_MESSAGES.link, { exact: true }).waitFor();
    await form.getByLabel('Website', { exact: true }).fill('https://transilvania-robotics.ro');
    await form.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'tr.png', mimeType: 'image/png', buffer: sponsorLogo('Transilvania Robotics', PALETTE.orange) });
    await form.getByLabel('Partner tier', { exact: true }).selectOption('GOLD');
    await form.getByLabel('Order in tier', { exact: true }).fill('0');
    await form.getByRole('button', { name: 'Create Sponsor' }).click();
    await waitForMessage(page, 'Sponsor created successfully!');
    await item(page, 'Transilvania Robotics').getByText('GOLD #0').waitFor();

    const row = await site.t.deps.db.selectFrom('sponsors').selectAll().where('name', '=', 'Transilvania Robotics').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tier: 'GOLD', tier_order: 0, link: 'https://transilvania-robotics.ro' });
    const key = (await site.t.deps.db.selectFrom('files').select('storage_key').where('id', '=', row.logo_id!).executeTakeFirstOrThrow()).storage_key;

    // The partners page shows it in the GOLD tier, linking to its site in a new tab, before the demo's GOLD partner.
    const visitor = await site.open(WIDTHS.mobile);
    await visitor.page.goto(site.url + '/about/sponsors');
    const gold = visitor.page.locator('section', { has: visitor.page.getByRole('heading', { level: 2, name: 'GOLD', exact: true }) });
    const link = gold.getByRole('link', { name: /Transilvania Robotics/ });
    await expectWeb(link).toHaveAttribute('href', 'https://transilvania-robotics.ro');
    await expectWeb(link).toHaveAttribute('target', '_blank');
    await expectWeb(gold.locator('img[alt="Sigla Transilvania Robotics"]')).toHaveCount(1);
    await expectWeb(gold.locator('img').first()).toHaveAttribute('alt', 'Sigla Transilvania Robotics');

    // Edit: take it off the partners page, then delete it: the logo leaves the disk.
    await item(page, 'Transilvania Robotics').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit sponsor Transilvania Robotics' });
    await edit.getByLabel('Partner tier', { exact: true }).selectOption('');
    await edit.getByRole('button', { name: 'Save Sponsor' }).click();
    await waitForMessage(page, 'Sponsor updated successfully!');
    await item(page, 'Transilvania Robotics').getByText('Not a partner').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 2, name: 'GOLD', exact: true }).waitFor();
    await expectWeb(visitor.page.getByRole('link', { name: /Transilvania Robotics/ })).toHaveCount(0);

    await item(page, 'Transilvania Robotics').getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Delete the sponsor "Transilvania Robotics"? Are you sure you want to delete this sponsor?', 'Delete');
    await waitForMessage(page, 'Sponsor deleted successfully!');
    await expectWeb(item(page, 'Transilvania Robotics')).toHaveCount(0);
    // In the bin its logo waits on disk (decision 198); emptied, the bin removes it.
    expect(existsSync(path.join(site.t.uploadsDir, key))).toBe(true);
    await emptyBin(site.t);
    expect(existsSync(path.join(site.t.uploadsDir, key))).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});

describe('sponsor library (EDITOR) and layout', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`an EDITOR edits a sponsor without tier fields, with no sideways scrolling at ${width}px`, async () => {
      const { page, consoleErrors } = await site.open(width);
      await openSponsors(page, EMAILS.EDITOR);
      await item(page, 'Voltaris').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('form', { name: 'Edit sponsor Voltaris' });
      await expectWeb(edit.getByLabel('Partner tier', { exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await edit.getByLabel('Legal company name', { exact: true }).fill(`Voltaris ${width} S.R.L.`);
      await edit.getByRole('button', { name: 'Save Sponsor' }).click();
      await waitForMessage(page, 'Sponsor updated successfully!');
      const row = await site.t.deps.db.selectFrom('sponsors').select(['legal_name', 'tier']).where('name', '=', 'Voltaris').executeTakeFirstOrThrow();
      expect(row).toEqual({ legal_name: `Voltaris ${width} S.R.L.`, tier: 'SILVER' });
      expect(consoleErrors).toEqual([]);
    });
  }
});
