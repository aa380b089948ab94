// A page whose script cannot be loaded (the site was updated while the tab was open, so the old chunk is gone) does
// not blank the site: the browser reloads once to get the new build, and when the chunk is still missing it shows a
// message with a reload button, the navbar and footer still there, and the next link works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/site-pages';
import { expectWeb, openClientSide, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('a page that fails to load', () => {
  it('reloads once for a missing chunk, then shows a message; the rest of the site keeps working', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    const missing = /\/assets\/news-page-[\w-]+\.js$/;
    await page.route(missing, (route) => route.fulfill({ status: 404, body: '' }));
    const newsDocuments: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === paths.news) newsDocuments.push(request.url());
    });

    // A visitor on another page follows a link to the news: the chunk is missing.
    await openClientSide(page, site.url, paths.news);
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Pagina nu a putut fi afișată' })).toBeVisible();
    // One reload (a full load of /news, which failed the same way), then the message: no reload loop.
    expect(newsDocuments).toHaveLength(1);
    await expectWeb(page.getByRole('button', { name: 'Reîncarcă pagina' })).toBeVisible();
    await shot('page-failed');
    await expectWeb(page.getByRole('navigation').first()).toBeVisible();
    await expectWeb(page.locator('footer')).toBeVisible();

    // The next address clears the message (its own chunk loads).
    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).first().click();
    await expectWeb(page).toHaveTitle('Evenimente · FIRST Tech Challenge Romania');
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Pagina nu a putut fi afișată' })).toHaveCount(0);
    await expectWeb(page.locator('main h1').first()).toBeVisible();

    // Back to the news, still missing: the message again, without another reload.
    await page.goBack();
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Pagina nu a putut fi afișată' })).toBeVisible();
    expect(newsDocuments).toHaveLength(1);

    // Once the chunk is there again, the reload button brings the page back.
    await page.unroute(missing);
    await page.getByRole('button', { name: 'Reîncarcă pagina' }).click();
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Pagina nu a putut fi afișată' })).toHaveCount(0);
    await expectWeb(page.locator('main h1').first()).toBeVisible();
    expect(newsDocuments).toHaveLength(2);
  });
});
