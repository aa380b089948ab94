// Teams CSV (issue 25, point 1): the file's bytes are read in the encoding they were saved in (Excel on Romanian
// Windows: Windows-1250), the preview says which, the admin may choose another, and text holding U+FFFD is never taken
// in. A region without a status is never dropped unsaid; an unquoted separator is "too many columns" on its line.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CSV_MESSAGES } from '../../src/shared/schemas/team-csv';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let admin: Caller;
let seasonId = 0;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/csv/${name}`, import.meta.url)).toString('base64');
const teamByNumber = (n: number) => t.deps.db.selectFrom('teams').selectAll().where('team_number', '=', n).executeTakeFirst();

beforeAll(async () => {
  t = await makeTestApp();
  [, admin] = await callersForEveryRole(t);
  const season = await admin.seasons.create({ seasonNumber: 11, seasonName: 'Encoding season' });
  await admin.seasons.setCurrent({ id: season.id });
  seasonId = season.id;
});
afterAll(() => t.close());

describe('CSV encodings', () => {
  it('a Windows-1250 file from Excel is detected, previewed with its diacritics and imported intact', async () => {
    const file = fixture('teams-windows-1250.csv');
    const preview = await admin.teams.csvPreview({ seasonId, file });
    expect(preview.encoding).toEqual({ used: 'windows-1250', detected: true, bom: false });
    expect(preview.fileError).toBeNull();
    expect(preview.rows.map((r) => r.name)).toEqual(['Echipa Ştiinţă', 'Ţara Roboţilor']);
    await admin.teams.csvImport({ seasonId, file, encoding: preview.encoding!.used });
    expect(await teamByNumber(5001)).toMatchObject({ name: 'Echipa Ştiinţă', city: 'Bucureşti', school: 'Liceul „Mihai Viteazul”', about: 'Roboţi şi învăţare – Brăila' });
  });

  it('the admin can override the encoding; one that yields U+FFFD is refused, never imported', async () => {
    const file = fixture('teams-windows-1250.csv');
    const asUtf8 = await admin.teams.csvPreview({ seasonId, file, encoding: 'utf-8' });
    expect(asUtf8.encoding).toEqual({ used: 'utf-8', detected: false, bom: false });
    expect(asUtf8.fileError).toContain(TEAM_CSV_MESSAGES.undecodable);
    expect(asUtf8.fileError).toContain('line 2');
    expect((await refusal(admin.teams.csvImport({ seasonId, file, encoding: 'utf-8' }))).status).toBe(400);
    // Text already decoded with U+FFFD in it (an API client's mistake) is refused the same way.
    const broken = await admin.teams.csvPreview({ seasonId, csv: 'team_number;name;city;region;school;website;description;status\n5003;Echipa \uFFFDtiin\uFFFD\uFFFD;;;;;;\n' });
    expect(broken.fileError).toContain(TEAM_CSV_MESSAGES.undecodable);
    const iso16 = await admin.teams.csvPreview({ seasonId, file, encoding: 'iso-8859-16' });
    expect(iso16.encoding?.detected).toBe(false);
    expect(iso16.rows[0]!.name).toBe('Echipa Știință');
  });

  it('an ISO-8859-16 file (with „ ” quotes) is detected as such', async () => {
    const iconv = (await import('iconv-lite')).default;
    const text = 'team_number;name;city;region;school;website;description;status\n5301;Roboții „Vulturii”;Brăila;;;;;\n';
    const preview = await admin.teams.csvPreview({ seasonId, file: iconv.encode(text, 'iso-8859-16').toString('base64') });
    expect(preview.encoding).toEqual({ used: 'iso-8859-16', detected: true, bom: false });
    expect(preview.rows[0]!.name).toBe('Roboții „Vulturii”');
  });

  it('a UTF-8 file with a BOM is read as UTF-8 and the BOM is not part of the first column', async () => {
    const file = fixture('teams-utf8-bom.csv');
    const preview = await admin.teams.csvPreview({ seasonId, file });
    expect(preview.encoding).toEqual({ used: 'utf-8', detected: true, bom: true });
    expect(preview.fileError).toBeNull();
    expect(preview.rows[0]).toMatchObject({ kind: 'new', name: 'Echipa Științe' });
    // Line 3 has a region and no status, for a team not registered: said, not dropped.
    expect(preview.rows[1]).toMatchObject({ line: 3, kind: 'invalid', reasons: [TEAM_CSV_MESSAGES.regionWithoutStatus] });
  });

  it('a region with an empty status moves an existing registration and keeps its status', async () => {
    const header = 'team_number;name;city;region;school;website;description;status';
    await admin.teams.csvImport({ seasonId, csv: `${header}\n5401;Delta;Arad;Vest;;;;PENDING\n` });
    const preview = await admin.teams.csvPreview({ seasonId, csv: `${header}\n5401;Delta;Arad;Centru;;;;\n` });
    expect(preview.rows[0]).toMatchObject({ kind: 'changed', changes: ['region'] });
    await admin.teams.csvImport({ seasonId, csv: `${header}\n5401;Delta;Arad;Centru;;;;\n` });
    const [row] = (await admin.teams.list({ seasonId, search: 'Delta' })).filter((x) => x.internationalNumber === 5401);
    expect(row?.registration).toMatchObject({ regionName: 'Centru', registrationStatus: 'PENDING' });
  });

  it('an unquoted separator is "too many columns" on its line, and nothing is imported', async () => {
    const file = fixture('teams-unquoted-separator.csv');
    const preview = await admin.teams.csvPreview({ seasonId, file });
    expect(preview.rows.map((r) => [r.line, r.kind])).toEqual([
      [2, 'new'],
      [3, 'invalid'],
      [4, 'new'],
    ]);
    expect(preview.rows[1]!.reasons[0]).toBe(`line 3: ${TEAM_CSV_MESSAGES.tooManyColumns} (9 columns, the header has 8)`);
    expect((await refusal(admin.teams.csvImport({ seasonId, file }))).message).toBe(TEAM_CSV_MESSAGES.invalidRows);
    expect(await teamByNumber(5201)).toBeUndefined();
  });

  it('takes exactly one of file or csv', async () => {
    expect((await refusal(admin.teams.csvPreview({ seasonId }))).status).toBe(400);
    expect((await refusal(admin.teams.csvPreview({ seasonId, csv: 'a', file: 'YQ==' }))).status).toBe(400);
  });
});
