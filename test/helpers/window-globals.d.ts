// What the browser tests put on `window` inside page.evaluate / addInitScript, declared once so the tests need no casts.
import type { Violation } from './axe';
// The app's own additions to window (dataLayer, gtag), for the tests that read them.
import type {} from '../../src/web/lib/analytics';

declare global {
  interface Window {
    /** images.test: the layout shift summed by a PerformanceObserver. */
    cls: number;
    /** images.test: each layout shift counted in cls, with what moved (for the failure message). */
    shifts: string[];
    /** event-results.test, dashboard-work-kept.test: set before a navigation to see that the page was not reloaded. */
    marker?: number;
    notReloaded?: boolean;
    /** accounts.test: when the registration message appeared and when the address changed (performance.now()). */
    redirectTimes?: { shown?: number; moved?: number };
    /** headers.test: exposed by Playwright, reports each CSP violation. */
    reportCspViolation: (line: string) => void;
    /** axe-core, injected by axe.ts. */
    axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> };
  }
}
