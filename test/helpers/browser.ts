// Browser tests: a real server on a free loopback port with the built web app and a seeded database, driven by
// Debian's Chromium through playwright-core. One Chromium serves the whole run (test/global-setup.ts starts it; each
// file connects to it and closes only its own contexts). Screenshots are taken when asked for (SCREENSHOTS=1) and
// always when a test fails, into test-results/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as playwrightExpect } from '@playwright/test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { sessionEntries, type SessionUser } from '../../src/web/lib/session-store';
import type { Clock } from '../../src/server/clock';
import { draftStorageKey } from '../../src/web/lib/draft-keys';
import { makeTestApp, PASSWORD, type TestApp } from './app';
import { CHROMIUM_ARGS, chromiumPath, testChromiumPath } from './chromium';
import { scaled } from './time-scale';

const SCREENSHOTS = path.resolve('test-results/screenshots');
const FAILURES = path.resolve('test-results/failures');
export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

/** Screenshots for people to look at are taken only when SCREENSHOTS is set (`SCREENSHOTS=1 npm test`). */
const screenshotsWanted = (): boolean => !!process.env.SCREENSHOTS && process.env.SCREENSHOTS !== '0';

/**
 * Web-first assertions: each retries until its condition holds or the limit passes, so a busy machine makes a test
 * slower, never red. Use these for anything read from a page; a plain `expect` only for values already in hand.
 */
export const expectWeb = playwrightExpect.configure({ timeout: scaled(20_000) });

export interface Site {
  t: TestApp;
  url: string;
  browser: Browser;
  /** A new page at this width; console errors and requests to other hosts are collected on it. */
  open(width?: number): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  consoleErrors: string[];
  foreignRequests: string[];
  /** A full-page screenshot named `<name>-<width>.png`, when screenshots are wanted. */
  shot(name: string): Promise<void>;
}

/** Saves a screenshot of a page or an element when screenshots are wanted (see screenshotsWanted). */
export async function screenshot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const filePath = path.join(SCREENSHOTS, file);
  if ('goto' in target) await target.screenshot({ path: filePath, fullPage: options.fullPage ?? false, timeout: scaled(60_000) });
  else await target.screenshot({ path: filePath, timeout: scaled(60_000) });
}

/** The requests each page opened by a Site has on their way (networkQuiet). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until none of the page's requests is on its way (retrying, like every wait here): for reading a page once its
 * data, images and code have arrived, without networkidle's fixed 500 ms of quiet on every page (decision 202). A check
 * that nothing at all gets requested (no third-party call, no lazy chunk) still needs networkidle's quiet window.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkQuiet: a page opened with site.open() only');
  await expect.poll(() => [...pending].map((request) => request.url()), { message: `requests of ${page.url()} still on their way` }).toEqual([]);
}

async function connectBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint, { timeout: scaled(60_000) });
  // A file run without the global setup (or with a browser that failed to start there) launches its own.
  return chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * Ends a page's context with the test that opened it, after a screenshot of the page when the test failed. A page
 * left open goes on running its timers and animations (the carousel, the events banner) until the file ends, in the
 * one Chromium the whole run shares: closing it with its test saves that CPU for the other files. A page opened
 * outside a test (beforeAll) is closed with the site.
 */
function endWithTest(context: BrowserContext, page: Page, width: number) {
  try {
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail' && !page.isClosed()) {
        mkdirSync(FAILURES, { recursive: true });
        const name = `${task.file?.name ?? 'test'}-${task.name}`.replace(/[^\w.-]+/g, '_').slice(0, 150);
        await page.screenshot({ path: path.join(FAILURES, `${name}-${width}.png`), fullPage: true, timeout: scaled(30_000) }).catch(() => undefined);
      }
      await context.close().catch(() => undefined);
    });
  } catch {
    // not inside a running test
  }
}

/**
 * `clock`: the server's clock (the test app's is frozen unless set); scheduled publishing needs a running one.
 * `wholeBrowser`: the file's pages open in a Chromium of their own, the whole browser instead of the run's shared
 * headless shell (decision 209), for figures that must be the ones people's browsers give: the shell places text on
 * whole pixels, so a line can wrap differently in it, which moves a layout-shift figure.
 */
export async function startSite(options: { demo?: boolean; env?: Record<string, string>; clock?: Clock; wholeBrowser?: boolean } = {}): Promise<Site> {
  // One shared Chromium keeps the connections of every page a test file opened (up to the keep-alive timeout), all
  // from 127.0.0.1: the per-address cap (issue 21) is lifted to the global one unless a test sets it.
  const env = { MAX_CONNECTIONS_PER_ADDRESS: '500', ...options.env };
  const t = await makeTestApp({ clientDir: path.resolve('dist/client'), env, ...(options.clock ? { clock: options.clock } : {}) });
  await seedDatabase(t.deps, { demo: options.demo ?? true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = options.wholeBrowser ? await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }) : await connectBrowser();
  const origin = new URL(address).origin;
  const contexts: BrowserContext[] = [];

  return {
    t,
    url: address,
    browser,
    async open(width: number = WIDTHS.desktop) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // Playwright's own 30 s limit for actions, waits and navigations, stretched like every test deadline.
      context.setDefaultTimeout(scaled(30_000));
      contexts.push(context);
      const page = await context.newPage();
      trackRequests(page);
      const consoleErrors: string[] = [];
      const foreignRequests: string[] = [];
      const foreign = (url: string) => /^https?:/.test(url) && !url.startsWith(origin);
      page.on('console', (message) => {
        // A third-party file cannot load here (CHROMIUM_ARGS resolves no outside host): the browser says so in the
        // console, and that is not the page's error.
        if (message.type() === 'error' && !(message.text().startsWith('Failed to load resource') && foreign(message.location().url))) consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // Third-party embeds are not reachable from here (and not needed): what a page asked for is recorded.
      page.on('request', (request) => {
        if (foreign(request.url())) foreignRequests.push(request.url());
      });
      endWithTest(context, page, width);
      // A page's app loads after its first paint (web/boot.ts), which can come after the load event that goto waits
      // for: a test acts once the page is interactive, as a visitor can, so goto to one of our pages also waits for
      // the app to be ready (hydrated, or rendered in the browser).
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = response?.headers()['content-type']?.startsWith('text/html') && response.url().startsWith(origin);
        if (html && options?.waitUntil !== 'commit') await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
        return response;
      };
      return {
        page,
        consoleErrors,
        foreignRequests,
        shot: (name: string) => screenshot(page, `${name}-${width}.png`, { fullPage: true }),
      };
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      // A connected (shared) browser only disconnects here; the run's global teardown stops it.
      await browser.close();
      await t.close();
    },
  };
}

/** Signs in through the real /login page, as a person does, and waits for the dashboard to greet them. */
export async function signInThroughPage(site: Site, page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await page.goto(site.url + '/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Welcome to Your Dashboard' }).waitFor();
}

/**
 * Signs in through the REST API (GET /api/auth/csrf, POST /api/auth/login) in the page's browser context, stores the
 * session where the web app keeps it (the answer's cookies; local storage, set through Playwright's storage state
 * with the web app's own entries, sessionEntries, beside what the origin already holds), then opens `path`: the
 * dashboard by default, waiting for its greeting. For the tests whose subject is not signing in: it skips rendering
 * /login and then the dashboard a test leaves at once (decision 202). The sign-in form stays tested by
 * signInThroughPage's users (accounts, one-time passwords, the sign-in dialog, drafts kept across users).
 */
export async function openSignedIn(site: Site, page: Page, email: string, path = '/dashboard'): Promise<void> {
  const context = page.context();
  const csrf = (await (await context.request.get(site.url + '/api/auth/csrf')).json()) as { message: { header: string; token: string } };
  const login = await context.request.post(site.url + '/api/auth/login', { headers: { [csrf.message.header]: csrf.message.token }, data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`Signing in ${email} failed: ${login.status()} ${await login.text()}`);
  const { message } = (await login.json()) as { message: { access_token: string; user: SessionUser } };
  const origin = new URL(site.url).origin;
  const { cookies, origins } = await context.storageState();
  const session = new Map(sessionEntries(message.access_token, message.user));
  const kept = origins.find((o) => o.origin === origin)?.localStorage.filter((entry) => !session.has(entry.name)) ?? [];
  const localStorage = [...kept, ...[...session].map(([name, value]) => ({ name, value }))];
  await context.setStorageState({ cookies, origins: [...origins.filter((o) => o.origin !== origin), { origin, localStorage }] });
  await page.goto(site.url + path);
  if (path === '/dashboard') await page.getByRole('heading', { name: 'Welcome to Your Dashboard' }).waitFor();
}

/**
 * Opens `path` by a client-side move from another page. A server-rendered page arrives with its data, so a test that
 * holds or fails an API call (page.route) reaches the page the way a visitor's click does: the app hydrates on `from`
 * (a page without data of its own), then the router moves to `path` and the page asks the API.
 */
export async function openClientSide(page: Page, siteUrl: string, path: string, from = '/about/values'): Promise<void> {
  await page.goto(siteUrl + from);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The signed-in user's stored draft of a dashboard form ('post:new', 'event:3'), as the page keeps it (issue 25).
 * Throws when nobody is signed in: "no draft" must not pass because the session was lost.
 */
export async function storedDraft(page: Page, form: string): Promise<string | null> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null);
  if (!user) throw new Error('storedDraft: no signed-in user in this page');
  return page.evaluate((key) => localStorage.getItem(key), draftStorageKey(user.id, form));
}

/** Closes a dashboard message (its Dismiss button), so that the same words saved again show a new one. */
export async function dismissMessage(page: Page, text: string): Promise<void> {
  await page.locator('.dash-toast', { hasText: text }).getByRole('button', { name: 'Dismiss' }).click();
}

/**
 * Waits for a dashboard message ("Resource updated successfully!"). When it never shows, the error says what the
 * page showed instead (its address, its toasts, alerts and dialogs), so a failure in CI names its cause without a
 * screenshot.
 */
export async function waitForMessage(page: Page, text: string): Promise<void> {
  try {
    await page.getByText(text).waitFor();
  } catch (error) {
    const shown = await page
      .locator('[role=status], [role=alert], [role=dialog], [role=alertdialog]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim().replace(/\s+/g, ' ')).filter(Boolean))
      .catch(() => ['(the page did not answer)']);
    const why = (error as Error).message.split('\n')[0];
    throw new Error(`"${text}" never showed (${why}); ${page.url()} shows: ${shown.length ? shown.join(' | ') : 'no message'}`, { cause: error });
  }
}
