// A client for FIRST's FTC Events API that survives the real service: a timeout on every call, retries with
// exponential backoff on 429, 5xx and network errors (Retry-After respected), pagination to the last page, answers
// validated with zod (the service sends an HTML page when it has no data), 401/403 reported at once, and a pause
// between calls. The key goes only into the Authorization header: no message, log line or error ever holds it.
// Every answer is read as a stream and refused past a size cap (a 300 MB answer once took the server to 1 GB), and
// a call made before carries If-Modified-Since: a 304 reuses the answer stored then (issue 22, point 9).
import type { z } from 'zod';
import { ftcAlliancesRaw, ftcAwardsRaw, ftcEventsRaw, ftcLeagueMembers, ftcLeaguesRaw, ftcRankingsRaw, ftcScheduleRaw, ftcTeamsRaw } from './ftc-api.schemas';

export interface FtcApiTiming {
  /** Per call, answer body included. */
  timeoutMs: number;
  /** Tries per call, the first included. */
  attempts: number;
  /** First wait before a retry; doubled each time, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A Retry-After longer than this is not waited for: the call fails. */
  maxRetryAfterMs: number;
  /** Least time between the starts of two calls (FTCScout waits 250 ms). */
  minIntervalMs: number;
}

export const DEFAULT_FTC_TIMING: FtcApiTiming = {
  timeoutMs: 20_000,
  attempts: 4,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
  maxRetryAfterMs: 120_000,
  minIntervalMs: 300,
};

/** What a caller can tell apart: bad credentials, an answer that is not the expected JSON, or the service failing. */
export type FtcApiErrorKind = 'auth' | 'invalid-body' | 'too-large' | 'http' | 'network' | 'timeout' | 'aborted';

export class FtcApiError extends Error {
  constructor(
    readonly kind: FtcApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FtcApiError';
  }
}

export interface FtcApiCredentials {
  baseUrl: string;
  username: string;
  key: string;
}

export interface FtcApiClientOptions {
  timing?: Partial<FtcApiTiming>;
  /** Aborts every call in flight and every wait (the server closing). */
  signal?: AbortSignal;
  /** Told about each HTTP request made (progress). */
  onCall?: () => void;
  /** The largest answer read (FTC_MAX_RESPONSE_MB): a larger one is refused unread past it (issue 21, finding 7). */
  maxResponseBytes?: number;
  /** Answers stored with their Last-Modified: asked again with If-Modified-Since, a 304 reuses them. */
  cache?: FtcAnswerCache;
}

export interface FtcAnswerCache {
  get(url: string): Promise<{ lastModified: string; body: string } | undefined>;
  put(url: string, lastModified: string, body: string): Promise<void>;
}

export const DEFAULT_FTC_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * The answer's text, read as a stream and refused once past `max` bytes (or at once when its Content-Length says so),
 * so an endless or huge answer never sits in memory whole; `stop` ends the connection.
 */
async function boundedText(response: Response, max: number, where: string, stop: () => void): Promise<string> {
  const tooLarge = () => {
    stop();
    return new FtcApiError('too-large', `${where}: the answer is larger than ${+(max / 1024 / 1024).toFixed(2)} MB (FTC_MAX_RESPONSE_MB); not read`);
  };
  if (Number(response.headers.get('content-length') ?? 0) > max) throw tooLarge();
  if (!response.body) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

const MAX_PAGES = 500;

function abortable(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FtcApiError('aborted', 'The sync was stopped.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new FtcApiError('aborted', 'The sync was stopped.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function ftcApiClient(credentials: FtcApiCredentials, options: FtcApiClientOptions = {}) {
  const timing: FtcApiTiming = { ...DEFAULT_FTC_TIMING, ...options.timing };
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.key}`).toString('base64')}`;
  let lastCallAt = 0;

  async function pace(): Promise<void> {
    const wait = lastCallAt + timing.minIntervalMs - Date.now();
    if (wait > 0) await abortable(wait, options.signal);
    lastCallAt = Date.now();
  }

  /** One HTTP request; throws FtcApiError with retry = true for what another try may fix. */
  async function once(
    url: string,
    where: string,
    ifModifiedSince: string | undefined,
  ): Promise<{ status: number; body: string; retryAfter: string | null; lastModified: string | null }> {
    await pace();
    options.onCall?.();
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => controller.abort(), timing.timeoutMs);
    try {
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (ifModifiedSince) headers['if-modified-since'] = ifModifiedSince;
      const response = await fetch(url, { headers, signal: controller.signal });
      const body = await boundedText(response, options.maxResponseBytes ?? DEFAULT_FTC_MAX_RESPONSE_BYTES, where, () => controller.abort());
      return { status: response.status, body, retryAfter: response.headers.get('retry-after'), lastModified: response.headers.get('last-modified') };
    } catch (error) {
      if (error instanceof FtcApiError) throw error;
      if (options.signal?.aborted) throw new FtcApiError('aborted', 'The sync was stopped.');
      if (controller.signal.aborted) throw new FtcApiError('timeout', `no answer within ${timing.timeoutMs / 1000} s`);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
      throw new FtcApiError('network', `network error (${cause})`);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** GET path?query, retried as the service needs, parsed with the schema. */
  async function get<S extends z.ZodType>(path: string, query: Record<string, string | number>, schema: S): Promise<z.output<S>> {
    return (await getAnswer(path, query, schema)).data;
  }

  /** The same, saying whether FIRST answered 304 (the stored answer was reused: nothing changed since). */
  async function getAnswer<S extends z.ZodType>(path: string, query: Record<string, string | number>, schema: S): Promise<{ data: z.output<S>; notModified: boolean }> {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const url = `${credentials.baseUrl}/${path}${params.size ? `?${params}` : ''}`;
    const where = `GET /${path}${params.size ? `?${params}` : ''}`;
    let lastProblem = '';
    const stored = await options.cache?.get(url);
    for (let attempt = 1; attempt <= timing.attempts; attempt += 1) {
      let wait = Math.min(timing.backoffMs * 2 ** (attempt - 1), timing.maxBackoffMs);
      try {
        const answer = await once(url, where, stored?.lastModified);
        if (answer.status === 304 && stored) return { data: parse(where, stored.body, schema), notModified: true };
        if (answer.status === 401 || answer.status === 403) {
          throw new FtcApiError('auth', `The FTC Events API refused the credentials (${answer.status}): check FTC_API_USERNAME and FTC_API_KEY.`, answer.status);
        }
        // 501 is FIRST's answer to a bad combination of parameters: another try gives the same (not retried).
        if (answer.status === 429 || (answer.status >= 500 && answer.status !== 501)) {
          lastProblem = `HTTP ${answer.status}`;
          const asked = retryAfterMs(answer.retryAfter, Date.now());
          if (asked !== null) {
            if (asked > timing.maxRetryAfterMs) throw new FtcApiError('http', `${where}: HTTP ${answer.status}, asked to wait ${Math.round(asked / 1000)} s`, answer.status);
            wait = Math.max(asked, 0);
          }
        } else if (answer.status < 200 || answer.status >= 300) {
          throw new FtcApiError('http', `${where}: HTTP ${answer.status}`, answer.status);
        } else {
          const data = parse(where, answer.body, schema);
          if (answer.lastModified && options.cache) await options.cache.put(url, answer.lastModified, answer.body);
          return { data, notModified: false };
        }
      } catch (error) {
        if (!(error instanceof FtcApiError) || (error.kind !== 'network' && error.kind !== 'timeout')) throw error;
        lastProblem = error.message;
      }
      if (attempt < timing.attempts) await abortable(wait, options.signal);
    }
    throw new FtcApiError('http', `${where} failed ${timing.attempts} times (last: ${lastProblem})`);
  }

  /** Every page of a team list (the season's or an event's), rows unvalidated: each is checked on its own. */
  async function teamPages(year: number, query: Record<string, string | number>): Promise<unknown[]> {
    const rows: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get(`${year}/teams`, { ...query, page }, ftcTeamsRaw);
      rows.push(...answer.teams);
      if (page >= answer.pageTotal || page >= MAX_PAGES) return rows;
    }
  }

  return {
    /** Every event of the season (all countries: the API has no country filter), rows unvalidated. */
    async events(year: number): Promise<unknown[]> {
      return (await get(`${year}/events`, {}, ftcEventsRaw)).events;
    },

    /** An event's current registration (FIRST's team list), rows unvalidated. */
    eventTeams: (year: number, eventCode: string): Promise<unknown[]> => teamPages(year, { eventCode }),

    /** One team by number (an empty list when FIRST has none). */
    team: (year: number, teamNumber: number): Promise<unknown[]> => teamPages(year, { teamNumber }),

    /** The leagues of a region (FIRST's region code, e.g. RO), rows unvalidated. */
    async leagues(year: number, regionCode: string): Promise<unknown[]> {
      return (await get(`${year}/leagues`, { regionCode }, ftcLeaguesRaw)).leagues ?? [];
    },

    /** An event's rankings (results calls: rows unvalidated; notModified when FIRST answered 304). */
    rankings: (year: number, eventCode: string): Promise<FtcRows> => rows(getAnswer(`${year}/rankings/${encodeURIComponent(eventCode)}`, {}, ftcRankingsRaw)),
    awards: (year: number, eventCode: string): Promise<FtcRows> => rows(getAnswer(`${year}/awards/${encodeURIComponent(eventCode)}`, {}, ftcAwardsRaw)),
    /** The schedule with the results filled in as they are played ('qual' or 'playoff'). */
    schedule: (year: number, eventCode: string, level: 'qual' | 'playoff'): Promise<FtcRows> =>
      rows(getAnswer(`${year}/schedule/${encodeURIComponent(eventCode)}/${level}/hybrid`, {}, ftcScheduleRaw)),
    alliances: (year: number, eventCode: string): Promise<FtcRows> => rows(getAnswer(`${year}/alliances/${encodeURIComponent(eventCode)}`, {}, ftcAlliancesRaw)),

    /** The team numbers of a league. */
    async leagueMembers(year: number, regionCode: string, leagueCode: string): Promise<number[]> {
      const { members } = await get(`${year}/leagues/members/${encodeURIComponent(regionCode)}/${encodeURIComponent(leagueCode)}`, {}, ftcLeagueMembers);
      return (members ?? []).filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0);
    },
  };
}

export type FtcApiClient = ReturnType<typeof ftcApiClient>;

/** A results call's rows (unvalidated) and whether FIRST said nothing changed since the stored answer (304). */
export interface FtcRows {
  rows: unknown[];
  notModified: boolean;
}

const rows = async (pending: Promise<{ data: { rows: unknown[] }; notModified: boolean }>): Promise<FtcRows> => {
  const { data, notModified } = await pending;
  return { rows: data.rows, notModified };
};

function parse<S extends z.ZodType>(where: string, body: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const looksHtml = /^\s*</.test(body);
    throw new FtcApiError('invalid-body', `${where}: the answer is ${looksHtml ? 'an HTML page' : 'not JSON'}, not the expected data`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FtcApiError('invalid-body', `${where}: unexpected answer (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`);
  }
  return result.data;
}
