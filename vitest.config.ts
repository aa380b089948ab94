import { configDefaults, defineConfig } from 'vitest/config';

/** Long statistical or crash tests: `npm run test:soak` (vitest.soak.config.ts), which .ci/run runs after `npm test`. */
export const SOAK_TESTS = 'test/**/*.soak.test.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The single executable's test builds the executable: `npm run test:binary` (vitest.binary.config.ts).
    exclude: [...configDefaults.exclude, 'test/binary/**', SOAK_TESTS],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Generous limits: on a busy machine a test may take several times longer, and every wait inside it retries
    // until its condition (expectWeb, expect.poll), so a limit is only there to end a test that hangs.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 20_000, interval: 100 } },
    pool: 'forks',
    // Two cores: run files in parallel, tests in a file in order.
    maxWorkers: 2,
  },
});
