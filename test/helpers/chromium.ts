// How the tests start Debian's Chromium (never a downloaded browser): its path and the flags this closed network needs.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
