import { z } from 'zod';
import {
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  registrationConfirmSchema,
  type AuthUser,
  type RegistrationAnswer,
} from './auth.js';
import { answer, rpcContracts } from './rpc.js';
import type { RedirectAnswer } from './services.js';

/** Where to go after signing in: a path of the shop, anything else is ignored. */
const nextPage = z.object({ next: z.unknown().optional() });

/**
 * Identity, which the gateway answers itself (users and sessions live there): the same contracts
 * and the same route table as the services' calls, handled in gateway/src/identity.
 */
export const IdentityRpc = rpcContracts('gateway', {
  /** The spec's plain links to the storefront's login page. */
  loginLink: { input: nextPage, output: answer<RedirectAnswer>(), route: { method: 'GET', path: '/api/login', access: 'public', redirect: true } },
  authLoginLink: { input: nextPage, output: answer<RedirectAnswer>(), route: { method: 'GET', path: '/api/auth/login', access: 'public', redirect: true } },
  logoutLink: { input: z.object({}), output: answer<RedirectAnswer>(), route: { method: 'GET', path: '/api/logout', access: 'public', redirect: true } },
  /** 202 alike for every address: its owner gets the link that finishes the account, or a note that one exists. */
  register: {
    input: registerSchema,
    output: answer<RegistrationAnswer>(),
    route: { method: 'POST', path: '/api/auth/register', access: 'public', status: 202, rateLimit: 'registration' },
  },
  /** The mailed link's token: the account is created and this browser signed in. */
  confirmRegistration: {
    input: registrationConfirmSchema,
    output: answer<AuthUser>(),
    route: { method: 'POST', path: '/api/auth/register/confirm', access: 'public', status: 201, rateLimit: 'registration' },
  },
  login: { input: loginSchema, output: answer<AuthUser>(), route: { method: 'POST', path: '/api/auth/login', access: 'public' } },
  logout: { input: z.object({}), output: answer<null>(), route: { method: 'POST', path: '/api/auth/logout', access: 'public', status: 204 } },
  currentUser: { input: z.object({}), output: answer<AuthUser>(), route: { method: 'GET', path: '/api/auth/user', access: 'customer' } },
  updateProfile: { input: profileUpdateSchema, output: answer<AuthUser>(), route: { method: 'PATCH', path: '/api/auth/user', access: 'customer' } },
  changePassword: { input: passwordChangeSchema, output: answer<null>(), route: { method: 'POST', path: '/api/auth/password', access: 'customer', status: 204 } },
});
