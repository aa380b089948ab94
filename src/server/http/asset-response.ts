// Answers a request for one in-memory client file the way @fastify/static (with @fastify/send) answers it from disk:
// pre-compressed body chosen by Accept-Encoding, validators, conditional GET (304/412), single byte ranges (206/416).
// test/api/embedded-client.test.ts holds the two modes to the same status, headers and body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssetBody, ClientAsset } from './client-assets';

type Encoding = 'br' | 'gzip';
/** The server's preference when the client accepts several equally. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Highest q wins, ties go to br, q=0 refuses, `*` counts as gzip (as @fastify/static negotiates). */
function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawToken = '', ...params] = part.split(';');
    const token = rawToken.trim() === '*' ? 'gzip' : rawToken.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2)) || 0;
    const encoding = ENCODINGS.find((e) => e === token);
    if (!encoding || !available.includes(encoding) || q <= 0) continue;
    if (q > bestQ || (q === bestQ && best !== undefined && ENCODINGS.indexOf(encoding) < ENCODINGS.indexOf(best))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/** Comma-separated entity tags; W/ on our tag is ignored when comparing (weak comparison, as send does). */
const tagMatches = (header: string, etag: string) =>
  header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || `W/${t}` === etag);

function preconditionFailed(request: FastifyRequest, body: AssetBody): boolean {
  const ifMatch = request.headers['if-match'];
  if (ifMatch && ifMatch !== '*' && !tagMatches(ifMatch, body.etag)) return true;
  const ifUnmodifiedSince = Date.parse(request.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(ifUnmodifiedSince) && Date.parse(body.lastModified) > ifUnmodifiedSince;
}

function notModified(request: FastifyRequest, body: AssetBody): boolean {
  if (request.headers['cache-control']?.includes('no-cache')) return false; // an end-to-end reload
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch === '*' || tagMatches(ifNoneMatch, body.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(body.lastModified) <= since;
}

function rangeIsFresh(request: FastifyRequest, body: AssetBody): boolean {
  const header = request.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = Array.isArray(header) ? header.join(', ') : header;
  if (ifRange.includes('"')) return ifRange.includes(body.etag);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Date.parse(body.lastModified) <= date;
}

/** The satisfiable ranges of a `bytes=` header, overlapping or adjacent ones merged. */
function parseRanges(header: string, size: number): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const [first = '', last = ''] = spec.split('-');
    let start = Number.parseInt(first, 10);
    let end = Number.parseInt(last, 10);
    if (Number.isNaN(start)) {
      start = size - end; // -N: the last N bytes
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) {
      end = size - 1;
    }
    if (!Number.isNaN(start) && !Number.isNaN(end) && start > -1 && start <= end) ranges.push({ start, end });
  }
  if (ranges.length < 2) return ranges;
  const merged = [...ranges].sort((a, b) => a.start - b.start);
  const out = [merged[0]!];
  for (const range of merged.slice(1)) {
    const current = out[out.length - 1]!;
    if (range.start > current.end + 1) out.push(range);
    else current.end = Math.max(current.end, range.end);
  }
  return out;
}

export function sendClientAsset(request: FastifyRequest, reply: FastifyReply, asset: ClientAsset, cacheControl: string): FastifyReply {
  const available = ENCODINGS.filter((e) => asset[e]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const chosen = encoding ? asset[encoding]! : asset.identity;
  const conditional = ['if-match', 'if-unmodified-since', 'if-none-match', 'if-modified-since'].some((h) => request.headers[h]);
  if (conditional && preconditionFailed(request, chosen)) return reply.send(httpError(412, 'Precondition Failed'));

  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'cache-control': cacheControl,
    'last-modified': chosen.lastModified,
    etag: chosen.etag,
    // The choice depended on Accept-Encoding even when the plain file went out: shared caches must know.
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  if (conditional && notModified(request, chosen)) {
    // No body headers, except that @fastify/static keeps the type beside a content-encoding.
    return reply
      .status(304)
      .headers({ ...headers, ...(encoding ? { 'content-type': asset.type } : {}) })
      .send();
  }

  headers['content-type'] = asset.type;
  const range = request.headers.range;
  if (range !== undefined && /^ *bytes=/.test(range) && rangeIsFresh(request, chosen)) {
    const ranges = parseRanges(range, chosen.body.length);
    if (ranges.length === 0) return reply.send(httpError(416, 'Range Not Satisfiable'));
    if (ranges.length === 1) {
      const { start, end } = ranges[0]!;
      headers['content-range'] = `bytes ${start}-${end}/${chosen.body.length}`;
      return reply.status(206).headers(headers).send(chosen.body.subarray(start, end + 1));
    }
    // Several ranges: the whole file, as send does (no multipart/byteranges).
  }
  return reply.headers(headers).send(chosen.body);
}
