import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES } from '../policy';
import { emailAddress, freeText } from './fields';

const email = emailAddress({ required: 'Email is required.', invalid: 'Please enter a valid email address.' }, { lowercase: true });

export const loginInput = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH, 'Email or password is incorrect. Please try again.'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const registerInput = z.object({
  email,
  name: freeText({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name must be at most 100 characters.'),
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const roleSchema = z.enum(ROLES, { error: 'Role must be ADMIN, EDITOR or TEAM.' });

/** What the API says about a user. Never the password hash. */
export const userOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type UserOutput = z.infer<typeof userOutput>;

export const authOutput = z.object({
  access_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  user: userOutput,
});
export type AuthOutput = z.infer<typeof authOutput>;

/** GET /api/auth/csrf: the anti-forgery header to send and its token (the cookie comes with the answer). */
export const csrfOutput = z.object({ header: z.string(), token: z.string() });
