// `npm run test:soak`: the SIGKILL crash soak, the backup under load and the statistical login-timing test. They
// take minutes and load the machine on purpose, so they run apart from `npm test`, one file at a time, by hand before a
// release (not in .ci/run: docs/decisions/152-soak-out-of-ci.md).
import { defineConfig } from 'vitest/config';
import { SOAK_TESTS } from './vitest.config.ts';
import { scaled } from './test/helpers/time-scale.ts';

export default defineConfig({
  test: {
    include: [SOAK_TESTS],
    environment: 'node',
    testTimeout: scaled(600_000),
    hookTimeout: scaled(180_000),
    expect: { poll: { timeout: scaled(20_000), interval: 100 } },
    pool: 'forks',
    maxWorkers: 1,
  },
});
