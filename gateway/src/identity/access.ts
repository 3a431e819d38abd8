import { AppError } from '@artshop/service-kit';
import type { Access, Caller } from '@artshop/contracts';

export function checkAccess(access: Access, caller: Caller, unauthorizedMessage = 'Not authenticated'): void {
  if (access === 'public') return;
  if (!caller.userId) throw AppError.unauthorized(unauthorizedMessage);
  if (access === 'admin' && caller.role !== 'admin') throw AppError.forbidden('This is only for the shop’s administrator');
}
