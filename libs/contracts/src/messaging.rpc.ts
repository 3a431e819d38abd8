import { z } from 'zod';
import { idSchema } from './catalog.js';
import {
  contactMessageSchema,
  corporateInquirySchema,
  inboxQuerySchema,
  messageReplySchema,
  newsletterSubscriptionSchema,
  publicFormSchema,
  type ArchivedCount,
  type FormAccepted,
  type InboxMessage,
  type NewsletterSubscriber,
  type OutgoingMailEntry,
  type UnreadCount,
} from './messaging.js';
import { answer, rpcContracts } from './rpc.js';
import type { FileAnswer, RedirectAnswer } from './services.js';

const byId = z.object({ id: idSchema });
/** A link from a mail: a token that may be anything, since a bad one is answered by a page saying so. */
const mailedToken = z.object({ token: z.unknown().optional() });

/** The contact form, the artist's inbox, the newsletter and the outgoing-mail log (messaging service). */
export const MessagingRpc = rpcContracts('messaging', {
  sendContactMessage: {
    input: publicFormSchema(contactMessageSchema),
    output: answer<FormAccepted>(),
    route: { method: 'POST', path: '/api/messages', access: 'public', status: 201, rateLimit: 'form' },
  },
  sendCorporateInquiry: {
    input: publicFormSchema(corporateInquirySchema),
    output: answer<FormAccepted>(),
    route: { method: 'POST', path: '/api/corporate-inquiries', access: 'public', status: 201, rateLimit: 'form' },
  },
  /** The inbox, newest first; ?archived=true for the Archived view. */
  listMessages: {
    input: inboxQuerySchema,
    output: answer<InboxMessage[]>(),
    route: { method: 'GET', path: '/api/messages', access: 'admin' },
  },
  countUnreadMessages: {
    input: z.object({}),
    output: answer<UnreadCount>(),
    route: { method: 'GET', path: '/api/messages/unread-count', access: 'admin' },
  },
  markMessageRead: {
    input: byId,
    output: answer<InboxMessage>(),
    route: { method: 'PATCH', path: '/api/messages/:id/read', access: 'admin' },
  },
  archiveMessage: {
    input: byId,
    output: answer<InboxMessage>(),
    route: { method: 'PATCH', path: '/api/messages/:id/archive', access: 'admin' },
  },
  unarchiveMessage: {
    input: byId,
    output: answer<InboxMessage>(),
    route: { method: 'PATCH', path: '/api/messages/:id/unarchive', access: 'admin' },
  },
  deleteMessage: {
    input: byId,
    output: answer<null>(),
    route: { method: 'DELETE', path: '/api/messages/:id', access: 'admin', status: 204 },
  },
  archiveReadMessages: {
    input: z.object({}),
    output: answer<ArchivedCount>(),
    route: { method: 'POST', path: '/api/messages/archive-read', access: 'admin' },
  },
  replyToMessage: {
    input: messageReplySchema.extend({ id: idSchema }),
    output: answer<OutgoingMailEntry>(),
    route: { method: 'POST', path: '/api/messages/:id/reply', access: 'admin', status: 201 },
  },

  /** Double opt-in: a pending subscriber and a confirmation mail; subscribing twice is answered alike. */
  subscribeToNewsletter: {
    input: newsletterSubscriptionSchema,
    output: answer<FormAccepted>(),
    route: { method: 'POST', path: '/api/newsletter-subscription', access: 'public', status: 201, rateLimit: 'form' },
  },
  confirmNewsletter: {
    input: mailedToken,
    output: answer<RedirectAnswer>(),
    route: { method: 'GET', path: '/api/newsletter/confirm', access: 'public', redirect: true },
  },
  unsubscribeFromNewsletter: {
    input: mailedToken,
    output: answer<RedirectAnswer>(),
    route: { method: 'GET', path: '/api/newsletter/unsubscribe', access: 'public', redirect: true },
  },
  listNewsletterSubscribers: {
    input: z.object({}),
    output: answer<NewsletterSubscriber[]>(),
    route: { method: 'GET', path: '/api/newsletter-subscribers', access: 'admin' },
  },
  exportNewsletterSubscribers: {
    input: z.object({}),
    output: answer<FileAnswer>(),
    route: { method: 'GET', path: '/api/newsletter-subscribers.csv', access: 'admin', file: true },
  },

  /** The outgoing-mail log (the development mailbox when no SMTP server is set), newest first. */
  listOutgoingMail: {
    input: z.object({}),
    output: answer<OutgoingMailEntry[]>(),
    route: { method: 'GET', path: '/api/admin/outgoing-mail', access: 'admin' },
  },
  getOutgoingMail: {
    input: byId,
    output: answer<OutgoingMailEntry>(),
    route: { method: 'GET', path: '/api/admin/outgoing-mail/:id', access: 'admin' },
  },
});
