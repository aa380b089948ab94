// Reads a refused save: the server's field messages of a 400 (shown under the fields) and a message in words.
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
