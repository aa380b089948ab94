// Issue 13, site settings: only an ADMIN reads and saves them; bad input (IBAN checksum, a link that is not http(s),
// an image that is not an image, a brochure that is not a PDF) is refused with a clear message and changes nothing;
// a setting never saved is its environment default; the public read shows what was saved at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_PROBLEMS } from '../../src/shared/embed-inputs';
import { ibanChecksumOk, SITE_SETTINGS_MESSAGES } from '../../src/shared/schemas/site-settings';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { multipart, samples, type FilePart } from '../helpers/multipart';
import { uploadState } from '../helpers/uploads';
import { FILLED_EMBEDS, TEST_IBAN } from '../helpers/site-settings';

let t: TestApp;
let admin: Caller;
let adminHttp: Client;
beforeAll(async () => {
  t = await makeTestApp({ env: { CONTACT_EMAIL: 'contact@natie.ro', TEAM_PORTAL_URL: 'https://portal.natie.ro' } });
  admin = await callerFor(t, 'ADMIN');
  adminHttp = await t.client('ADMIN');
});
afterAll(() => t.close());

const publicSettings = async () => (await t.app.inject({ url: '/api/site/settings' })).json().message;
const current = async () => (await admin.siteSettings.get()).values;

async function upload(client: Client, entityType: string, file: FilePart) {
  const body = multipart({ entityType }, file);
  return client.request({ method: 'POST', url: '/api/files/upload', ...body });
}

describe('defaults', () => {
  it('a setting never saved is its environment value; embeds start empty and are hidden', async () => {
    const values = await current();
    expect(values.contactEmail).toBe('contact@natie.ro');
    expect(values.teamPortalUrl).toBe('https://portal.natie.ro');
    const pub = await publicSettings();
    expect(pub).toMatchObject({ contactEmail: 'contact@natie.ro', teamPortalUrl: 'https://portal.natie.ro', payment: null, bank: null, redirect: null });
    expect(pub.embeds).toEqual({
      playlistId: null,
      teamMapUrl: null,
      firstVideoId: null,
      trainingVideoIds: [],
      getStartedVideoId: null,
      volunteerFormUrl: null,
      alumniFormUrl: null,
    });
    expect(pub.homeStats).toHaveLength(4);
    expect(JSON.stringify(pub)).not.toMatch(/example\.com/);
  });
});

describe('permissions', () => {
  it('only an ADMIN reads and saves the settings', async () => {
    const [editor, , team, visitor] = await callersForEveryRole(t);
    const values = await current();
    for (const caller of [editor, team]) {
      expect((await refusal(caller.siteSettings.get())).status).toBe(403);
      expect((await refusal(caller.siteSettings.update({ ...values, contactEmail: 'x@y.ro' }))).status).toBe(403);
    }
    expect((await refusal(visitor.siteSettings.update(values))).status).toBe(401);
    expect((await current()).contactEmail).toBe('contact@natie.ro');
  });

  it('an EDITOR cannot upload a settings file (nothing is stored)', async () => {
    const editor = await t.client('EDITOR');
    const before = await uploadState(t);
    const res = await upload(editor, 'site_document', { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: samples.pdf() });
    expect(res.statusCode).toBe(403);
    expect(await uploadState(t)).toEqual(before);
  });
});

describe('saving', () => {
  it('saves every setting and the public read shows it at once', async () => {
    await publicSettings(); // cached before the write
    const values = await current();
    await admin.siteSettings.update({ ...values, ...FILLED_EMBEDS, iban: 'ro49 aaaa 1b31 0075 9384 0000', bankName: 'BT', form230Url: 'https://formular230.ro/natie', form230Deadline: '2027-05-25', cardEnabled: false });
    const saved = await current();
    expect(saved.iban).toBe(TEST_IBAN);
    const pub = await publicSettings();
    expect(pub.bank).toEqual({ iban: TEST_IBAN, bankName: 'BT', beneficiary: 'Asociația Nație prin Educație' });
    expect(pub.embeds.playlistId).toBe(FILLED_EMBEDS.playlistId);
    expect(pub.embeds.trainingVideoIds).toEqual([FILLED_EMBEDS.trainingVideo1Id, FILLED_EMBEDS.trainingVideo2Id, FILLED_EMBEDS.trainingVideo3Id]);
    expect(pub.redirect).toEqual({ url: 'https://formular230.ro/natie', pdf: null, deadline: '2027-05-25' });
    // Pasted as staff copy them (issue 25): the links and the embed code are stored as the ids and addresses understood.
    await admin.siteSettings.update({
      ...saved,
      firstVideoId: 'https://youtu.be/dQw4w9WgXcQ?si=share',
      playlistId: 'https://www.youtube.com/playlist?list=PLsettingsPasted01',
      teamMapUrl: '<iframe src="https://www.google.com/maps/d/embed?mid=pasted-map&amp;ehbc=2E312F" width="640" height="480"></iframe>',
      volunteerFormUrl: 'https://docs.google.com/forms/d/e/pasted-form/viewform?usp=sf_link',
    });
    const pasted = await publicSettings();
    expect(pasted.embeds).toMatchObject({
      firstVideoId: 'dQw4w9WgXcQ',
      playlistId: 'PLsettingsPasted01',
      teamMapUrl: 'https://www.google.com/maps/d/embed?mid=pasted-map',
      volunteerFormUrl: 'https://docs.google.com/forms/d/e/pasted-form/viewform',
    });
    // Cleared again: the blocks are hidden.
    await admin.siteSettings.update({ ...saved, playlistId: '', iban: '', form230Url: '' });
    const cleared = await publicSettings();
    expect(cleared.embeds.playlistId).toBeNull();
    expect(cleared.bank).toBeNull();
    expect(cleared.redirect).toBeNull();
  });

  it('a brochure PDF and a slide image upload, are named by the settings and served', async () => {
    const pdf = await upload(adminHttp, 'site_document', { name: 'file', filename: 'prezentare.pdf', contentType: 'application/pdf', data: samples.pdf(2000) });
    expect(pdf.statusCode).toBe(201);
    const png = await upload(adminHttp, 'site_image', { name: 'file', filename: 'slide.png', contentType: 'image/png', data: samples.png() });
    expect(png.statusCode).toBe(201);
    const pdfId = pdf.json().message.id as number;
    const pngId = png.json().message.id as number;
    const values = await current();
    await admin.siteSettings.update({ ...values, presentationRo: pdfId, slides: [{ imageId: pngId, caption: 'Finala națională' }] });
    const pub = await publicSettings();
    expect(pub.brochures.presentationRo).toBe(`/api/files/public/${pdfId}`);
    expect(pub.slides).toEqual([expect.objectContaining({ id: pngId, src: `/api/files/public/${pngId}`, caption: 'Finala națională' })]);
    const file = await t.app.inject({ url: pub.brochures.presentationRo });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Replaced: the old brochure's file is removed (row and bytes).
    const next = await upload(adminHttp, 'site_document', { name: 'file', filename: 'prezentare-2.pdf', contentType: 'application/pdf', data: samples.pdf(10) });
    await admin.siteSettings.update({ ...(await current()), presentationRo: next.json().message.id });
    expect((await t.app.inject({ url: `/api/files/public/${pdfId}` })).statusCode).toBe(404);
  });
});

describe('card payments and the Formular 230', () => {
  it('the buy button reaches the pages only with the keys and card donations switched on', async () => {
    const paying = await makeTestApp({ env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_BUY_BUTTON_ID: 'buy_btn_123' } });
    try {
      const read = async () => (await paying.app.inject({ url: '/api/site/settings' })).json().message;
      expect((await read()).payment).toEqual({ publishableKey: 'pk_test_123', buyButtonId: 'buy_btn_123' });
      const caller = await callerFor(paying, 'ADMIN');
      const settings = await caller.siteSettings.get();
      expect(settings.cardKeysConfigured).toBe(true);
      await caller.siteSettings.update({ ...settings.values, cardEnabled: false });
      expect((await read()).payment).toBeNull();
    } finally {
      await paying.close();
    }
    expect((await admin.siteSettings.get()).cardKeysConfigured).toBe(false);
  });

  it('a Formular 230 PDF is offered for download with the deadline', async () => {
    const pdf = await upload(adminHttp, 'site_document', { name: 'file', filename: 'formular-230.pdf', contentType: 'application/pdf', data: samples.pdf(100) });
    const id = pdf.json().message.id as number;
    await admin.siteSettings.update({ ...(await current()), form230FileId: id, form230Deadline: '2027-05-25' });
    expect((await publicSettings()).redirect).toEqual({ url: null, pdf: `/api/files/public/${id}`, deadline: '2027-05-25' });
    const r = await refusal(admin.siteSettings.update({ ...(await current()), form230Deadline: '25.05.2027' }));
    expect(r.fieldErrors?.form230Deadline).toEqual(['Please enter a valid date']);
  });
});

describe('bad input changes nothing', () => {
  it('an IBAN with a wrong checksum or shape', async () => {
    expect(ibanChecksumOk(TEST_IBAN)).toBe(true);
    const before = await current();
    for (const iban of ['RO49AAAA1B31007593840001', 'RO49AAAA1B3100759384', 'DE89370400440532013000']) {
      const r = await refusal(admin.siteSettings.update({ ...before, iban }));
      expect(r.status).toBe(400);
      expect(r.fieldErrors?.iban).toEqual(['Please enter a valid IBAN (RO followed by 22 letters and digits, with a correct checksum)']);
    }
    expect(await current()).toEqual(before);
  });

  it('a link that is not http(s), a YouTube id that is not one, an e-mail that is not one', async () => {
    const before = await current();
    const cases: Array<[string, string, string]> = [
      ['teamMapUrl', 'javascript:alert(1)', EMBED_PROBLEMS['not-link']],
      ['teamMapUrl', 'https://maps.app.goo.gl/AbCdEf123', EMBED_PROBLEMS['map-share']],
      ['volunteerFormUrl', 'https://docs.google.com/forms/d/1AbC/edit', EMBED_PROBLEMS['form-editor']],
      ['facebook', 'ftp://facebook.com/x', SITE_SETTINGS_MESSAGES.link],
      ['form230Url', 'formular230.ro', SITE_SETTINGS_MESSAGES.link],
      ['firstVideoId', 'not a video id', EMBED_PROBLEMS['not-youtube']],
      ['contactEmail', 'nobody', SITE_SETTINGS_MESSAGES.email],
    ];
    for (const [field, value, message] of cases) {
      const r = await refusal(admin.siteSettings.update({ ...before, [field]: value }));
      expect(r.status, field).toBe(400);
      expect(r.fieldErrors?.[field], field).toEqual([message]);
    }
    expect(await current()).toEqual(before);
  });

  it('an image that is not an image, a brochure that is not a PDF (by content), a PDF id where an image goes', async () => {
    const before = await uploadState(t);
    const fake = await upload(adminHttp, 'site_image', { name: 'file', filename: 'slide.png', contentType: 'image/png', data: samples.html() });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please select an image file');
    const zipNamedPdf = await upload(adminHttp, 'site_document', { name: 'file', filename: 'brosura.pdf', contentType: 'application/pdf', data: samples.zip() });
    expect(zipNamedPdf.statusCode).toBe(415);
    expect(zipNamedPdf.json().message).toBe('Please select a PDF file');
    const text = await upload(adminHttp, 'site_document', { name: 'file', filename: 'brosura.txt', contentType: 'text/plain', data: samples.text() });
    expect(text.json().message).toBe('Please select a PDF file');
    expect(await uploadState(t)).toEqual(before);

    const values = await current();
    const pdfId = values.presentationRo!;
    const r = await refusal(admin.siteSettings.update({ ...values, slides: [{ imageId: pdfId, caption: 'x' }] }));
    expect(r.fieldErrors?.slides).toEqual(['Each slide needs an uploaded image']);
    const png = await upload(adminHttp, 'site_image', { name: 'file', filename: 's.png', contentType: 'image/png', data: samples.png() });
    const r2 = await refusal(admin.siteSettings.update({ ...values, contractTemplate: png.json().message.id }));
    expect(r2.fieldErrors?.contractTemplate).toEqual(['Please upload a PDF file']);
    expect(await current()).toEqual(values);
  });
});
