// `npm run test:binary`: the single executable's test (test/binary), apart from `npm test` because it builds
// dist/bin/ftc-romania first when that is stale. .ci/run runs it after `npm run build:binary`.
import { defineConfig } from 'vitest/config';
import { scaled } from './test/helpers/time-scale.ts';

export default defineConfig({
  test: {
    include: ['test/binary/**/*.test.ts'],
    environment: 'node',
    testTimeout: scaled(60_000),
    hookTimeout: scaled(900_000),
    expect: { poll: { timeout: scaled(30_000), interval: 50 } },
    pool: 'forks',
  },
});
