import type { z } from 'zod';
import { AppError, type FieldErrors } from './errors';

/** zod issues -> { field: [messages] }; issues without a path go under "_". */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses or throws a 400 AppError whose message is the first problem and whose fieldErrors list them all. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** The 400 AppError for a failed parse: the first problem as the message, every problem under its field. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION', error.issues[0]?.message ?? 'Invalid input', { fieldErrors: fieldErrorsOf(error) });
}
