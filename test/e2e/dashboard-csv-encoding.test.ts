// Issue 25, point 1 in the browser: an ADMIN imports the CSV that Excel on Romanian Windows saves (Windows-1250). The
// preview names the encoding it detected and shows the diacritics; choosing another encoding reads the file again,
// and one that cannot read it is refused with a message instead of importing "�".
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CSV_MESSAGES } from '../../src/shared/schemas/team-csv';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const fixture = (name: string) => ({ name, mimeType: 'text/csv', buffer: readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url)) });

describe('CSV import encodings (ADMIN)', () => {
  it('a Windows-1250 file is detected, shown with its diacritics, can be read otherwise, and imports intact', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/teams');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles(fixture('teams-windows-1250.csv'));
    await expectWeb(page.getByTestId('csv-encoding-used')).toContainText('Read as Windows-1250 (Excel, Central European) (detected)');
    const preview = page.getByRole('table', { name: 'Import preview' });
    await preview.getByText('Echipa Ştiinţă', { exact: true }).waitFor();
    await screenshot(page, 'csv-windows-1250-preview-1280.png', { fullPage: true });

    // The admin chooses UTF-8: the file cannot be read so, and says so; nothing can be imported.
    await page.getByLabel('Encoding').selectOption('utf-8');
    await page.getByText(TEAM_CSV_MESSAGES.undecodable, { exact: false }).waitFor();
    await expectWeb(page.getByRole('button', { name: /^Confirm import/ })).toBeDisabled();
    await screenshot(page, 'csv-utf8-refused-1280.png', { fullPage: true });

    await page.getByLabel('Encoding').selectOption('auto');
    await preview.getByText('Ţara Roboţilor', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Confirm import (2 rows)' }).click();
    await page.getByText('Imported: 2 new, 0 changed, 0 unchanged.').waitFor();
    const team = await site.t.deps.db.selectFrom('teams').selectAll().where('team_number', '=', 5001).executeTakeFirst();
    expect(team).toMatchObject({ name: 'Echipa Ştiinţă', city: 'Bucureşti' });
  });

  it('an unquoted separator is shown as "too many columns" on its line', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/teams');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles(fixture('teams-unquoted-separator.csv'));
    await page.getByText(`line 3: ${TEAM_CSV_MESSAGES.tooManyColumns}`, { exact: false }).waitFor();
    await expectWeb(page.getByTestId('csv-encoding-used')).toContainText('UTF-8 (detected)');
    await expectWeb(page.getByRole('button', { name: /^Confirm import/ })).toBeDisabled();
    await screenshot(page, 'csv-too-many-columns-1280.png', { fullPage: true });
  });
});
