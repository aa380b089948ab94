// Reads a refused save: the server's field messages of a 400 (shown under the fields) and a message in words.
import { useState } from 'react';
import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  httpStatus?: number;
  fieldErrors?: Record<string, string[]> | null;
}

/** { field: first message } of a 400 from a tRPC call, or null. `imageId` is shown under the file field (`file`). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as ErrorData | undefined;
  if (data?.httpStatus !== 400 || !data.fieldErrors) return null;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data.fieldErrors)) {
    const key = field === 'imageId' || field === 'image' ? 'file' : field;
    if (messages[0]) out[key] ??= messages[0];
  }
  return out;
}

/** The reason of a failed call or upload in words (the server's message), or null. */
export const reasonOf = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);

/**
 * The server's field messages of a refused save, each shown only while its field still holds the value it was
 * refused for (issue 15: a stale "already exists" clears as soon as the field is corrected).
 */
export function useServerFieldErrors(values: Record<string, unknown>) {
  const [refused, setRefused] = useState<{ errors: Record<string, string>; values: Record<string, unknown> }>({ errors: {}, values: {} });
  const errors = Object.fromEntries(
    Object.entries(refused.errors).filter(([field]) => field === '_' || JSON.stringify(values[field]) === JSON.stringify(refused.values[field])),
  );
  return {
    errors,
    set: (next: Record<string, string>) => setRefused({ errors: next, values: { ...values } }),
  };
}
