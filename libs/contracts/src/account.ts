import { z } from 'zod';
import { MAX_SAVED_ADDRESSES } from './saved-addresses.js';
import { emailSchema, linkTokenSchema } from './auth.js';
import { checkoutCustomerSchema, shippingAddressSchema } from './checkout.js';
import { optionalText } from './fields.js';

/*
 * The customer's own account: saved shipping addresses, a new e-mail address, deleting the account,
 * and reading their own orders. The address fields say what checkout's shipping form says, so a
 * saved address always passes checkout.
 */

export const TOO_MANY_ADDRESSES_MESSAGE = `You can save at most ${MAX_SAVED_ADDRESSES} addresses. Please delete one first.`;
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** POST /api/account/addresses and PUT /api/account/addresses/{id}. */
export const savedAddressSchema = z.object({
  /** e.g. 'Home', 'Studio'; 'Address' when left empty. */
  label: optionalText('Label', 50).transform((label) => label ?? 'Address'),
  /** Who receives the parcel: checkout's 'Full Name'. */
  recipientName: checkoutCustomerSchema.shape.customerName,
  phone: optionalText('Phone', 40),
  ...shippingAddressSchema.shape,
  /** The one checkout offers first; saving one as default takes it from the others. */
  isDefault: z.boolean({ error: 'Default must be yes or no' }).default(false),
});
export type SavedAddressInput = z.output<typeof savedAddressSchema>;

export const addressIdSchema = z.object({ id: z.uuid({ error: ADDRESS_NOT_FOUND_MESSAGE }) });
export const savedAddressUpdateSchema = savedAddressSchema.extend(addressIdSchema.shape);
export type SavedAddressUpdate = z.output<typeof savedAddressUpdateSchema>;

export interface SavedAddress {
  id: string;
  label: string;
  recipientName: string;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(200, 'Your password is not correct');

/**
 * POST /api/auth/email: a new address for the account, confirmed by the current password. It
 * changes only once the link mailed to the new address is opened; the answer is the same whether
 * the address is free or another account's, so the form cannot list the shop's customers.
 */
export const emailChangeSchema = z.object({ email: emailSchema, currentPassword });
export type EmailChangeInput = z.output<typeof emailChangeSchema>;
export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct';
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail address.';
export const EMAIL_CHANGE_SENT_MESSAGE = 'Check your new inbox to confirm: your address changes when you open the link we sent there.';
/** How long the link in the mail to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** The storefront screen the mail to the new address links to (?token=…). */
export const EMAIL_CHANGE_CONFIRM_PATH = '/profile/email/confirm';
export const EMAIL_CHANGE_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Please ask for the change again from your profile.';

/** POST /api/auth/email/confirm: the token from the link mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ token: linkTokenSchema(EMAIL_CHANGE_LINK_INVALID_MESSAGE) });
export type EmailChangeConfirmInput = z.output<typeof emailChangeConfirmSchema>;
/** What the confirmed link answers: the account's address from now on. */
export interface EmailChangeConfirmed {
  email: string;
}

/** POST /api/account/delete: the account goes for good; its orders stay in the artist's books without it. */
export const accountDeleteSchema = z.object({ currentPassword });
export type AccountDeleteInput = z.output<typeof accountDeleteSchema>;
export const ADMIN_CANNOT_DELETE_MESSAGE = 'The shop’s administrator account cannot be deleted here.';

/** GET /api/account/orders/{orderId}: the signed-in customer's own order. */
export const ownOrderSchema = z.object({ orderId: z.uuid({ error: ORDER_NOT_FOUND_MESSAGE }) });
