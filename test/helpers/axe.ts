// axe-core in a real page: WCAG 2.0-2.2 A and AA rules plus label-content-name-mismatch (experimental in axe, so
// enabled by name). Evaluated through the DevTools protocol, which the page's Content-Security-Policy (script-src
// 'self') does not govern, so the policy under test stays the production one. Used by the public and dashboard tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/** Every violation on the page as it is now, one line per element: rule, impact, selector, markup, why. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([tags]) => {
      const axe = window.axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: true } },
        // Only the violations are read: axe then skips the selectors and markup of every passing element, its
        // documented way to run faster on large pages (the other result types keep their counts).
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
    },
    [WCAG_TAGS] as const,
  );
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.html.slice(0, 160)} | ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
  );
}
