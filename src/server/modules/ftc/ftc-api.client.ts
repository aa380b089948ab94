// A client for FIRST's FTC Events API that survives the real service: a timeout on every call, retries with
// exponential backoff on 429, 5xx and network errors (Retry-After respected), pagination to the last page, answers
// validated with zod (the service sends an HTML page when it has no data), 401/403 reported at once, and a pause
// between calls. The key goes only into the Authorization header: no message, log line or error ever holds it.
import type { z } from 'zod';
import { ftcEventsResponse, ftcTeamsPage, type CodedFtcEvent, type FtcTeam } from './ftc-api.schemas';

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
  async function once(url: string, where: string): Promise<{ status: number; body: string; retryAfter: string | null }> {
    await pace();
    options.onCall?.();
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => controller.abort(), timing.timeoutMs);
    try {
      const response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: controller.signal });
      const body = await boundedText(response, options.maxResponseBytes ?? DEFAULT_FTC_MAX_RESPONSE_BYTES, where, () => controller.abort());
      return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
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
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const url = `${credentials.baseUrl}/${path}${params.size ? `?${params}` : ''}`;
    const where = `GET /${path}${params.size ? `?${params}` : ''}`;
    let lastProblem = '';
    for (let attempt = 1; attempt <= timing.attempts; attempt += 1) {
      let wait = Math.min(timing.backoffMs * 2 ** (attempt - 1), timing.maxBackoffMs);
      try {
        const answer = await once(url, where);
        if (answer.status === 401 || answer.status === 403) {
          throw new FtcApiError('auth', `The FTC Events API refused the credentials (${answer.status}): check FTC_API_USERNAME and FTC_API_KEY.`, answer.status);
        }
        if (answer.status === 429 || answer.status >= 500) {
          lastProblem = `HTTP ${answer.status}`;
          const asked = retryAfterMs(answer.retryAfter, Date.now());
          if (asked !== null) {
            if (asked > timing.maxRetryAfterMs) throw new FtcApiError('http', `${where}: HTTP ${answer.status}, asked to wait ${Math.round(asked / 1000)} s`, answer.status);
            wait = Math.max(asked, 0);
          }
        } else if (answer.status < 200 || answer.status >= 300) {
          throw new FtcApiError('http', `${where}: HTTP ${answer.status}`, answer.status);
        } else {
          return parse(where, answer.body, schema);
        }
      } catch (error) {
        if (!(error instanceof FtcApiError) || (error.kind !== 'network' && error.kind !== 'timeout')) throw error;
        lastProblem = error.message;
      }
      if (attempt < timing.attempts) await abortable(wait, options.signal);
    }
    throw new FtcApiError('http', `${where} failed ${timing.attempts} times (last: ${lastProblem})`);
  }

  return {
    /** Every event of the season that has a code (all countries: the API has no country filter). */
    async events(year: number): Promise<CodedFtcEvent[]> {
      const { events } = await get(`${year}/events`, {}, ftcEventsResponse);
      return events.filter((e): e is CodedFtcEvent => typeof e.code === 'string' && e.code.trim() !== '').map((e) => ({ ...e, code: e.code.trim() }));
    },

    /** Every team of the season, or of one event, following the pages to the last one. */
    async teams(year: number, filter: { eventCode?: string } = {}, onPage?: (page: number, pageTotal: number) => void): Promise<FtcTeam[]> {
      const teams: FtcTeam[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await get(`${year}/teams`, { ...(filter.eventCode ? { eventCode: filter.eventCode } : {}), page }, ftcTeamsPage);
        teams.push(...answer.teams);
        onPage?.(page, answer.pageTotal);
        if (page >= answer.pageTotal || page >= MAX_PAGES) return teams;
      }
    },
  };
}

export type FtcApiClient = ReturnType<typeof ftcApiClient>;

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
