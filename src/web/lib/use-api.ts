// Loads data for a public page: loading, data and error states, a small cache so going back does not flash a
// loading text again, and the spec's console message '{operation} failed: {message}' on failure.
import { useCallback, useEffect, useState } from 'react';

interface Result<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
}

interface Settled<T> extends Result<T> {
  key: string | null;
  version: number;
}

const cache = new Map<string, unknown>();

export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, operation = key ?? 'request') {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        setSettled({ key, version, data, error: null, loading: false });
      },
      (error: Error) => {
        if (error.name === 'AbortError') return;
        console.error(`${operation} failed: ${error.message}`);
        setSettled({ key, version, data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
    // `load` is recreated on every render; the key says when the data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setVersion((v) => v + 1);
  }, [key]);

  const fresh = settled && settled.key === key && settled.version === version;
  const result: Result<T> = fresh
    ? settled
    : { data: key !== null && cache.has(key) ? (cache.get(key) as T) : undefined, error: null, loading: key !== null && !cache.has(key) };
  return { ...result, reload };
}
