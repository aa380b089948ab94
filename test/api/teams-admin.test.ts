// Teams (issue 13): the ADMIN's filters and CSV import/export, and a TEAM user editing its own team's profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CSV_MESSAGES } from '../../src/shared/schemas/team-csv';
import { TEAM_MESSAGES } from '../../src/shared/schemas/teams';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { multipart, samples } from '../helpers/multipart';

let t: TestApp;
let editor: Caller;
let admin: Caller;
let team: Caller;
let visitor: Caller;
let teamClient: Client;
let seasonId = 0;
const HEADER = 'team_number;name;city;region;school;website;description;status';

const teamCount = async () => (await t.deps.db.selectFrom('teams').select('id').execute()).length;
const registrationCount = async () => (await t.deps.db.selectFrom('team_registrations').select('id').execute()).length;

async function upload(client: Client, entityType: string, data: Buffer, filename: string) {
  const body = multipart({ entityType }, { name: 'file', filename, data });
  return client.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
}

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, team, visitor] = await callersForEveryRole(t);
  teamClient = await t.client('TEAM');
  const season = await admin.seasons.create({ seasonNumber: 10, seasonName: 'DECODE 2025-2026' });
  await admin.seasons.setCurrent({ id: season.id });
  seasonId = season.id;
});
afterAll(() => t.close());

describe('CSV import', () => {
  it('a file with one invalid row: the preview says why, and the import writes nothing at all', async () => {
    const csv = `\uFEFF${HEADER}\n101;Robo Brașov;Brașov;Centru;Colegiul Național;https://robo.ro;Echipa noastră;ACTIVE\n102;X;Cluj;;;;;\n103;Gears;Iași;Nord-Est;;ftp://gears.ro;;PENDING\n`;
    const before = [await teamCount(), await registrationCount()];
    const preview = await admin.teams.csvPreview({ seasonId, csv });
    expect(preview.fileError).toBeNull();
    expect(preview.rows.map((r) => [r.line, r.kind])).toEqual([
      [2, 'new'],
      [3, 'invalid'],
      [4, 'invalid'],
    ]);
    expect(preview.rows[1]!.reasons).toEqual([`name: ${TEAM_MESSAGES.name}`]);
    expect(preview.rows[2]!.reasons).toEqual([`website: ${TEAM_MESSAGES.url}`]);
    const refused = await refusal(admin.teams.csvImport({ seasonId, csv }));
    expect(refused).toMatchObject({ status: 400, message: TEAM_CSV_MESSAGES.invalidRows });
    expect([await teamCount(), await registrationCount()]).toEqual(before);
  });

  it('good rows (`,` separated, quoted, diacritics) are written in one go and shown on the public teams table', async () => {
    const csv = 'team_number,name,city,region,school,website,description,status\r\n101,Robo Brașov,Brașov,Centru,"Colegiul ""Șaguna""",https://robo.ro,"Echipa; noastră",ACTIVE\r\n104,Țepeș Tech,Târgoviște,,,,,\r\n';
    const preview = await admin.teams.csvPreview({ seasonId, csv });
    expect(preview.counts).toEqual({ new: 2, changed: 0, unchanged: 0, invalid: 0 });
    const imported = await admin.teams.csvImport({ seasonId, csv });
    expect(imported.counts.new).toBe(2);
    const page = (await t.app.inject({ url: '/api/teams/all' })).json().data as Array<{ name: string; regionName: string; registrationStatus: string }>;
    expect(page).toEqual([expect.objectContaining({ name: 'Robo Brașov', regionName: 'Centru', registrationStatus: 'CONFIRMED' })]);
    const robo = (await admin.teams.list({ search: 'saguna' }))[0]!;
    expect(robo).toMatchObject({ internationalNumber: 101, school: 'Colegiul "Șaguna"', about: 'Echipa; noastră' });
    // The same file again: unchanged; one changed cell: changed, with the column named.
    expect((await admin.teams.csvPreview({ seasonId, csv })).counts).toEqual({ new: 0, changed: 0, unchanged: 2, invalid: 0 });
    const changed = await admin.teams.csvPreview({ seasonId, csv: csv.replace('Târgoviște,,,,,', 'Târgoviște,Sud,,,,WITHDRAWN') });
    expect(changed.rows[1]).toMatchObject({ kind: 'changed', changes: ['status', 'region'] });
  });

  it('a wrong header, an empty file or a duplicate number in the file is refused clearly', async () => {
    expect((await admin.teams.csvPreview({ seasonId, csv: 'numar;nume\n1;A\n' })).fileError).toBe(TEAM_CSV_MESSAGES.header);
    expect((await admin.teams.csvPreview({ seasonId, csv: '' })).fileError).toBe(TEAM_CSV_MESSAGES.empty);
    const dup = await admin.teams.csvPreview({ seasonId, csv: `${HEADER}\n200;Alpha;;;;;;\n200;Beta;;;;;;\n` });
    expect(dup.rows.map((r) => r.kind)).toEqual(['new', 'invalid']);
    expect(dup.rows[1]!.reasons[0]).toContain(TEAM_CSV_MESSAGES.duplicateInFile);
  });

  it('exports the season in the import columns; importing the export changes nothing', async () => {
    const { csv, filename } = await admin.teams.csvExport({ seasonId });
    expect(filename).toBe('teams-season-10.csv');
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(csv).toContain('101;Robo Brașov;Brașov;Centru;"Colegiul ""Șaguna""";https://robo.ro;"Echipa; noastră";ACTIVE');
    const again = await admin.teams.csvPreview({ seasonId, csv });
    expect(again.counts.changed + again.counts.new + again.counts.invalid).toBe(0);
  });

  it('is for ADMIN only', async () => {
    const input = { seasonId, csv: `${HEADER}\n300;Gamma;;;;;;\n` };
    expect((await refusal(editor.teams.csvImport(input))).status).toBe(403);
    expect((await refusal(team.teams.csvPreview(input))).status).toBe(403);
    expect((await refusal(visitor.teams.csvExport({ seasonId }))).status).toBe(401);
  });
});

describe('teams: filters and bad input', () => {
  it('filters by status and region and searches without diacritics', async () => {
    expect((await admin.teams.list({ status: 'CONFIRMED' })).map((x) => x.internationalNumber)).toEqual([101]);
    expect((await admin.teams.list({ status: 'NONE' })).map((x) => x.internationalNumber)).toContain(104);
    expect((await admin.teams.list({ search: 'tepes targoviste' })).length).toBe(0);
    expect((await admin.teams.list({ search: 'TARGOVISTE' })).map((x) => x.name)).toEqual(['Țepeș Tech']);
    const centru = (await admin.teams.regions()).find((r) => r.name === 'Centru')!;
    expect((await admin.teams.list({ regionId: centru.id })).map((x) => x.internationalNumber)).toEqual([101]);
  });

  it('duplicate number, a link that is not http(s) and a logo that is not an image change nothing', async () => {
    const id = (await admin.teams.list({ search: 'Țepeș' }))[0]!.id;
    expect((await refusal(admin.teams.update({ id, teamNumber: 101 }))).message).toBe(TEAM_MESSAGES.duplicateNumber);
    expect((await refusal(admin.teams.update({ id, website: 'javascript:alert(1)' }))).message).toBe(TEAM_MESSAGES.url);
    const pdf = await upload(await t.client('ADMIN'), 'team_logo', samples.pdf(), 'logo.pdf');
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, 'Please select an image file']);
    const doc = (await upload(await t.client('ADMIN'), 'resource_file', samples.pdf(), 'r.pdf')).json().message as { id: number };
    expect((await refusal(admin.teams.update({ id, logoId: doc.id }))).message).toBe('Please select an image file');
    expect((await admin.teams.list({ search: 'Țepeș' }))[0]).toMatchObject({ internationalNumber: 104, website: null, logo: null });
  });
});

describe('TEAM user: its own team profile only', () => {
  it('edits description, links and logo of its linked team, and nothing else', async () => {
    const mine = (await admin.teams.list({ search: 'Brașov' }))[0]!;
    const other = (await admin.teams.list({ search: 'Țepeș' }))[0]!;
    const teamUser = await t.deps.db.selectFrom('users').select('id').where('email', '=', EMAILS.TEAM).executeTakeFirstOrThrow();
    expect(await team.teams.myTeam()).toBeNull();
    expect((await refusal(team.teams.updateProfile({ teamId: mine.id, about: 'Noi' }))).message).toBe(TEAM_MESSAGES.notYourTeam);
    await admin.users.setTeam({ id: teamUser.id, teamId: mine.id });
    expect((await team.teams.myTeam())?.id).toBe(mine.id);

    const logo = await upload(teamClient, 'team_logo', samples.png(), 'logo.png');
    expect(logo.statusCode).toBe(201);
    const saved = await team.teams.updateProfile({
      teamId: mine.id,
      about: 'Suntem echipa din Brașov.',
      instagram: 'https://instagram.com/robo',
      logoId: logo.json().message.id,
      // Not part of the profile: dropped by the schema, never written.
      // @ts-expect-error not a profile field, on purpose
      name: 'Renamed',
      teamNumber: 1,
    });
    expect(saved).toMatchObject({ name: 'Robo Brașov', internationalNumber: 101, about: 'Suntem echipa din Brașov.', instagram: 'https://instagram.com/robo' });
    expect(saved.logo?.mimeType).toBe('image/png');

    // Another team, another kind of upload, the ADMIN's procedures: refused.
    expect((await refusal(team.teams.updateProfile({ teamId: other.id, about: 'Hacked' }))).status).toBe(403);
    expect((await refusal(team.teams.update({ id: mine.id, name: 'Renamed' }))).status).toBe(403);
    expect((await upload(teamClient, 'sponsor_logo', samples.png(), 'x.png')).statusCode).toBe(403);
    expect((await refusal(team.teams.updateProfile({ teamId: mine.id, website: 'ftp://robo.ro' }))).message).toBe(TEAM_MESSAGES.url);
    expect((await admin.teams.list({ search: 'Țepeș' }))[0]!.about).toBeNull();

    // Unlinked: refused at once.
    await admin.users.setTeam({ id: teamUser.id, teamId: null });
    expect((await refusal(team.teams.updateProfile({ teamId: mine.id, about: 'Again' }))).status).toBe(403);
  });

  it('deleting a team removes its logo file when nothing else uses it', async () => {
    const mine = (await admin.teams.list({ search: 'Brașov' }))[0]!;
    const logoId = mine.logo!.id;
    await admin.teams.delete({ id: mine.id });
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', logoId).executeTakeFirst()).toBeUndefined();
  });
});
