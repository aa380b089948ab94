// One place that turns errors into responses: AppError as-is, Fastify's own client errors with plain words,
// everything else a generic 500 that never shows SQL, stacks or driver text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, GENERIC_SERVER_ERROR } from '../../shared/errors';
import { fieldErrorsOf } from '../../shared/validation';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The JSON body is malformed.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'This content type is not supported here.',
  FST_REQ_FILE_TOO_LARGE: 'File size must be less than 10MB',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 says on this route when its body is past its limit (the teams CSV names its own limit). */
    bodyTooLarge?: string;
  }
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      const body: ErrorBody = { success: false, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      return reply.status(error.status).send(body);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ success: false, message: error.issues[0]?.message ?? 'Invalid input', errors: fieldErrorsOf(error) });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      // JSON parse errors, including bodies with __proto__ / constructor keys.
      const own = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config?.bodyTooLarge : undefined;
      const message = own ?? FASTIFY_MESSAGES[code] ?? (status === 429 ? 'Too many attempts. Please wait a moment before trying again.' : 'The request is not valid.');
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: GENERIC_SERVER_ERROR });
  });
}

/**
 * Fastify's router refuses some URLs (a bad percent-escape, a path segment over maxParamLength) before any route or
 * hook runs, and by default answers in its own shape, echoing the URL. This keeps them in the API envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ success: false, message: FASTIFY_MESSAGES[error.code] ?? 'The request is not valid.' });
}
