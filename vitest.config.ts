import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './test/sequencer.ts';
import { scaled } from './test/helpers/time-scale.ts';

/** Long statistical or crash tests: `npm run test:soak` (vitest.soak.config.ts), run by hand before a release. */
export const SOAK_TESTS = 'test/**/*.soak.test.ts';

/**
 * The test files that need the built web app (dist/client, dist/ssr) or Chromium: the "browser" project, the only one
 * whose global setup builds the web app (when stale) and starts the shared Chromium. A test app made with
 * clientDir dist/client outside this project fails at once and names this list (test/helpers/app.ts).
 */
export const BROWSER_TESTS = [
  'test/e2e/**/*.test.ts',
  'test/security/headers.test.ts', // its last tests open the site in Chromium
  'test/security/get-crawl.test.ts', // crawls every page of the built app
  'test/api/compiled-start.test.ts', // `npm start` in a clone that links dist/client and dist/ssr
  'test/api/image-worker.test.ts', // the same clone for the compiled server's worker
  'test/api/embedded-client.test.ts', // the executable's copy of dist/client against dist/client
  'test/api/content-24-pages.test.ts',
  'test/api/feeds.test.ts',
  'test/api/ftc-sync-real.test.ts', // event pages of the built app, by code and by id
  'test/api/pages-head.test.ts',
  'test/api/public-read-headers.test.ts',
  'test/api/publishing.test.ts',
  'test/api/ssr-pages.test.ts',
  'test/api/english-pages.test.ts', // /en pages of the built app (decision 200)
  'test/api/english-about-pages.test.ts', // /en about and contribute pages of the built app (decision 200)
  'test/api/english-resource-pages.test.ts', // /en resource, contact, volunteer and FIRST Global pages of the built app (decision 200)
  'test/api/content-translations.test.ts', // /en pages with content translations (decision 203)
  'test/api/content-translations-2.test.ts', // /en/home with the settings' English texts (decision 203)
  'test/api/resource-translations.test.ts', // /en resource pages with the resources' English versions (decision 204)
  'test/api/post-pages.test.ts', // a post's page: its head, 301 from an old slug, 404 for a draft (issue 24)
  'test/api/html-valid.test.ts', // the Nu Html Checker over the server HTML of every public route (issue 24)
  'test/security/21-11-host.test.ts', // the pages, feed and sitemap of the built app with a malformed Host
  'test/api/english-team-pages.test.ts', // /en teams pages and /en/about/sponsors of the built app (decision 200)
  'test/api/english-event-pages.test.ts', // /en event pages and results of the built app (decision 200)
  'test/api/search-english-page.test.ts', // /en/search rendered by the built app (decision 205)
];

/**
 * The tests that load the machine on purpose (a password-hashing attack, a decompression bomb with a 1.5 s job limit)
 * and time what they do: the "alone" project, run after the three others have finished and one file at a time, so they
 * neither starve a browser test's waits nor are starved themselves (sequence.groupOrder).
 */
export const ALONE_TESTS = [
  'test/security/21-01-password-cpu.test.ts', // times static files of dist/client on a production server under attack
  'test/security/21-03-image-work.test.ts', // decodes a 60 MP bomb against a 1.5 s job limit
];

/**
 * The "api" and "browser" projects hash passwords at a cheap, test-only cost (test/setup-hash-cost.ts, decision 202);
 * "unit", "alone" and the soak keep the production cost, which they check and time.
 */
const CHEAP_HASHING = ['test/setup-hash-cost.ts'];

/** One migrated database per run that test apps copy (decision 202); "unit" makes no test app. */
const MIGRATED_DATABASE = 'test/global-setup-database.ts';

/** Never in `npm test`: the soak (`npm run test:soak`) and the single executable (`npm run test:binary`). */
const APART = [...configDefaults.exclude, 'test/binary/**', SOAK_TESTS, ...ALONE_TESTS];

const common = {
  environment: 'node',
  // Generous limits: on a busy machine a test may take several times longer, and every wait inside it retries
  // until its condition (expectWeb, expect.poll), so a limit is only there to end a test that hangs.
  // TEST_TIME_SCALE stretches all of them on a slow machine (test/helpers/time-scale.ts).
  testTimeout: scaled(180_000),
  hookTimeout: scaled(180_000),
  expect: { poll: { timeout: scaled(20_000), interval: 100 } },
  pool: 'forks',
  // A worker process runs many files in turn and keeps the modules they import (decision 202): importing the server,
  // its dependencies and Playwright again for every file took about a second of a core per file. Files share nothing
  // else: each makes its own app, database, uploads folder and browser contexts, and setup files run before each file.
  isolate: false,
} as const;

// Four projects in one run (`npm test` runs all of them; `npm run test:unit` only unit and api, which neither build the
// web app nor start Chromium): `vitest run --project browser` for the third alone. The first three run side by side;
// "alone" starts when they are done.
export default defineConfig({
  test: {
    // Files in parallel, tests in a file in order. Three workers on the two-core build machine (decision 202); four
    // were no faster, with the headless shell too (664 s against 651 s, decision 209): the cores are busy.
    // TEST_WORKERS sets another number (1 to debug in order).
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    // The longest files start first, from the durations of a full run where vitest has none of its own (test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { ...common, name: 'unit', include: ['test/unit/**/*.test.ts'], exclude: APART } },
      {
        // The HTTP, CLI and security tests on a test app or a child server: every test file not in the other two.
        test: {
          ...common,
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: [...APART, 'test/unit/**', ...BROWSER_TESTS],
          setupFiles: CHEAP_HASHING,
          globalSetup: [MIGRATED_DATABASE],
        },
      },
      {
        test: {
          ...common,
          name: 'browser',
          include: BROWSER_TESTS,
          exclude: APART,
          globalSetup: ['test/global-setup.ts', MIGRATED_DATABASE],
          setupFiles: CHEAP_HASHING,
        },
      },
      {
        test: {
          ...common,
          name: 'alone',
          include: ALONE_TESTS,
          exclude: configDefaults.exclude,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/global-setup-web-app.ts', MIGRATED_DATABASE],
        },
      },
    ],
  },
});
