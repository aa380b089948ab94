// The public pages' data in the browser and in a server render (decision record 201): one small store of the REST
// reads by key, in place of TanStack Query, which stays the dashboard's (its lazy chunk). What the pages need of it:
// the server render fills a store and hands its answers to the browser (dehydrate -> hydrate, app/ssr-state.ts), so
// hydration fetches nothing; a page opened later asks /api once (several components asking for one key share the
// call); an answer counts as fresh for PUBLIC_FRESH_MS, after which a page that mounts shows it and asks again; a
// failure shows at once (no retry) and a page's Try Again starts over; results of a running event are asked for again
// while their page is open (decision 148).
import { createContext } from 'react';
import { ApiError, isSentApiError, statusOf, type SentApiError } from '../../shared/api-error';
import { isAbort } from './abort';

/**
 * How long a public read counts as fresh: a page opened again within it shows what it has without asking again, and
 * data that came with a server-rendered page (at most PAGE_MAX_AGE old, server/modules/pages/page-renderer.ts) is not
 * asked for again while the page hydrates, unless the visitor's clock runs minutes ahead of the server's.
 */
export const PUBLIC_FRESH_MS = 5 * 60_000;

/** A read's name in the store: JSON values only (it travels in the page). */
export type ReadKey = readonly (string | number)[];

/** One public read: its key, how it loads, and how the store treats its answer. */
export interface PublicRead<T> {
  key: ReadKey;
  load: (signal: AbortSignal) => Promise<T>;
  /** A failure (a missing event, team or post) stays while fresh when its page mounts again, so a server-rendered
   * "not found" hydrates as rendered; Try Again (reload) starts over. Other failures are asked again on mount. */
  keepFailure?: boolean;
  /** While a page shows the answer: ask again after this many ms (false: never). A method, so that any read is a
   * PublicRead<unknown> to the store. */
  pollMs?(data: T): number | false;
  /** Names the read in the failure logged in the browser: '{operation} failed: {message}'. */
  operation?: string;
}

export interface ReadState<T> {
  status: 'pending' | 'success' | 'error';
  /** The last answer (kept when a later call fails). */
  data?: T;
  error?: Error;
  /** When `data` was answered (ms since the epoch; 0 before any answer). */
  at: number;
  /** When the last call settled, answer or failure. */
  settledAt: number;
}

/** A read as a server-rendered page sends it to the browser. */
export type SentRead = { key: ReadKey; at: number; data: unknown } | { key: ReadKey; at: number; error: SentApiError };

interface Entry {
  state: ReadState<unknown>;
  read: PublicRead<unknown> | null;
  call: { controller: AbortController; promise: Promise<unknown> } | null;
  listeners: Set<() => void>;
  poll: ReturnType<typeof setTimeout> | null;
}

const PENDING: ReadState<never> = { status: 'pending', at: 0, settledAt: 0 };

export const readId = (key: ReadKey): string => JSON.stringify(key);


export class ReadStore {
  private readonly entries = new Map<string, Entry>();

  /** logFailures: false in a server render (the server logs its own failures; the browser logs when it asks again). */
  constructor(private readonly options: { logFailures?: boolean; now?: () => number } = {}) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private entry(id: string): Entry {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { state: PENDING, read: null, call: null, listeners: new Set(), poll: null };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The read's state; the same object until it changes (what useSyncExternalStore needs). */
  state<T>(id: string): ReadState<T> {
    return (this.entries.get(id)?.state ?? PENDING) as ReadState<T>;
  }

  subscribe(id: string, listener: () => void): () => void {
    const entry = this.entry(id);
    entry.listeners.add(listener);
    this.schedulePoll(entry);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && entry.poll) {
        clearTimeout(entry.poll);
        entry.poll = null;
      }
    };
  }

  private set(entry: Entry, state: ReadState<unknown>): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  /** Asks for the read (or joins the call under way) and resolves with its answer; a failure is also kept as its state. */
  load<T>(read: PublicRead<T>): Promise<T> {
    const entry = this.entry(readId(read.key));
    entry.read = read;
    if (entry.call) return entry.call.promise as Promise<T>;
    // Asking again after a failure with nothing to show: the page shows its loading text, not the old failure.
    if (entry.state.status === 'error' && entry.state.data === undefined) this.set(entry, PENDING);
    const controller = new AbortController();
    const current = () => entry.call?.controller === controller;
    const promise = read.load(controller.signal).then(
      (data) => {
        if (!current()) return data;
        entry.call = null;
        const now = this.now();
        this.set(entry, { status: 'success', data, at: now, settledAt: now });
        this.schedulePoll(entry);
        return data;
      },
      (error: unknown) => {
        if (!current()) throw error;
        entry.call = null;
        const failure = error instanceof Error ? error : new Error(String(error));
        if (this.options.logFailures !== false && read.operation && !isAbort(failure)) console.error(`${read.operation} failed: ${failure.message}`);
        this.set(entry, { ...entry.state, status: 'error', error: failure, settledAt: this.now() });
        throw failure;
      },
    );
    entry.call = { controller, promise };
    return promise;
  }

  /** load without the answer: a failure stays in the read's state only. */
  prefetch(read: PublicRead<unknown>): Promise<void> {
    return this.load(read).then(
      () => undefined,
      () => undefined,
    );
  }

  /** What a page does when it mounts: asks for a read it has no answer to, a stale answer, or a failure not kept. */
  ensure(read: PublicRead<unknown>): void {
    const entry = this.entry(readId(read.key));
    entry.read = read;
    const { status, at, settledAt } = entry.state;
    const now = this.now();
    const wanted =
      status === 'pending' ||
      (status === 'success' && now - at >= PUBLIC_FRESH_MS) ||
      (status === 'error' && (!read.keepFailure || now - settledAt >= PUBLIC_FRESH_MS));
    if (wanted) void this.prefetch(read);
    else this.schedulePoll(entry);
  }

  /** Try Again: forgets the answer (the page shows its loading state) and asks anew, cancelling a call under way. */
  reload(id: string): void {
    const entry = this.entries.get(id);
    if (!entry?.read) return;
    entry.call?.controller.abort();
    entry.call = null;
    this.set(entry, PENDING);
    void this.prefetch(entry.read);
  }

  /** Forgets the reads `drop` names (a server render drops failures other than "not found": the browser asks again). */
  forget(drop: (state: ReadState<unknown>) => boolean): void {
    for (const [id, entry] of this.entries) if (drop(entry.state)) this.entries.delete(id);
  }

  /** While a page shows a read whose answer asks for it (results of a running event), asks again after its interval;
   * a hidden tab waits for the next turn. */
  private schedulePoll(entry: Entry): void {
    if (entry.poll || entry.listeners.size === 0 || !entry.read?.pollMs || entry.state.status !== 'success') return;
    const every = entry.read.pollMs(entry.state.data);
    if (every === false) return;
    const read = entry.read;
    entry.poll = setTimeout(() => {
      entry.poll = null;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.schedulePoll(entry);
      else void this.prefetch(read);
    }, Math.max(0, entry.state.at + every - this.now()));
  }

  /** The answers and not-found failures, for the page's JSON (errors as data: JSON leaves out an Error's message). */
  dehydrate(): SentRead[] {
    const sent: SentRead[] = [];
    for (const entry of this.entries.values()) {
      const { state, read } = entry;
      if (!read) continue;
      if (state.status === 'success') sent.push({ key: read.key, at: state.at, data: state.data });
      else if (state.status === 'error' && state.error) {
        sent.push({ key: read.key, at: state.settledAt, error: { name: 'ApiError', message: state.error.message, status: statusOf(state.error) ?? 500 } });
      }
    }
    return sent;
  }

  /** A server-rendered page's reads into this store, errors made ApiErrors again. */
  hydrate(sent: SentRead[]): void {
    for (const read of sent) {
      const entry = this.entry(readId(read.key));
      if ('error' in read && isSentApiError(read.error)) {
        entry.state = { status: 'error', error: new ApiError(read.error.message, read.error.status), at: 0, settledAt: read.at };
      } else if ('data' in read) {
        entry.state = { status: 'success', data: read.data, at: read.at, settledAt: read.at };
      }
    }
  }
}

/** The store of this render (the server: one per request) or of this browser tab (main.tsx), given by AppRoot. */
export const ReadStoreContext = createContext<ReadStore | null>(null);
