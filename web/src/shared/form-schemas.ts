import { passwordResetSchema, registerSchema } from '@artshop/contracts';

/**
 * The storefront forms' schemas: imported by lazyZodResolver when a form first validates, never
 * statically (their types with `import type`), so that zod and the schemas stay out of the pages'
 * first load.
 */
export {
  accountDeleteSchema,
  checkoutCustomerSchema,
  contactMessageSchema,
  corporateInquirySchema,
  emailChangeSchema,
  loginSchema,
  newsletterSubscriptionSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  registerSchema,
  savedAddressSchema,
} from '@artshop/contracts';
/** The profile's name, as registration asks for it. */
export const nameSchema = registerSchema.pick({ firstName: true, lastName: true });
/** The new password set from a reset link (the token comes from the page's address). */
export const newPasswordSchema = passwordResetSchema.pick({ password: true });
