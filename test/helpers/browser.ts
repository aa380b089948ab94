// Browser tests: a real server on a free loopback port with the built web app and a seeded database, driven by
// Debian's Chromium through playwright-core. Screenshots go to test-results/screenshots/ for people to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type TestApp } from './app';

export const SCREENSHOTS = path.resolve('test-results/screenshots');
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

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
  shot(name: string): Promise<void>;
}

export async function startSite(options: { demo?: boolean; env?: Record<string, string> } = {}): Promise<Site> {
  const t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: options.env });
  await seedDatabase(t.deps, { demo: options.demo ?? true });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const origin = new URL(address).origin;

  return {
    t,
    url: address,
    browser,
    async open(width: number = WIDTHS.desktop) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      const foreignRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // Third-party embeds are not reachable from here (and not needed): answer them empty, but record them.
      await context.route(/^https?:\/\//, (route) => {
        const url = route.request().url();
        if (url.startsWith(origin)) return route.continue();
        foreignRequests.push(url);
        return route.fulfill({ status: 204, body: '' });
      });
      return {
        page,
        consoleErrors,
        foreignRequests,
        shot: async (name: string) => {
          await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
        },
      };
    },
    async close() {
      await browser.close();
      await t.close();
    },
  };
}
