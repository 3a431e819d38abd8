import { AppError } from '@artshop/service-kit';
import type { Caller } from '@artshop/contracts';

/** public: anyone; customer: signed in; admin: the admin role. Signed out → 401, wrong role → 403. */
export type Access = 'public' | 'customer' | 'admin';

export function checkAccess(access: Access, caller: Caller, unauthorizedMessage = 'Not authenticated'): void {
  if (access === 'public') return;
  if (!caller.userId) throw AppError.unauthorized(unauthorizedMessage);
  if (access === 'admin' && caller.role !== 'admin') throw AppError.forbidden('This is only for the shop’s administrator');
}
