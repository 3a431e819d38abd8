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
import {
  campaignDraftSchema,
  campaignRecipientsQuerySchema,
  campaignSendSchema,
  campaignUpdateSchema,
  type Campaign,
  type CampaignPreview,
  type CampaignRecipientsPage,
  type CampaignTestSent,
  type ListUnsubscribed,
} from './campaigns.js';
import { dropAlertSchema, stockAlertSchema } from './drops.js';
import { answer, rpcContracts } from './rpc.js';
import { MESSAGING_ROUTES } from './messaging.routes.js';
import type { FileAnswer, RedirectAnswer } from './services.js';

const byId = z.object({ id: idSchema });
/** A link from a mail: a token that may be anything, since a bad one is answered by a page saying so. */
const mailedToken = z.object({ token: z.unknown().optional() });
/** A list mail's unsubscribe address ends in the recipient's token (the path, so a one-click post carries it too). */
const listToken = z.object({ token: z.string().max(200).default('') });

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
  /** Notify me: double opt-in, once per address and drop; asking twice is answered alike. */
  askDropAlert: { input: dropAlertSchema, output: answer<FormAccepted>() },
  /** The confirmation link: back to the drop's page. */
  confirmDropAlert: { input: mailedToken, output: answer<RedirectAnswer>() },
  /** Notify me when a sold-out work (or tier) is back: double opt-in, one waiting ask per address. */
  askStockAlert: { input: stockAlertSchema, output: answer<FormAccepted>() },
  confirmStockAlert: { input: mailedToken, output: answer<RedirectAnswer>() },
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

  /** Campaigns to the list, newest first, each with its status and counts. */
  listCampaigns: {
    input: z.object({}),
    output: answer<Campaign[]>(),
  },
  getCampaign: {
    input: byId,
    output: answer<Campaign>(),
  },
  createCampaign: {
    input: campaignDraftSchema,
    output: answer<Campaign>(),
  },
  /** A draft only: what is scheduled or sent stays as it went. */
  updateCampaign: {
    input: campaignUpdateSchema,
    output: answer<Campaign>(),
  },
  /** A draft only. */
  deleteCampaign: {
    input: byId,
    output: answer<null>(),
  },
  /** The mail as it will go out, rendered by the same template, from a draft (saved or not). */
  previewCampaign: {
    input: campaignDraftSchema,
    output: answer<CampaignPreview>(),
  },
  /** The mail to the artist's own notification address. */
  sendCampaignTest: {
    input: byId,
    output: answer<CampaignTestSent>(),
  },
  /** Now or at sendAt; once: a campaign already scheduled or sent is refused (409). */
  sendCampaign: {
    input: campaignSendSchema,
    output: answer<Campaign>(),
  },
  /** A scheduled campaign back to a draft (nothing sent); 409 once it has started sending. */
  cancelCampaign: {
    input: byId,
    output: answer<Campaign>(),
  },
  /** Who a campaign went to, a page at a time in the order they were written: address, status and error. */
  listCampaignRecipients: {
    input: campaignRecipientsQuerySchema,
    output: answer<CampaignRecipientsPage>(),
  },
  /** The visible link in a list mail: off the list, then the storefront says so. */
  unsubscribeFromList: {
    input: listToken,
    output: answer<RedirectAnswer>(),
  },
  /** The mail program's one-click post: off the list, no page to confirm. */
  unsubscribeFromListOneClick: {
    input: listToken,
    output: answer<ListUnsubscribed>(),
  },
});
