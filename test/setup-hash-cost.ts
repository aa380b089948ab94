// A setup file of the "api" and "browser" projects (vitest.config.ts), run in each test file's process before it: new
// password hashes use a cheap scrypt cost instead of the production one (a quarter-second of a core each), so the
// fixture users every test app creates and every sign-in stop dominating the run (decision 202). The production cost
// stays what the "unit" project (test/unit/password.test.ts), test/security/passwords.test.ts (which puts it back)
// and the "alone" and soak suites check and time; a stored hash carries its parameters, so both kinds verify anywhere.
import { setHashCostForTests } from '../src/server/modules/auth/password';

export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

setHashCostForTests(TEST_SCRYPT_PARAMS);
