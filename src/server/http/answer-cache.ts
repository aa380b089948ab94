// The serialized answers of public reads, kept in memory and bounded by count and by bytes, least recently used
// out first. Pure data: src/server/http/public-reads.ts decides what goes in and when an entry is still good.

export interface CachedAnswer {
  body: Buffer;
  /** Strong validator: a hash of body. */
  etag: string;
  contentType: string;
  /** ContentVersions.current() when the answer began to be built. */
  versions: number;
  /** When the answer stops being true however nothing is written (upcoming events start); Infinity for never. */
  expiresAt: number;
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 2_000, maxBytes: 48 * 1024 * 1024 };

/** What one entry costs beside its body: its key twice (Map and entry) and the bookkeeping, roughly. */
const OVERHEAD = 200;

export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  #bytes = 0;
  /** The key last moved to the end (or set), so a repeated get of it need not move it again. */
  #newest: string | undefined;

  constructor(readonly limits: CacheLimits = DEFAULT_CACHE_LIMITS) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The keys, least recently used first. */
  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    // Most recently used last: Map keeps insertion order (a hot key asked for again and again is already there).
    if (entry && key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = key;
    }
    return entry;
  }

  /** Keeps the answer unless it alone would take more than half the bytes; says whether it was kept. */
  set(key: string, entry: CachedAnswer): boolean {
    this.delete(key);
    const cost = costOf(key, entry);
    if (cost > this.limits.maxBytes / 2) return false; // one answer may not push out everything else
    this.#entries.set(key, entry);
    this.#newest = key;
    this.#bytes += cost;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= costOf(oldest, old);
    }
    return this.#entries.has(key);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= costOf(key, entry);
  }
}

const costOf = (key: string, entry: CachedAnswer) => entry.body.length + key.length * 2 + OVERHEAD;
