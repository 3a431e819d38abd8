import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * What POST /api/auth/register answers (202), alike for a new address and one that has an account,
 * so the form tells nobody who has an account here: the link in the mail finishes the account.
 */
export interface RegistrationAnswer {
  message: string;
}
/** A request answered alike for every address: the mail tells its owner the rest. */
export type LinkSentAnswer = RegistrationAnswer;

/** A mailed link's one-time token (32 random bytes, base64url); anything else is refused with the link's own message. */
export const linkTokenSchema = (invalidMessage: string) => z.string({ error: invalidMessage }).regex(/^[\w-]{43}$/, invalidMessage);
export const REGISTRATION_SENT_MESSAGE = 'Check your email to finish creating your account.';
/** How long the link in the confirmation mail works. */
export const REGISTRATION_LINK_HOURS = 24;
/** The storefront screen the confirmation mail links to (?token=…). */
export const REGISTRATION_CONFIRM_PATH = '/register/confirm';
export const REGISTRATION_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Please register again.';

/** POST /api/auth/register/confirm: the token from the mailed link. */
export const registrationConfirmSchema = z.object({ token: linkTokenSchema(REGISTRATION_LINK_INVALID_MESSAGE) });
export type RegistrationConfirmInput = z.infer<typeof registrationConfirmSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/*
 * A forgotten password: the address's owner is mailed a link that works once, for an hour, and sets
 * a new password (checked as at registration). The request answers alike for every address.
 */
export const PASSWORD_RESET_SENT_MESSAGE = 'If an account uses this address, we have sent it a link to set a new password.';
/** How long the link in the password-reset mail works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** The storefront screen the reset mail links to (?token=…); the screen that asks for the link is PASSWORD_FORGOT_PATH. */
export const PASSWORD_RESET_PATH = '/reset-password';
export const PASSWORD_FORGOT_PATH = '/forgot-password';
export const PASSWORD_RESET_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Please ask for a new one.';
/** Password-reset mails one address may be sent per hour: enough for a person who lost one, too few to flood a stranger's inbox. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
export const PASSWORD_RESET_TOO_MANY_MESSAGE =
  'A new password was asked for this address several times in the last hour. Please check your inbox (and spam folder) for the link, or try again in an hour.';

/** POST /api/auth/password/forgot. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password/reset: the mailed link's token and the new password. */
export const passwordResetSchema = z.object({ token: linkTokenSchema(PASSWORD_RESET_LINK_INVALID_MESSAGE), password: passwordSchema });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameSchema('First name').optional(),
  lastName: nameSchema('Last name').optional(),
  profileImageUrl: z.string().trim().max(2000).nullable().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as GET /api/auth/user answers it. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string;
  profileImageUrl: string | null;
  image: string | null;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

/** Who is calling, as the gateway tells a service on every RPC. */
export interface Caller {
  userId: string | null;
  role: Role | null;
  /** The browser session id; lets a service keep a guest's own data (the cart) without an account. */
  sessionId: string | null;
  /**
   * The signed-in account's e-mail address as the session knows it (kept there at sign-in and on an
   * e-mail change); what a service mails a member at (Mail Club). Absent for visitors and for sessions
   * older than this field.
   */
  email?: string | null;
  /**
   * Where the request came from: a keyed hash of the client's network (its IPv4 address, or its
   * IPv6 /64), made by the gateway; the address itself never leaves it. Lets a service cap what one
   * client holds at once (open checkouts).
   * Absent on calls that do not come from a browser.
   */
  client?: string | null;
}
