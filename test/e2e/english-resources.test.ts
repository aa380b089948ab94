// The resource pages, /about/first-global, /about/contact-us and /about/volunteer in English (issue 24, What visitors
// cannot find 1; decision 200), in Chromium as the visitor who reads them, at 375 and 1280 px: English words from the
// catalogues, the page hydrated without errors, the shared pieces (a video's click-to-load card, links that open a
// new tab) speaking English, moves staying under /en. Screenshots with SCREENSHOTS=1, RO beside EN.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await fillSiteSettings(site.t.deps);
});
afterAll(() => site?.close());

const noOverflow = (page: Page) =>
  expectWeb.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

describe('the resource pages in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a mentor reads the season materials, plays a video, then goes to how to start a team, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/resources/season-materials`);
      await page.getByRole('heading', { level: 1, name: 'Season Materials' }).waitFor();
      await expectWeb(page.getByText('Resources for the current season')).toBeVisible();
      const main = page.locator('main');
      await main.locator('[data-resource-kind]').first().waitFor();
      await expectWeb(page.getByRole('heading', { name: 'Keep in mind' })).toBeVisible();
      // The resources' own words are Romanian, marked so.
      await expectWeb(main.locator('[data-resource-kind] p[lang="ro"]').first()).toBeVisible();
      await noOverflow(page);
      await shot('en-resources-season');

      // A video's card speaks English until it is asked to load.
      const video = main.locator('[data-resource-kind="video"]').first();
      await expectWeb(video.getByText('The video loads from YouTube.')).toBeVisible();
      await video.getByRole('button', { name: 'Load the video' }).click();
      await expectWeb(video.locator('iframe')).toBeFocused();
      // A link opens a new tab and says so in English.
      await expectWeb(main.getByRole('link', { name: /\(opens in a new tab\)$/ }).first()).toBeVisible();

      await page.getByRole('link', { name: /^Learning Materials/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/resources/team-resources');
      await expectWeb(page.getByText('We recommend that teams and mentors go through all the materials')).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'More resources' })).toBeVisible();
      await shot('en-resources-team');

      await page.getByRole('link', { name: /^Get Started/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/resources/get-started');
      await page.getByRole('heading', { level: 1, name: 'Start a FIRST Tech Challenge team' }).waitFor();
      await page.getByRole('link', { name: 'See how to register' }).click();
      await expectWeb(page.getByRole('heading', { name: 'How to register' })).toBeInViewport();
      await expectWeb(page.getByText('Press the LOGIN button at the top right of the site')).toBeVisible();
      // The account screens are only at their one address (or the team portal set in the settings).
      await expectWeb(page.getByRole('link', { name: /^Create the team account/ })).toHaveAttribute('href', /^(\/register|https:)/);
      await noOverflow(page);
      await shot('en-resources-get-started');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('the Romanian season materials still speak Romanian, with the same shared pieces', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/resources/season-materials`);
    await page.getByRole('heading', { level: 1, name: 'Materialele sezonului' }).waitFor();
    await expectWeb(page.getByText('Resurse pentru sezonul curent')).toBeVisible();
    await expectWeb(page.getByRole('button', { name: 'Încarcă videoclipul' }).first()).toBeVisible();
    await expectWeb(page.getByRole('heading', { name: 'Alte resurse' })).toBeVisible();
    await expectWeb(page.locator('main [lang]')).toHaveCount(0);
    await shot('ro-resources-season');
    expect(consoleErrors).toEqual([]);
  });
});

describe('the about pages FIRST Global, contact and volunteer in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a sponsor reads about FIRST Global, then writes through the contact form in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/about/first-global`);
      await page.getByRole('heading', { level: 1, name: 'FIRST Global Challenge' }).waitFor();
      await expectWeb(page.getByRole('heading', { name: 'What FIRST Global Challenge is' })).toBeVisible();
      await expectWeb(page.getByText('participating countries')).toBeVisible();
      await expectWeb(page.getByText('29 Oct - 1 Nov 2025')).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'From Romania’s team' })).toBeVisible();
      await noOverflow(page);
      await shot('en-about-first-global');

      await page.goto(`${site.url}/en/about/contact-us`);
      await page.getByRole('heading', { level: 1, name: 'Let’s talk' }).waitFor();
      const mailto: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('mailto:')) mailto.push(request.url());
      });
      // An empty submit: the messages in English, the first field focused, no mail client.
      await page.getByRole('button', { name: 'Send the message' }).click();
      for (const message of ['Your first name is required.', 'Your last name is required.', 'Your email address is required.', 'The message is required.']) {
        await expectWeb(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expectWeb(page.getByText('Check the marked fields before sending.')).toBeVisible();
      await expectWeb.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      await expectWeb(page.getByRole('heading', { name: 'Our team' })).toBeVisible();
      await expectWeb(page.getByRole('link', { name: 'Write to the President: presedinte@asociatie-test.ro' })).toBeVisible();
      await noOverflow(page);
      await shot('en-contact-errors');
      expect(mailto).toEqual([]);

      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('First name').fill('Jane');
      await field('Last name').fill('Doe');
      await field('Email').fill('jane.doe@example.com');
      await field('Phone (optional)').fill('+44 20 0000 0000');
      await field('Message').fill('We would like to sponsor a team.');
      const [request] = await Promise.all([
        page.waitForEvent('request', (r) => r.url().startsWith('mailto:')),
        page.getByRole('button', { name: 'Send the message' }).click(),
      ]);
      // The e-mail goes to the association: the spec's subject, the visitor's words.
      expect(new URLSearchParams(request.url().split('?')[1]).get('subject')).toBe('Contact Form Submission');
      await expectWeb(page.getByText('We opened your email app with the message filled in.')).toBeVisible();
      await expectWeb(page.getByRole('link', { name: 'Try again' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    it(`a former competitor signs up as a volunteer, loading the form in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/about/volunteer`);
      await page.getByRole('heading', { level: 1, name: 'Become an FTC volunteer' }).waitFor();
      await expectWeb(page.getByRole('heading', { name: 'Roles you can take on' })).toBeVisible();
      await expectWeb(page.getByText('Referees and field staff')).toBeVisible();
      const alumni = page.locator('#alumni-form');
      await expectWeb(alumni.getByRole('heading', { name: 'The FTC Alumni community' })).toBeVisible();
      await expectWeb(alumni.getByText('The form loads from Google Forms.')).toBeVisible();
      await expectWeb(alumni.getByRole('link', { name: 'Open the form “The FTC Alumni community” in a new tab' })).toHaveAttribute('target', '_blank');
      await noOverflow(page);
      await shot('en-volunteer');
      await alumni.getByRole('button', { name: 'Load the form' }).click();
      await expectWeb(alumni.locator('iframe[title="Sign-up form for the alumni community"]')).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('the Romanian contact and volunteer pages are as they were', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.desktop);
    await page.goto(`${site.url}/about/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'Hai să vorbim' }).waitFor();
    await page.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expectWeb(page.getByText('Prenumele este obligatoriu.', { exact: true })).toBeVisible();
    await expectWeb(page.getByRole('link', { name: 'Scrie-i rolului Președinte: presedinte@asociatie-test.ro' })).toBeVisible();
    await shot('ro-contact-errors');
    await page.goto(`${site.url}/about/volunteer`);
    await page.getByRole('heading', { level: 1, name: 'Devino voluntar FTC' }).waitFor();
    await expectWeb(page.getByRole('button', { name: 'Încarcă formularul' })).toHaveCount(2);
    await shot('ro-volunteer');
    expect(consoleErrors).toEqual([]);
  });
});
