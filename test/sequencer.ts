// The order the test files start in (vitest.config.ts `sequence.sequencer`; decision 207): the longest first, so that
// no long file starts near the end of the run and holds it up while the other workers have nothing left to do.
//
// Vitest orders files by their durations in its own cache (node_modules/.vite), which a fresh clone, and so CI, does
// not have: it then orders them by file size, and the axe walks (short files that take 50 s) started last and ran
// alone at the end. test/durations.json holds the durations of a full run (`npm run test:durations` after `npm test`
// writes it again); a file it does not know yet starts first, as in vitest's own order.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file, keyed `project:path` as vitest's cache keys them. */
const KNOWN: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

/**
 * The projects in the order they start (vitest.config.ts). A worker process is reused only for the next file of the
 * same project, so each project's files stay together: the browser files first (the longest, and mostly waiting on
 * Chromium, which leaves room for the type check and ESLint beside them), the api and unit files after them.
 */
const PROJECT_ORDER = ['browser', 'api', 'unit'];

const rank = (spec: TestSpecification) => {
  const i = PROJECT_ORDER.indexOf(spec.project.name);
  return i === -1 ? PROJECT_ORDER.length : i;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${spec.moduleId.slice(root.length + 1)}`;
      const cached = this.ctx.cache.getFileTestResults(key);
      if (cached) return cached.duration / 1000;
      return KNOWN[key] ?? Number.POSITIVE_INFINITY;
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        seconds(b) - seconds(a) ||
        a.moduleId.localeCompare(b.moduleId),
    );
  }
}
