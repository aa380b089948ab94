// The public pages' read store (src/web/lib/read-store.ts, decision record 201): what TanStack Query did for them
// before, kept: one call per key at a time, five minutes of freshness, a kept "not found", Try Again starting over,
// a running event's results asked again while shown, and the server render's answers handed to the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/shared/api-error';
import { PUBLIC_FRESH_MS, ReadStore, readId, type PublicRead } from '../../src/web/lib/read-store';

let now = 1_000_000;
const clock = () => now;

/** A read whose calls are counted and answered by `answer` (a function of the call's number). */
function counted<T>(key: string, answer: (call: number) => Promise<T>, extra: Partial<PublicRead<T>> = {}) {
  const signals: AbortSignal[] = [];
  const read: PublicRead<T> = {
    key: [key],
    load: (signal) => {
      signals.push(signal);
      return answer(signals.length);
    },
    ...extra,
  };
  return { read, calls: () => signals.length, signals };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ReadStore', () => {
  it('asks once for a key however many ask at the same time, and tells its subscribers', async () => {
    const store = new ReadStore({ now: clock });
    const { read, calls } = counted('posts', async () => ['a']);
    const seen: string[] = [];
    store.subscribe(readId(read.key), () => seen.push(store.state(readId(read.key)).status));
    store.ensure(read);
    store.ensure(read);
    await expect(store.load(read)).resolves.toEqual(['a']);
    expect(calls()).toBe(1);
    expect(seen).toEqual(['success']);
    expect(store.state(readId(read.key))).toMatchObject({ status: 'success', data: ['a'], at: now });
  });

  it('keeps an answer fresh for five minutes, then shows it while asking again', async () => {
    const store = new ReadStore({ now: clock });
    const { read, calls } = counted('events', async (n) => `answer ${n}`);
    await store.load(read);
    now += PUBLIC_FRESH_MS - 1;
    store.ensure(read);
    expect(calls()).toBe(1);
    now += 1;
    store.ensure(read);
    expect(calls()).toBe(2);
    expect(store.state(readId(read.key))).toMatchObject({ status: 'success', data: 'answer 1' });
    await vi.waitFor(() => expect(store.state(readId(read.key))).toMatchObject({ data: 'answer 2' }));
  });

  it('asks again on mount after a failure, but keeps a "not found" the read keeps; reload starts over', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = new ReadStore({ now: clock });
    const failing = counted('teams', async () => Promise.reject(new ApiError('Server error', 500)), { operation: 'Load teams' });
    await expect(store.load(failing.read)).rejects.toThrow('Server error');
    expect(error).toHaveBeenCalledWith('Load teams failed: Server error');
    store.ensure(failing.read);
    expect(failing.calls()).toBe(2);
    expect(store.state(readId(failing.read.key)).status).toBe('pending'); // the loading text, not the old failure
    await vi.waitFor(() => expect(store.state(readId(failing.read.key)).status).toBe('error'));

    const missing = counted('event', async () => Promise.reject(new ApiError('Event not found', 404)), { keepFailure: true });
    await store.load(missing.read).catch(() => {});
    store.ensure(missing.read);
    expect(missing.calls()).toBe(1);
    const id = readId(missing.read.key);
    store.reload(id);
    expect(store.state(id).status).toBe('pending');
    expect(missing.calls()).toBe(2);
  });

  it('reload cancels the call under way and only the new answer counts', async () => {
    const store = new ReadStore({ now: clock });
    const resolvers: Array<(value: string) => void> = [];
    const { read, signals } = counted('resources', () => new Promise<string>((resolve) => resolvers.push(resolve)));
    store.ensure(read);
    store.reload(readId(read.key));
    expect(signals[0]!.aborted).toBe(true);
    resolvers[1]!('new');
    resolvers[0]!('old');
    await vi.waitFor(() => expect(store.state(readId(read.key))).toMatchObject({ status: 'success', data: 'new' }));
  });

  it('asks again after pollMs while a subscriber shows the read, and stops when none does', async () => {
    vi.useFakeTimers();
    const store = new ReadStore({ now: () => Date.now() });
    const { read, calls } = counted('results', async (n) => ({ live: n < 3 }), { pollMs: (results) => (results.live ? 60_000 : false) });
    const stop = store.subscribe(readId(read.key), () => {});
    store.ensure(read);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(3); // no longer live: no more calls
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls()).toBe(3);

    const other = counted('results-2', async () => ({ live: true }), { pollMs: () => 60_000 });
    const stopOther = store.subscribe(readId(other.read.key), () => {});
    store.ensure(other.read);
    await vi.advanceTimersByTimeAsync(0);
    stopOther();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(other.calls()).toBe(1);
    stop();
  });

  it('hands a server render\'s answers and "not found" to the browser, which asks for none of them again', async () => {
    const server = new ReadStore({ logFailures: false, now: clock });
    await server.load(counted('home-posts', async () => [{ title: 'Salut' }]).read);
    await server.load(counted('event', async () => Promise.reject(new ApiError('Event not found', 404)), { keepFailure: true }).read).catch(() => {});
    await server.load(counted('settings', async () => Promise.reject(new Error('disk'))).read).catch(() => {});
    server.forget((state) => state.status === 'error' && (state.error as ApiError).status !== 404);
    const sent = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<ReadStore['dehydrate']>;
    expect(sent).toEqual([
      { key: ['home-posts'], at: now, data: [{ title: 'Salut' }] },
      { key: ['event'], at: now, error: { name: 'ApiError', message: 'Event not found', status: 404 } },
    ]);

    const browser = new ReadStore({ now: clock });
    browser.hydrate(sent);
    const posts = counted('home-posts', async () => []);
    const event = counted('event', async () => ({}), { keepFailure: true });
    browser.ensure(posts.read);
    browser.ensure(event.read);
    expect(posts.calls() + event.calls()).toBe(0);
    const failure = browser.state(readId(['event'])).error;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Event not found' });
  });
});
