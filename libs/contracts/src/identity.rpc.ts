import { z } from 'zod';
import {
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
  registrationConfirmSchema,
  type AuthUser,
  type LinkSentAnswer,
  type RegistrationAnswer,
} from './auth.js';
import {
  accountDeleteSchema,
  addressIdSchema,
  emailChangeConfirmSchema,
  emailChangeSchema,
  savedAddressSchema,
  savedAddressUpdateSchema,
  type EmailChangeConfirmed,
  type SavedAddress,
} from './account.js';
import { answer, rpcContracts } from './rpc.js';
import { signedInSessionIdSchema, type SignedInSession } from './signed-in-sessions.js';
import { IDENTITY_ROUTES } from './identity.routes.js';
import type { RedirectAnswer } from './services.js';

/** Where to go after signing in: a path of the shop, anything else is ignored. */
const nextPage = z.object({ next: z.unknown().optional() });

/**
 * Identity, which the gateway answers itself (users and sessions live there): the same contracts
 * and the same route table as the services' calls, handled in gateway/src/identity.
 */
export const IdentityRpc = rpcContracts('gateway', IDENTITY_ROUTES, {
  /** The plain links (/api/login, /api/auth/login) to the storefront's login page. */
  loginLink: { input: nextPage, output: answer<RedirectAnswer>() },
  authLoginLink: { input: nextPage, output: answer<RedirectAnswer>() },
  logoutLink: { input: z.object({}), output: answer<RedirectAnswer>() },
  /** 202 alike for every address: its owner gets the link that finishes the account, or a note that one exists. */
  register: {
    input: registerSchema,
    output: answer<RegistrationAnswer>(),
  },
  /** The mailed link's token: the account is created and this browser signed in. */
  confirmRegistration: {
    input: registrationConfirmSchema,
    output: answer<AuthUser>(),
  },
  login: { input: loginSchema, output: answer<AuthUser>() },
  logout: { input: z.object({}), output: answer<null>() },
  /** 202 alike for every address: an account's owner is mailed a link that sets a new password. */
  forgotPassword: { input: passwordResetRequestSchema, output: answer<LinkSentAnswer>() },
  /** The mailed link's token and a new password: the account's other sessions end and this browser is signed in. */
  resetPassword: { input: passwordResetSchema, output: answer<AuthUser>() },
  currentUser: { input: z.object({}), output: answer<AuthUser>() },
  updateProfile: { input: profileUpdateSchema, output: answer<AuthUser>() },
  changePassword: { input: passwordChangeSchema, output: answer<null>() },
  /** A new e-mail address, with the current password: 202 alike for every address; the link mailed to it makes the change. */
  changeEmail: { input: emailChangeSchema, output: answer<LinkSentAnswer>() },
  /** The link mailed to the new address: the account takes it and its other sessions are signed out. */
  confirmEmailChange: { input: emailChangeConfirmSchema, output: answer<EmailChangeConfirmed>() },
  /** With the current password: the account and its addresses go, its sessions end, `user.deleted` tells the services. */
  deleteAccount: { input: accountDeleteSchema, output: answer<null>() },
  /** The customer's saved shipping addresses, the default first. */
  listAddresses: { input: z.object({}), output: answer<SavedAddress[]>() },
  addAddress: { input: savedAddressSchema, output: answer<SavedAddress>() },
  updateAddress: { input: savedAddressUpdateSchema, output: answer<SavedAddress>() },
  deleteAddress: { input: addressIdSchema, output: answer<null>() },
  /** Where the account is signed in: its sessions, this browser's first. */
  listSessions: { input: z.object({}), output: answer<SignedInSession[]>() },
  /** Ends one of the account's sessions (404 for any other, whoever's it is). */
  endSession: { input: signedInSessionIdSchema, output: answer<null>() },
  /** Ends every session of the account but this browser's. */
  signOutOtherSessions: { input: z.object({}), output: answer<null>() },
});
