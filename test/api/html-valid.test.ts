// The server's HTML of every public route passes the Nu Html Checker (issue 24, "How we will know"): the pages as a
// crawler or a browser without JavaScript gets them, on the demo content, checked by vnu-jar (the W3C validator's own
// build, run with the machine's Java). Every message of type "error" fails the test, with its page, line and text.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { paths } from '../../src/shared/site-pages';
import { makeTestApp, type TestApp } from '../helpers/app';
import { englishRoutes, fixedPublicPages } from '../helpers/public-routes';
import { seededIds } from '../helpers/routes';
import { scaled } from '../helpers/time-scale';

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * Messages of the checker's own gaps, not of the pages:
 * - container queries (`container-type`, `@container`): its CSS validator predates them (the issue sets them aside);
 * - `<link rel="expect" blocking="render">` (index.html: no first paint before <main> is parsed): the HTML standard
 *   allows `blocking` on a link whose rel is `expect` (https://html.spec.whatwg.org/#attr-link-blocking); the checker
 *   knows only `stylesheet`.
 */
const CHECKER_GAPS = [/^CSS: “container-type”: Property “container-type” doesn't exist/, /^CSS: Unrecognized at-rule “@container”/, /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/];
const EXPECT_LINK = '<link rel="expect" href="#main" blocking="render" />';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-vnu-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every public route: the table's pages without a parameter that the server renders, a post, an event, a team, a
 * search with results and the not-found page. */
async function routes(): Promise<string[]> {
  const ids = await seededIds(t.deps);
  const fixed = fixedPublicPages()
    .filter((route) => route.kind === 'site')
    .map((route) => route.path);
  const romanian = [...fixed, paths.post(ids.postSlug), paths.event(ids.eventCode), paths.team(ids.teamNumber), `${paths.search}?q=robotica`, '/no-such-page'];
  // And each in English (decision 200).
  return [...romanian, ...englishRoutes(romanian)];
}

describe('the Nu Html Checker', () => {
  it('finds no error in the server HTML of any public route', async () => {
    const files: Record<string, string> = {};
    for (const [i, url] of (await routes()).entries()) {
      const res = await t.app.inject({ url });
      expect([200, 404], url).toContain(res.statusCode);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, res.body);
      files[`file:${file}`] = url;
    }
    // One run for all the pages: the checker's start (a JVM) costs more than the pages. Exit status 1 means errors
    // were found; the messages say which.
    const run = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...Object.keys(files).map((f) => f.slice(5))], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !CHECKER_GAPS.some((gap) => gap.test(m.message)) || (m.message.startsWith('A “link”') && !m.extract?.includes(EXPECT_LINK)))
      .map((m) => `${files[m.url] ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(Object.keys(files).length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  }, scaled(180_000));
});
