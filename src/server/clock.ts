// The app's one clock. Services read the time from deps.clock (tests set and advance it) and write timestamps
// through isoNow; repositories never read the time, they store the timestamp the service gives them.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** ISO 8601 UTC at the clock's now: the format of every *_at column. */
export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString();
