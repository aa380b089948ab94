import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The single executable's test builds the executable: `npm run test:binary` (vitest.binary.config.ts).
    exclude: [...configDefaults.exclude, 'test/binary/**'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: run files in parallel, tests in a file in order.
    maxWorkers: 2,
  },
});
