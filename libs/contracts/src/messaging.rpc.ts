import { z } from 'zod';
import { idSchema } from './catalog.js';
import {
  contactMessageSchema,
  corporateInquirySchema,
  inboxQuerySchema,
  messageReplySchema,
  newsletterSubscriptionSchema,
  subscriberListQuerySchema,
  publicFormSchema,
  type ArchivedCount,
  type FormAccepted,
  type InboxMessage,
  type InboxPage,
  type MessageReply,
  type NewsletterSubscriberPage,
  type OutgoingMailEntry,
  type UnreadCount,
} from './messaging.js';
import { answer, rpcContracts } from './rpc.js';
import { MESSAGING_ROUTES } from './messaging.routes.js';
import type { FileAnswer, RedirectAnswer } from './services.js';

const byId = z.object({ id: idSchema });
/** A link from a mail: a token that may be anything, since a bad one is answered by a page saying so. */
const mailedToken = z.object({ token: z.unknown().optional() });

/** The contact form, the artist's inbox, the newsletter and the outgoing-mail log (messaging service). */
export const MessagingRpc = rpcContracts('messaging', MESSAGING_ROUTES, {
  sendContactMessage: {
    input: publicFormSchema(contactMessageSchema),
    output: answer<FormAccepted>(),
  },
  sendCorporateInquiry: {
    input: publicFormSchema(corporateInquirySchema),
    output: answer<FormAccepted>(),
  },
  /** The inbox, newest first, a page at a time; ?archived=true for the Archived view, ?q= to search. */
  listMessages: {
    input: inboxQuerySchema,
    output: answer<InboxPage>(),
  },
  countUnreadMessages: {
    input: z.object({}),
    output: answer<UnreadCount>(),
  },
  markMessageRead: {
    input: byId,
    output: answer<InboxMessage>(),
  },
  archiveMessage: {
    input: byId,
    output: answer<InboxMessage>(),
  },
  unarchiveMessage: {
    input: byId,
    output: answer<InboxMessage>(),
  },
  deleteMessage: {
    input: byId,
    output: answer<null>(),
  },
  archiveReadMessages: {
    input: z.object({}),
    output: answer<ArchivedCount>(),
  },
  /** The replies sent to one message, oldest first: its thread under the visitor's text. */
  listMessageReplies: {
    input: byId,
    output: answer<MessageReply[]>(),
  },
  replyToMessage: {
    input: messageReplySchema.extend({ id: idSchema }),
    output: answer<OutgoingMailEntry>(),
  },

  /** Double opt-in: a pending subscriber and a confirmation mail; subscribing twice is answered alike. */
  subscribeToNewsletter: {
    input: newsletterSubscriptionSchema,
    output: answer<FormAccepted>(),
  },
  confirmNewsletter: {
    input: mailedToken,
    output: answer<RedirectAnswer>(),
  },
  unsubscribeFromNewsletter: {
    input: mailedToken,
    output: answer<RedirectAnswer>(),
  },
  listNewsletterSubscribers: {
    input: subscriberListQuerySchema,
    output: answer<NewsletterSubscriberPage>(),
  },
  exportNewsletterSubscribers: {
    input: z.object({}),
    output: answer<FileAnswer>(),
  },

  /** The outgoing-mail log (the development mailbox when no SMTP server is set), newest first. */
  listOutgoingMail: {
    input: z.object({}),
    output: answer<OutgoingMailEntry[]>(),
  },
  getOutgoingMail: {
    input: byId,
    output: answer<OutgoingMailEntry>(),
  },
});
