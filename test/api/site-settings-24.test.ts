// Issue 24: the contact roles' mailboxes, the association's legal details and the figures the contribute pages quote
// are site settings. A role without its own mailbox is not listed (with a gmail contact no stranger's mailbox appears);
// the migration gives a saved home statistics list its figures and never invents a mailbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await makeTestApp({ env: { CONTACT_EMAIL: 'ftc.romania@gmail.com' } });
  admin = await callerFor(t, 'ADMIN');
});
afterAll(() => t.close());

const publicSettings = async () => (await t.app.inject({ url: '/api/site/settings' })).json().message;
const current = async () => (await admin.siteSettings.get()).values;

describe('contact roles (defect 1)', () => {
  it('with a gmail contact address no role has a mailbox, and nothing on the gmail domain but the contact address', async () => {
    const pub = await publicSettings();
    expect(Object.values(pub.roleEmails)).toEqual([null, null, null, null, null, null, null]);
    const gmail = JSON.stringify(pub).match(/[\w.+-]+@gmail\.com/g);
    expect(gmail).toEqual(['ftc.romania@gmail.com']);
  });

  it("a role's saved mailbox is read publicly; a blank one stays null; a bad address is refused", async () => {
    await admin.siteSettings.update({ ...(await current()), judgingEmail: ' jurizare@ftcromania.ro ', marketingEmail: '' });
    const pub = await publicSettings();
    expect(pub.roleEmails.judgingEmail).toBe('jurizare@ftcromania.ro');
    expect(pub.roleEmails.marketingEmail).toBeNull();
    const refused = await refusal(admin.siteSettings.update({ ...(await current()), presidentEmail: 'presedinte@' }));
    expect(refused.status).toBe(400);
    expect((await publicSettings()).roleEmails.presidentEmail).toBeNull();
  });

  it('a missing or non-text contact address gets its field message, not a crash of the schema', async () => {
    const { contactEmail: _dropped, ...rest } = await current();
    // @ts-expect-error the contact address left out on purpose
    const missing = await refusal(admin.siteSettings.update(rest));
    expect(missing).toMatchObject({ status: 400, fieldErrors: { contactEmail: [expect.any(String)] } });
    // @ts-expect-error a number where text belongs, on purpose
    const number = await refusal(admin.siteSettings.update({ ...rest, contactEmail: 1 }));
    expect(number).toMatchObject({ status: 400, fieldErrors: { contactEmail: [expect.any(String)] } });
    expect(number.message).not.toMatch(/Cannot read|undefined/);
  });
});

describe('legal details and figures', () => {
  it('the legal name is known, the rest blank until entered; a saved value reaches the public read', async () => {
    expect((await publicSettings()).legal).toEqual({ name: 'Asociația Nație prin Educație', cif: null, registration: null, address: null, phone: null });
    await admin.siteSettings.update({ ...(await current()), legalCif: '12345678', legalRegistration: '12/2016', legalAddress: 'Str. Exemplu 1, București', legalPhone: '+40 700 000 000' });
    expect((await publicSettings()).legal).toEqual({
      name: 'Asociația Nație prin Educație',
      cif: '12345678',
      registration: '12/2016',
      address: 'Str. Exemplu 1, București',
      phone: '+40 700 000 000',
    });
    expect((await refusal(admin.siteSettings.update({ ...(await current()), legalPhone: 'call us' }))).status).toBe(400);
  });

  it('the figures are the home statistics by their figure, and the money invested', async () => {
    expect((await publicSettings()).figures).toEqual({ students: '4500+', teams: '220+', seasons: '10', volunteers: '180+', invested: '750.000 €' });
    const values = await current();
    const stats = values.homeStats.map((s) => (s.figure === 'teams' ? { ...s, value: '236' } : s));
    await admin.siteSettings.update({ ...values, homeStats: stats, investedFigure: '' });
    const pub = await publicSettings();
    expect(pub.homeStats.find((s: { figure: string }) => s.figure === 'teams').value).toBe('236');
    expect(pub.figures).toMatchObject({ teams: '236', invested: null });
  });
});

describe('migration 2026-11-27-100-home-stat-figures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'figures-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives a saved statistics list its figures by the default labels and writes no mailbox', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-27-100'));
    await migrateWithBackup(before.db, { databasePath, migrations: earlier });
    const saved = [
      { value: '5000+', label: 'elevi participanți' },
      { value: '99', label: 'roboți' },
      { value: '240', label: 'echipe înscrise' },
    ];
    await before.db.insertInto('site_settings').values({ key: 'homeStats', value: JSON.stringify(saved), updated_at: '2026-11-01T00:00:00.000Z' }).execute();
    await before.close();

    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads'), CONTACT_EMAIL: 'x@gmail.com' });
    const after = await buildApp({ config });
    const rows = await after.deps.db.selectFrom('site_settings').select(['key', 'value']).execute();
    await after.app.close();
    expect(rows.map((r) => r.key)).toEqual(['homeStats']);
    expect(JSON.parse(rows[0]!.value)).toEqual([
      { value: '5000+', label: 'elevi participanți', figure: 'students' },
      { value: '99', label: 'roboți', figure: '' },
      { value: '240', label: 'echipe înscrise', figure: 'teams' },
    ]);
  });
});
