import type { StorefrontRoute } from './rpc.js';

/** How IdentityRpc's calls are reached over HTTP. Free of zod, so the web apps' client can use it. */
export const IDENTITY_ROUTES = {
  loginLink: { method: 'GET', path: '/api/login', access: 'public', redirect: true },
  authLoginLink: { method: 'GET', path: '/api/auth/login', access: 'public', redirect: true },
  logoutLink: { method: 'GET', path: '/api/logout', access: 'public', redirect: true },
  register: { method: 'POST', path: '/api/auth/register', access: 'public', status: 202, rateLimit: 'registration' },
  confirmRegistration: { method: 'POST', path: '/api/auth/register/confirm', access: 'public', status: 201, rateLimit: 'registration' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public', status: 204 },
  forgotPassword: { method: 'POST', path: '/api/auth/password/forgot', access: 'public', status: 202, rateLimit: 'account-mail' },
  resetPassword: { method: 'POST', path: '/api/auth/password/reset', access: 'public', rateLimit: 'account-mail' },
  currentUser: { method: 'GET', path: '/api/auth/user', access: 'customer' },
  updateProfile: { method: 'PATCH', path: '/api/auth/user', access: 'customer' },
  changePassword: { method: 'POST', path: '/api/auth/password', access: 'customer', status: 204 },
  changeEmail: { method: 'POST', path: '/api/auth/email', access: 'customer', status: 202, rateLimit: 'account-mail' },
  confirmEmailChange: { method: 'POST', path: '/api/auth/email/confirm', access: 'public', rateLimit: 'account-mail' },
  deleteAccount: { method: 'POST', path: '/api/account/delete', access: 'customer', status: 204 },
  listAddresses: { method: 'GET', path: '/api/account/addresses', access: 'customer' },
  addAddress: { method: 'POST', path: '/api/account/addresses', access: 'customer', status: 201 },
  updateAddress: { method: 'PUT', path: '/api/account/addresses/:id', access: 'customer' },
  deleteAddress: { method: 'DELETE', path: '/api/account/addresses/:id', access: 'customer', status: 204 },
  listSessions: { method: 'GET', path: '/api/auth/sessions', access: 'customer' },
  endSession: { method: 'DELETE', path: '/api/auth/sessions/:id', access: 'customer', status: 204 },
  signOutOtherSessions: { method: 'POST', path: '/api/auth/sessions/sign-out-others', access: 'customer', status: 204 },
} as const satisfies Record<string, StorefrontRoute>;
