// One scale factor for every deadline in the tests: TEST_TIME_SCALE (default 1; 2 or 3 on a slow or loaded machine).
// Read here and nowhere else. The vitest configs scale their test, hook and expect.poll limits with it, and every fixed
// limit in a test (a server's start, a wait's end, an upper bound on a measured time) is written as scaled(ms), so a
// slow machine makes the suite slower, never red. Lower bounds (a timer must not fire early) are not scaled.

function readScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) throw new Error(`TEST_TIME_SCALE must be a number of at least 1, not "${value}"`);
  return scale;
}

/** The factor every test deadline is multiplied by (TEST_TIME_SCALE, default 1). */
export const TIME_SCALE = readScale(process.env.TEST_TIME_SCALE);

/** A deadline of `ms` milliseconds on a quiet machine, stretched by TEST_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
