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
  /** Signed in with a one-time password: the dashboard asks for a new one before anything else (issue 25). */
  passwordChangeRequired: z.boolean(),
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

/** GET /api/auth/options: what the sign-in page offers on this server (issue 25: "Forgot password?" needs e-mail). */
export const authOptionsOutput = z.object({ passwordReset: z.boolean() });
export type AuthOptionsOutput = z.infer<typeof authOptionsOutput>;

/** POST /api/auth/forgot-password: the e-mail of the account (the answer is the same whether it exists or not). */
export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** A password link's token (from the e-mail's link). */
const linkToken = z.string({ error: 'This link is not valid.' }).trim().min(1, 'This link is not valid.').max(200, 'This link is not valid.');

export const passwordLinkInput = z.object({ token: linkToken });

/** POST /api/auth/password-link: whether the link can still be used, so the page says so before anything is typed. */
export const passwordLinkOutput = z.object({
  status: z.enum(['valid', 'used', 'expired', 'invalid']),
  /** reset: "Forgot password?"; invite: a new account's first password. */
  purpose: z.enum(['reset', 'invite']).nullable(),
  /** The account's e-mail, only for a valid link (its holder received it there). */
  email: z.string().nullable(),
  message: z.string(),
});
export type PasswordLinkOutput = z.infer<typeof passwordLinkOutput>;

/** POST /api/auth/reset-password: the link's token and the new password (the same rules as everywhere). */
export const resetWithLinkInput = z.object({ token: linkToken, password: passwordSchema });
export type ResetWithLinkInput = z.infer<typeof resetWithLinkInput>;
