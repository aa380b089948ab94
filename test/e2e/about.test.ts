// The about section (spec 01 §2 "About pages", §5 contact rules, §7 contact submit, §9 facts): every child page at
// 375 and 1280 px with its key texts and a screenshot, the /about container and its not-found case, the contact form's
// validation and mailto link, the new-tab links and the embeds.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fillSiteSettings, saveSiteSettings } from '../helpers/site-settings';
import { scaled } from '../helpers/time-scale';

let site: Site;
beforeAll(async () => {
  site = await startSite();
  // Videos, forms and the map are site settings (issue 13): empty, their blocks are hidden (dashboard-settings.test).
  await fillSiteSettings(site.t.deps);
});
afterAll(() => site?.close());

interface RouteCheck {
  path: string;
  shot: string;
  heading: string;
  texts: string[];
}

const ROUTES: RouteCheck[] = [
  { path: '/about', shot: 'about-index', heading: 'Despre noi', texts: ['Alege o secțiune'] },
  {
    path: '/about/natie-prin-educatie',
    shot: 'about-natie',
    heading: 'Asociația Nație prin Educație',
    texts: ['din 2016, partenerul oficial', 'competiții regionale', 'universități', 'fundraising', 'Fondatorul Asociației Nație prin Educație'],
  },
  {
    path: '/about/first-and-ftc',
    shot: 'about-first-and-ftc',
    heading: 'Inspirăm tinerii prin știință și tehnologie',
    texts: ['fondată în 1989', 'non-profit', 'Dean Kamen', 'PreK-8', '4-16 ani', '7-12', '12-18 ani', '9-12', '14-18 ani'],
  },
  {
    path: '/about/first-global',
    shot: 'about-first-global',
    heading: 'FIRST Global Challenge',
    texts: ['peste 190 de țări', 'o singură echipă', '3 vs 3', 'Panama City', '29 oct. - 1 nov. 2025', 'Eco Equilibrium', 'Provocările de social media', 'Echipa României'],
  },
  {
    path: '/about/contact-us',
    shot: 'about-contact',
    heading: 'Hai să vorbim',
    texts: ['Trimite-ne un mesaj', 'Președinte', 'Director de program', 'Consilier Alumni', 'Marketing', 'Grafică', 'Judge Advisor', 'Promovare și comunicare', 'Parteneriate și evenimente', 'Certificate și alte întrebări', 'Jurizare'],
  },
  { path: '/about/volunteer', shot: 'about-volunteer', heading: 'Devino voluntar FTC', texts: ['Comunitatea Alumni FTC', 'Voluntari (non-alumni)'] },
  {
    path: '/about/results',
    shot: 'about-results',
    heading: 'Dublă campioană mondială',
    texts: ['236', 'echipe active', '10.800', '140', '750.000 €', 'participări la Campionatul Mondial', 'titluri mondiale', '2022', '2024', 'Pe scena globală', 'Ce spun participanții'],
  },
  {
    path: '/about/values',
    shot: 'about-values',
    heading: 'Valorile noastre și protecția tinerilor',
    texts: ['Protecția tinerilor și codul de conduită', 'Documente și formulare', 'Video-uri de instruire', 'Keeping Kids Safe'],
  },
  { path: '/about/sponsors', shot: 'about-sponsors', heading: 'Parteneri în educație', texts: ['PLATINUM', 'GOLD', 'SILVER', 'Vă mulțumim!', 'info@ftcromania.ro'] },
];

/** Opens a page and waits for its lazy chunk to render the expected main heading. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(site.url + path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A contact form field by its accessible name (the required star is hidden from it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('about pages at both widths', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows every about page at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      for (const route of ROUTES) {
        await visit(page, route.path, route.heading);
        // Some parts load after the heading (the partners): wait for each text rather than read the page once.
        for (const text of route.texts) await expectWeb(page.locator('main'), `${route.path}: ${text}`).toContainText(text);
        await noHorizontalOverflow(page);
        await shot(route.shot);
      }
      expect(consoleErrors).toEqual([]);
    }, scaled(90_000));
  }
});

describe('/about container', () => {
  it('links to the eight sections and shows the not-found content for an unknown child', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await visit(page, '/about', 'Despre noi');
    const hrefs = await page.locator('main ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/about/natie-prin-educatie',
      '/about/first-and-ftc',
      '/about/first-global',
      '/about/volunteer',
      '/about/results',
      '/about/values',
      '/about/sponsors',
      '/about/contact-us',
    ]);
    await page.getByRole('link', { name: /FIRST Global/ }).first().click();
    await page.waitForURL(/\/about\/first-global$/);
    await page.getByRole('heading', { level: 1, name: 'FIRST Global Challenge' }).waitFor();

    // An unknown child answers 404 (issue 14); Chromium reports the document's status on the console, nothing else may.
    await page.goto(site.url + '/about/xyz');
    await page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).waitFor();
    expect(consoleErrors.filter((e) => !/status of 404 \(Not Found\)/.test(e))).toEqual([]);
  });

  it('association page button leads to the FIRST and FTC page', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await visit(page, '/about/natie-prin-educatie', 'Asociația Nație prin Educație');
    await page.getByRole('link', { name: 'Descoperă FIRST și FTC' }).click();
    await page.waitForURL(/\/about\/first-and-ftc$/);
    await page.getByRole('heading', { level: 1, name: 'Inspirăm tinerii prin știință și tehnologie' }).waitFor();
  });
});

describe('outbound links and embeds', () => {
  it('FIRST and FTC: programme cards link to firstinspires.org in a new tab; the video is a privacy-enhanced embed', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await visit(page, '/about/first-and-ftc', 'Inspirăm tinerii prin știință și tehnologie');
    const links = await page.locator('main a[href*="firstinspires.org"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).toEqual(
      ['fll', 'ftc', 'frc'].map((id) => [`https://www.firstinspires.org/robotics/${id}`, '_blank', 'noopener noreferrer']),
    );
    // A click-to-load facade: no frame until the visitor asks, then the privacy-enhanced player, focused.
    await expectWeb(page.locator('main [data-embed-src]')).toHaveCount(1);
    await expectWeb(page.locator('main iframe')).toHaveCount(0);
    const frames = await page.locator('main [data-embed-src]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-embed-src') ?? ''));
    expect(frames[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.getByRole('button', { name: 'Încarcă videoclipul' }).click();
    await expectWeb(page.locator('main iframe')).toHaveAttribute('src', `${frames[0]}?autoplay=1`);
    await expectWeb(page.locator('main iframe')).toBeFocused();
  });

  it('values: nine documents open in a new tab; three training videos', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await visit(page, '/about/values', 'Valorile noastre și protecția tinerilor');
    const docs = page.locator('main ul a[target]');
    await expectWeb(docs).toHaveCount(9);
    const attrs = await docs.evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel'), a.getAttribute('href')?.startsWith('https://')]));
    for (const a of attrs) expect(a).toEqual(['_blank', 'noopener noreferrer', true]);
    await expectWeb(page.locator('main [data-embed-src]')).toHaveCount(3);
    await expectWeb(page.getByRole('button', { name: 'Încarcă videoclipul' })).toHaveCount(3);
    const frames = await page.locator('main [data-embed-src]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-embed-src') ?? ''));
    for (const src of frames) expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('volunteer: two embedded Google Forms', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await visit(page, '/about/volunteer', 'Devino voluntar FTC');
    await expectWeb(page.locator('main [data-embed-src]')).toHaveCount(2);
    const frames = await page.locator('main [data-embed-src]').evaluateAll((fs) => fs.map((f) => f.getAttribute('data-embed-src') ?? ''));
    for (const src of frames) expect(src).toMatch(/^https:\/\/docs\.google\.com\/forms\/d\/e\/[\w-]+\/viewform\?embedded=true$/);
    await page.getByRole('button', { name: 'Încarcă formularul' }).first().click();
    const frame = page.locator('main iframe');
    await expectWeb(frame).toHaveAttribute('src', frames[0]!);
    expect(await frame.getAttribute('title')).toBeTruthy();
  });

  it("sponsors: the demo partners by tier (1 PLATINUM, 1 GOLD, 5 SILVER) as logos in new tabs; contact e-mail and the 'Investește în educație' button (the spec's 'Invest in education')", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await visit(page, '/about/sponsors', 'Parteneri în educație');
    for (const [tier, count] of [['PLATINUM', 1], ['GOLD', 1], ['SILVER', 5]] as const) {
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: tier, exact: true }) });
      const logos = section.locator('a[target="_blank"][rel="noopener noreferrer"]');
      await expectWeb(logos).toHaveCount(count);
      await expectWeb(section.locator('img[alt^="Sigla "]')).toHaveCount(count);
    }
    await expectWeb(page.locator('main a[href="mailto:info@ftcromania.ro"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Investește în educație' }).click();
    await page.waitForURL(/\/contribute$/);
  });
});

describe('contact form', () => {
  it('an empty submit shows the required messages, focuses the first field and opens no mail client', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    const mailto: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailto.push(request.url());
    });
    await visit(page, '/about/contact-us', 'Hai să vorbim');
    await expectWeb(page.getByText('Prenumele este obligatoriu.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Trimite mesajul' }).click();
    for (const message of ['Prenumele este obligatoriu.', 'Numele este obligatoriu.', 'Adresa de email este obligatorie.', 'Mesajul este obligatoriu.']) {
      await expectWeb(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectWeb(field(page, 'Prenume')).toHaveAttribute('aria-invalid', 'true');
    await expectWeb.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await expectWeb(field(page, 'Email')).toHaveAttribute('type', 'email');
    await shot('about-contact-errors');
    // The messages above come from the same submit handler that would open the mail client: it has run, and chose not to.
    expect(mailto).toEqual([]);
    expect(page.url()).toBe(site.url + '/about/contact-us');
    expect(consoleErrors).toEqual([]);
  });

  it('shows a field message on blur, before any submit', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await visit(page, '/about/contact-us', 'Hai să vorbim');
    await field(page, 'Email').fill('ana');
    await field(page, 'Email').blur();
    await expectWeb(page.getByText('Introdu o adresă de email validă, de forma nume@exemplu.ro.')).toBeVisible();
    await expectWeb(page.getByText('Prenumele este obligatoriu.')).toHaveCount(0);
    await field(page, 'Prenume').focus();
    await field(page, 'Prenume').blur();
    await expectWeb(page.getByText('Prenumele este obligatoriu.')).toBeVisible();
  });

  it('a valid form opens a mailto link to the configured address with the fields in the body', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.desktop);
    // The address comes from the site settings: another address saved there proves nothing is hard-coded.
    await saveSiteSettings(site.t.deps, { contactEmail: 'contact@exemplu.ro' });
    onTestFinished(() => saveSiteSettings(site.t.deps, { contactEmail: 'info@ftcromania.ro' }));
    await visit(page, '/about/contact-us', 'Hai să vorbim');
    await page.locator('a[href="mailto:contact@exemplu.ro"]').first().waitFor({ timeout: scaled(30_000) });
    await expectWeb(page.locator('a[href="mailto:contact@exemplu.ro"]')).toHaveCount(1);
    // Issue 24, defect 1: no role address is made up on the contact address's domain; the roles keep their own.
    await expectWeb(page.locator('a[href$="@exemplu.ro"]:not([href="mailto:contact@exemplu.ro"])')).toHaveCount(0);

    await field(page, 'Prenume').fill('Ana');
    await field(page, 'Nume').fill('Pop');
    await field(page, 'Email').fill('ana.pop@example.ro');
    await field(page, 'Telefon (opțional)').fill('0722 000 111');
    await field(page, 'Mesaj').fill('Bună ziua!\nVrem să înființăm o echipă & un club.');
    const [request] = await Promise.all([
      page.waitForEvent('request', (r) => r.url().startsWith('mailto:')),
      page.getByRole('button', { name: 'Trimite mesajul' }).click(),
    ]);
    const url = request.url();
    expect(url.startsWith('mailto:contact@exemplu.ro?')).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Contact Form Submission');
    const body = params.get('body') ?? '';
    for (const line of ['Prenume: Ana', 'Nume: Pop', 'Email: ana.pop@example.ro', 'Telefon: 0722 000 111', 'Vrem să înființăm o echipă & un club.', 'formularul de contact']) {
      expect(body).toContain(line);
    }
    await page.getByText('Am deschis aplicația ta de email').waitFor();
    expect(page.url()).toBe(site.url + '/about/contact-us');
    await shot('about-contact-sent');
    expect(consoleErrors).toEqual([]);
  });
});
