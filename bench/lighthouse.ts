// Lighthouse 12 (mobile preset, simulated throttling: the defaults) on the public pages of issue 14, against the
// production build started as `npm start` starts it, on a temporary database that the first start seeds with the demo
// content. Debian's Chromium drives it (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser).
// Prints one row per page with each figure beside its target, then the audits that fail on each page (the next thing
// to fix). With --runs N each page is measured N times and the run with the median performance score is reported
// (Lighthouse's own advice: figures of one run, not a median of each figure). --report DIR writes each reported run
// as Lighthouse's HTML report and its JSON (the lhr: audits such as largest-contentful-paint-element, network-requests).
// Run: npm run bench:lighthouse [-- --pages /home,/events --runs 3 --report test-results/lighthouse]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { buildClientIfStale, buildServerIfStale, serverNodeFlags } from '../scripts/build-steps.mjs';
import { chromiumPath } from '../test/helpers/chromium';
import { startChildServer, type ChildServer } from '../test/helpers/child-server';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '1' },
    report: { type: 'string' },
    audits: { type: 'string', default: '8' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 1);
const AUDITS_SHOWN = Number(args.audits);
const ROOT = path.resolve(import.meta.dirname, '..');

/** The targets of issue 14. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02, lcpMs: 2000 };

interface Row {
  page: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  failing: string[];
  lhr: Result;
}

/** The default pages: four fixed ones, then an event page and a team page taken from the seeded data. */
async function defaultPages(server: ChildServer): Promise<string[]> {
  const read = async <T>(url: string): Promise<T> => (await (await fetch(server.url + url)).json()) as T;
  const events = (await read<{ message: Array<{ ftcEventCode: string | null; id: number }> }>('/api/events')).message;
  // The spec's client reads the teams list from `data`.
  const teams = (await read<{ data: Array<{ team: { internationalNumber: number } }> }>('/api/teams/all')).data.map((r) => r.team);
  const event = events.find((e) => e.ftcEventCode) ?? events[0];
  const team = teams.find((t) => t.internationalNumber !== 0) ?? teams[0];
  return [
    '/home',
    '/events',
    '/news',
    '/resources/season-materials',
    ...(event ? [`/events/${event.ftcEventCode ?? event.id}`] : []),
    ...(team ? [`/teams/${team.internationalNumber}`] : []),
  ];
}

const score = (lhr: Result, id: keyof Row['scores']) => {
  const value = lhr.categories[id]?.score;
  return value == null ? null : Math.round(value * 100);
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits that lose points or name a saving: scored below 1 in a category, heaviest first (weight 0 insights after). */
function failingAudits(lhr: Result): string[] {
  const seen = new Map<string, { weight: number; line: string }>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      // The metrics (FCP, LCP, TBT, CLS, Speed Index) are in the table already: list what would improve them.
      if (!audit || ref.group === 'metrics' || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      const entry = { weight: ref.weight, line: `${category.id}: ${audit.id}: ${audit.title}${detail}` };
      const before = seen.get(audit.id);
      if (!before || before.weight < entry.weight) seen.set(audit.id, entry);
    }
  }
  return [...seen.values()].sort((a, b) => b.weight - a.weight).map((e) => e.line);
}

/**
 * One Lighthouse run. On a loaded machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is
 * tried again, up to three times in all; a page that does not load (a 404) fails at once.
 */
async function oneRun(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3 || /status code/i.test(error.message)) throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
    console.log(`  ${url}: ${error.code}, trying again`);
  }
}

async function measure(port: number, url: string, page: string): Promise<Row> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(port, url));
  runs.sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)]!;
  return {
    page,
    scores: { performance: score(lhr, 'performance'), accessibility: score(lhr, 'accessibility'), 'best-practices': score(lhr, 'best-practices'), seo: score(lhr, 'seo') },
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    bytes: numeric(lhr, 'total-byte-weight'),
    failing: failingAudits(lhr),
    lhr,
  };
}

/** A figure and a mark: ✓ when it meets its target, ✗ when not. */
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const cell = (text: string, width: number) => text.padStart(width);

function table(rows: Row[]): string[] {
  const width = Math.max(28, ...rows.map((r) => r.page.length + 1));
  const header = `${'page'.padEnd(width)}${cell('perf', 7)}${cell('a11y', 7)}${cell('BP', 7)}${cell('SEO', 7)}${cell('FCP s', 8)}${cell('LCP s', 9)}${cell('CLS', 9)}${cell('TBT ms', 9)}${cell('KB', 8)}`;
  const target = `${'target'.padEnd(width)}${cell(`≥${TARGETS.performance}`, 7)}${cell('100', 7)}${cell('100', 7)}${cell('100', 7)}${cell('', 8)}${cell(`≤${(TARGETS.lcpMs / 1000).toFixed(1)}`, 9)}${cell(`≤${TARGETS.cls}`, 9)}${cell('', 9)}${cell('', 8)}`;
  const lines = [header, target, '-'.repeat(header.length)];
  for (const r of rows) {
    const s = (id: keyof Row['scores'], min: number) => {
      const v = r.scores[id];
      return cell(v === null ? '-' : `${v} ${mark(v >= min)}`, 7);
    };
    lines.push(
      `${r.page.padEnd(width)}${s('performance', TARGETS.performance)}${s('accessibility', TARGETS.accessibility)}${s('best-practices', TARGETS['best-practices'])}${s('seo', TARGETS.seo)}` +
        `${cell((r.fcpMs / 1000).toFixed(2), 8)}${cell(`${(r.lcpMs / 1000).toFixed(2)} ${mark(r.lcpMs <= TARGETS.lcpMs)}`, 9)}` +
        `${cell(`${r.cls.toFixed(3)} ${mark(r.cls <= TARGETS.cls)}`, 9)}${cell(r.tbtMs.toFixed(0), 9)}${cell((r.bytes / 1024).toFixed(0), 8)}`,
    );
  }
  return lines;
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

buildClientIfStale(ROOT);
await buildServerIfStale(ROOT);
const dir = mkdtempSync(path.join(tmpdir(), 'ftc-bench-lighthouse-'));
const env = {
  DATABASE_PATH: path.join(dir, 'site.sqlite'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'admin@bench.local',
  ADMIN_PASSWORD: 'bench admin password',
};
// `npm start` itself (scripts/start.mjs with its node flags): a new database gets the demo content on first start.
const server = await startChildServer({ env, program: [...serverNodeFlags(ROOT), path.join(ROOT, 'scripts/start.mjs')], args: [] });
const chromeFlags = ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'];
if (process.getuid?.() === 0) chromeFlags.push('--no-sandbox');
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
try {
  const pages = args.pages ? args.pages.split(',').map((p) => p.trim()).filter(Boolean) : await defaultPages(server);
  console.log(`bench:lighthouse  ${new Date().toISOString()}  lighthouse 12, mobile, simulated throttling  ${RUNS} run(s) a page  load average ${load()}`);
  const rows: Row[] = [];
  for (const page of pages) {
    const started = performance.now();
    const row = await measure(chrome.port, server.url + page, page);
    rows.push(row);
    console.log(`  ${page}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (args.report) {
      mkdirSync(args.report, { recursive: true });
      const file = path.join(args.report, `${page.replace(/^\//, '').replace(/\W+/g, '_') || 'root'}.html`);
      writeFileSync(file, generateReport(row.lhr, 'html'));
      writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(row.lhr));
    }
  }
  console.log('');
  for (const line of table(rows)) console.log(line);
  console.log('');
  console.log(`Failing audits per page (category: id: title; heaviest first, at most ${AUDITS_SHOWN}):`);
  for (const row of rows) {
    console.log(`${row.page}${row.failing.length ? '' : ': none'}`);
    for (const line of row.failing.slice(0, AUDITS_SHOWN)) console.log(`  ${line}`);
    if (row.failing.length > AUDITS_SHOWN) console.log(`  ... and ${row.failing.length - AUDITS_SHOWN} more`);
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
