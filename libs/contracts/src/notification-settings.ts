import { z } from 'zod';
import { booleanField } from './fields.js';

/*
 * Where the studio's own notifications go (new orders, new messages, Mail Club members, refunds the
 * shop made on its own, prints running low or sold out) and which of them are sent: the artist's Notifications screen. Kept by
 * content; messaging reads it for each notification it sends.
 */

/** The kinds of notification the artist can switch off, as the screen lists them. */
export const NOTIFICATION_KINDS = ['newOrders', 'newMessages', 'mailClub', 'refunds', 'lowStock'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSettingsSchema = z.object({
  /** Where notifications go; empty: the shop's configured studio address. */
  email: z
    .string({ error: 'The notification address must be text' })
    .trim()
    .max(254, 'The notification address is too long')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid e-mail address'),
  newOrders: booleanField('New orders'),
  newMessages: booleanField('New messages'),
  mailClub: booleanField('Mail Club members'),
  refunds: booleanField('Refunds'),
  lowStock: booleanField('Low stock and sold out'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notification-settings: what is sent is saved over what is stored; a body naming no setting changes nothing. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Send at least one notification setting to save');
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: '',
  newOrders: true,
  newMessages: true,
  mailClub: true,
  refunds: true,
  lowStock: true,
};
