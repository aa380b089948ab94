// Content translations, the rest (issue 24, What visitors cannot find 1; decision 203): the site settings' texts
// that are words (the home statistics' labels, the home slides' captions) have an optional English version saved by
// an ADMIN beside the Romanian one; GET /api/site/settings?lang=en answers it with contentLang, /en/home shows it and
// marks only the Romanian fallbacks lang="ro". Without `lang` the answer is the spec's, unchanged.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_MESSAGES } from '../../src/shared/schemas/site-settings';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, refusal, type Caller } from '../helpers/caller';
import { multipart, samples } from '../helpers/multipart';

let t: TestApp;
let admin: Caller;
let adminHttp: Client;
let editor: Caller;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  admin = await callerFor(t, 'ADMIN');
  adminHttp = await t.client('ADMIN');
  editor = await callerFor(t, 'EDITOR');
});
afterAll(async () => t?.close());

const settings = async (query = '') => {
  const res = await t.app.inject({ url: `/api/site/settings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message;
};
const page = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const current = async () => (await admin.siteSettings.get()).values;

async function slideImage(): Promise<number> {
  const res = await adminHttp.request({
    method: 'POST',
    url: '/api/files/upload',
    ...multipart({ entityType: 'site_image' }, { name: 'file', filename: 'slide.png', contentType: 'image/png', data: samples.png() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message.id as number;
}

describe('site settings\' texts in English', () => {
  it('an ADMIN saves English labels and captions; ?lang=en reads them, the spec\'s answer stays Romanian', async () => {
    const imageId = await slideImage();
    const values = await current();
    await admin.siteSettings.update({
      ...values,
      homeStats: [
        { value: '4500+', label: 'elevi participanți', labelEn: 'participating students', figure: 'students' },
        { value: '220+', label: 'echipe înscrise', labelEn: '', figure: 'teams' },
      ],
      slides: [
        { imageId, caption: 'Finala națională', captionEn: 'The national final' },
        // Saved before English existed: no captionEn at all.
        { imageId: await slideImage(), caption: 'Atelier de robotică' },
      ],
    });
    const saved = await current();
    expect(saved.homeStats[0]).toMatchObject({ label: 'elevi participanți', labelEn: 'participating students' });
    expect(saved.slides[1]).toMatchObject({ caption: 'Atelier de robotică', captionEn: '' });

    // Without lang: the spec's shape, Romanian, no English fields, no contentLang.
    const ro = await settings();
    expect(ro.homeStats).toEqual([
      { value: '4500+', label: 'elevi participanți', figure: 'students' },
      { value: '220+', label: 'echipe înscrise', figure: 'teams' },
    ]);
    expect(ro.slides.map((s: Record<string, unknown>) => s.caption)).toEqual(['Finala națională', 'Atelier de robotică']);
    expect(JSON.stringify(ro)).not.toMatch(/labelEn|captionEn|contentLang|participating students|national final/);
    expect(await settings('?lang=ro')).toMatchObject({ homeStats: [{ label: 'elevi participanți', contentLang: { label: 'ro' } }, {}] });

    // ?lang=en: English where set, each naming its language; figures keep their values.
    const en = await settings('?lang=en');
    expect(en.homeStats).toEqual([
      { value: '4500+', label: 'participating students', figure: 'students', contentLang: { label: 'en' } },
      { value: '220+', label: 'echipe înscrise', figure: 'teams', contentLang: { label: 'ro' } },
    ]);
    expect(en.slides).toEqual([
      expect.objectContaining({ id: imageId, caption: 'The national final', contentLang: { caption: 'en' } }),
      expect.objectContaining({ caption: 'Atelier de robotică', contentLang: { caption: 'ro' } }),
    ]);
    expect(en.figures).toEqual(ro.figures);
  });

  it('/en/home shows the English labels and captions, lang="ro" only on the fallbacks; /home is unchanged', async () => {
    const html = await page('/en/home');
    expect(html).toMatch(/<span class="[^"]*"[^>]*>participating students<\/span>/);
    expect(html).not.toMatch(/lang="[a-z]+"[^>]*>participating students</);
    expect(html).toMatch(/lang="ro"[^>]*>echipe înscrise</);
    expect(html).toMatch(/<p class="[^"]*">The national final<\/p>/);
    expect(html).toMatch(/lang="ro"[^>]*>Atelier de robotică</);
    // The English read's answer is what the page's state carries (the browser hydrates from the same key).
    expect(html).toContain('participating students');

    const ro = await page('/home');
    expect(ro).not.toContain('participating students');
    expect(ro).not.toContain('The national final');
    expect(ro).not.toMatch(/lang="ro"[^>]*>echipe înscrise</);
    expect(ro).toMatch(/>elevi participanți</);
  });

  it('bad input is refused with a clear message and changes nothing; ?lang= other than ro/en is a 400', async () => {
    const before = await current();
    const orphan = await refusal(
      admin.siteSettings.update({ ...before, homeStats: [{ value: '', label: '', labelEn: 'volunteers', figure: '' }] }),
    );
    expect(orphan.message).toBe(SITE_SETTINGS_MESSAGES.statEnglish);
    const long = await refusal(
      admin.siteSettings.update({ ...before, slides: before.slides.map((s) => ({ ...s, captionEn: 'x'.repeat(201) })) }),
    );
    expect(long.message).toBe('Must be at most 200 characters');
    expect(await current()).toEqual(before);

    const res = await t.app.inject({ url: '/api/site/settings?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lang must be one of: ro, en');
  });

  it('only an ADMIN saves them: an EDITOR is refused and nothing changes', async () => {
    const before = await current();
    const refused = await refusal(
      editor.siteSettings.update({ ...before, homeStats: [{ value: '1', label: 'unu', labelEn: 'one', figure: '' }] }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(await current()).toEqual(before);
  });
});
