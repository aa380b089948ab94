// One error vocabulary for the whole product: services throw AppError, the REST error handler and the
// tRPC error formatter turn it into a response. The browser reads the same codes.

export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  VALIDATION: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name -> messages, as zod's flattened field errors. */
export type FieldErrors = Record<string, string[]>;

export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  /** Seconds the client should wait (429). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, extra: { fieldErrors?: FieldErrors; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found.`);
export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
