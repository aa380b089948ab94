// The error catalogue of spec 02 §8 for the login and register screens.
import { ApiError } from '../../../lib/api';

export const LOGIN_ERROR_HEADING = 'There was a problem signing you in.';
export const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** The server's own words, mapped where the spec says so ('password too short', 'invalid email'). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const text = error.message;
  if (/password/i.test(text) && /(at least|too short|min)/i.test(text)) return 'Password must be at least 6 characters.';
  if (/email/i.test(text) && /valid|invalid/i.test(text)) return 'Please enter a valid email address.';
  return text;
}

export function loginErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 401 || status === 403) return 'Email or password is incorrect. Please try again.';
  if (status === 0) return 'Cannot reach the server. Check your internet connection and try again.';
  if (status === 429) return 'Too many attempts. Please wait a moment before trying again.';
  if (status >= 500) return 'We are experiencing issues. Please try again later.';
  return serverMessage(error) ?? UNEXPECTED;
}

export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Cannot reach the server. Check your internet connection and try again.';
  if (error instanceof ApiError && error.status >= 500) return UNEXPECTED;
  return (error instanceof Error && error.message) || UNEXPECTED;
}
