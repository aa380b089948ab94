// A failed API read or write as the browser sees it: the answer's message, its HTTP status (0 when the server could not
// be reached) and the per-field messages. The server's in-process reads for a page render throw the same error
// (modules/pages/page-reads.ts), so a page shows "not found" the same way whether it was rendered on the server or in
// the browser.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** As data: JSON leaves out an Error's message, and a server-rendered page sends its failed reads to the browser. */
  toJSON(): SentApiError {
    return { name: 'ApiError', message: this.message, status: this.status };
  }
}

/** An ApiError as it travels in a page's JSON (ssr-state.ts makes it an ApiError again). */
export interface SentApiError {
  name: 'ApiError';
  message: string;
  status: number;
}

export const isSentApiError = (value: unknown): value is SentApiError =>
  typeof value === 'object' && value !== null && 'name' in value && value.name === 'ApiError' && 'message' in value && typeof value.message === 'string' && 'status' in value && typeof value.status === 'number';

/**
 * The HTTP status of a failed read, from the browser's fetch or the server's in-process read; null for any other error.
 * By shape, not instanceof: the server's reads and the server-render bundle (built apart by Vite) each hold their own
 * copy of this module, so of the ApiError class, and a page rendered on the server meets the server's one.
 */
export const statusOf = (error: unknown): number | null =>
  error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : null;

/** "Not found": the page shows its missing state, on the server (with a 404) as in the browser. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;
