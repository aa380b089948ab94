// How the tests start Debian's Chromium (never a downloaded browser): its path and the flags this closed network needs.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  // Every host but this machine's fails to resolve at once: the third-party embeds, analytics and payment scripts a
  // page asks for fail in a moment, the same on a closed network as on an open one, without intercepting requests
  // (Playwright's request interception pauses every request of a page, ours included, and doubled the browser's work
  // per page load: decision 210). The tests record what was asked for (site.open's foreignRequests).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, the whole browser: for Lighthouse and the scripts that draw images. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium build (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's headless shell when it is installed, else the whole browser. The shell is
 * the same Chromium build without the browser's own layer (Playwright's default for headless runs); the browser tests
 * used about 40 % less time in it on the two-core CI machine, whose run is CPU-bound (decision 209).
 */
export const testChromiumPath = (): string => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
