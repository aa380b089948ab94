// The previews' read (issue 15): a draft's or scheduled item's data from the editors-only tRPC queries
// (posts.byIdForEditor, events.byIdForEditor: posts:write / events:write, answered `private, no-store`). Called
// with plain fetch, so the public bundle does not carry the dashboard's tRPC client. A 401 refreshes the session
// once and asks again; what still fails is an ApiError with the server's status (401, 403, 404).
import { useEffect, useState } from 'react';
import { ApiError } from './api';
import { refreshOnce } from './auth-session';
import { getSession } from './session-store';

export type PreviewProcedure = 'posts.byIdForEditor' | 'events.byIdForEditor';

interface TrpcAnswer<T> {
  result?: { data?: T };
  error?: { message?: string };
}

async function ask(procedure: PreviewProcedure, id: number, signal: AbortSignal): Promise<Response> {
  const token = getSession().token;
  const input = encodeURIComponent(JSON.stringify({ id }));
  return fetch(`/trpc/${procedure}?input=${input}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
}

export async function readPreview<T>(procedure: PreviewProcedure, id: number, signal: AbortSignal): Promise<T> {
  let response = await ask(procedure, id, signal);
  if (response.status === 401 && getSession().token && (await refreshOnce())) response = await ask(procedure, id, signal);
  const answer = (await response.json().catch(() => null)) as TrpcAnswer<T> | null;
  if (!response.ok || answer?.result?.data === undefined) {
    throw new ApiError(answer?.error?.message ?? `Request failed (${response.status})`, response.status);
  }
  return answer.result.data;
}

export type PreviewState<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'refused'; status: number; message: string };

/** The preview's data, or why it is not shown. Nothing is cached: every opening asks the server again. */
export function usePreview<T>(procedure: PreviewProcedure, id: number): PreviewState<T> {
  const key = `${procedure}:${id}`;
  const [settled, setSettled] = useState<{ key: string; state: PreviewState<T> } | null>(null);
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    readPreview<T>(procedure, id, controller.signal).then(
      (data) => setSettled({ key, state: { kind: 'ready', data } }),
      (error: Error) => {
        if (error.name === 'AbortError') return;
        setSettled({ key, state: { kind: 'refused', status: error instanceof ApiError ? error.status : 0, message: error.message } });
      },
    );
    return () => controller.abort();
  }, [procedure, id, key]);
  if (!Number.isInteger(id) || id <= 0) return { kind: 'refused', status: 404, message: 'Not found' };
  return settled?.key === key ? settled.state : { kind: 'loading' };
}
