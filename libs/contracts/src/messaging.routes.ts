import { allRoutes, type AdminRoute, type StorefrontRoute } from './rpc.js';

/** How MessagingRpc's calls are reached over HTTP: the storefront's routes, then the back office's (see allRoutes). */
export const MESSAGING_STOREFRONT_ROUTES = {
  sendContactMessage: { method: 'POST', path: '/api/messages', access: 'public', status: 201, rateLimit: 'form' },
  sendCorporateInquiry: { method: 'POST', path: '/api/corporate-inquiries', access: 'public', status: 201, rateLimit: 'form' },
  subscribeToNewsletter: { method: 'POST', path: '/api/newsletter-subscription', access: 'public', status: 201, rateLimit: 'form' },
  confirmNewsletter: { method: 'GET', path: '/api/newsletter/confirm', access: 'public', redirect: true },
  unsubscribeFromNewsletter: { method: 'GET', path: '/api/newsletter/unsubscribe', access: 'public', redirect: true },
  askDropAlert: { method: 'POST', path: '/api/drops/:slug/notify', access: 'public', status: 201, rateLimit: 'form' },
  confirmDropAlert: { method: 'GET', path: '/api/drop-alerts/confirm', access: 'public', redirect: true },
  askStockAlert: { method: 'POST', path: '/api/products/:id/notify', access: 'public', status: 201, rateLimit: 'form' },
  confirmStockAlert: { method: 'GET', path: '/api/stock-alerts/confirm', access: 'public', redirect: true },
  unsubscribeFromList: { method: 'GET', path: '/api/list/unsubscribe/:token', access: 'public', redirect: true },
  // RFC 8058: the mail program posts List-Unsubscribe=One-Click (urlencoded) to the List-Unsubscribe address.
  unsubscribeFromListOneClick: { method: 'POST', path: '/api/list/unsubscribe/:token', access: 'public', takesForm: true },
} as const satisfies Record<string, StorefrontRoute>;

export const MESSAGING_ADMIN_ROUTES = {
  listMessages: { method: 'GET', path: '/api/messages', access: 'admin' },
  countUnreadMessages: { method: 'GET', path: '/api/messages/unread-count', access: 'admin' },
  markMessageRead: { method: 'PATCH', path: '/api/messages/:id/read', access: 'admin' },
  archiveMessage: { method: 'PATCH', path: '/api/messages/:id/archive', access: 'admin' },
  unarchiveMessage: { method: 'PATCH', path: '/api/messages/:id/unarchive', access: 'admin' },
  deleteMessage: { method: 'DELETE', path: '/api/messages/:id', access: 'admin', status: 204 },
  archiveReadMessages: { method: 'POST', path: '/api/messages/archive-read', access: 'admin' },
  listMessageReplies: { method: 'GET', path: '/api/messages/:id/replies', access: 'admin' },
  replyToMessage: { method: 'POST', path: '/api/messages/:id/reply', access: 'admin', status: 201 },
  listNewsletterSubscribers: { method: 'GET', path: '/api/newsletter-subscribers', access: 'admin' },
  exportNewsletterSubscribers: { method: 'GET', path: '/api/newsletter-subscribers.csv', access: 'admin', file: true },
  listOutgoingMail: { method: 'GET', path: '/api/admin/outgoing-mail', access: 'admin' },
  getOutgoingMail: { method: 'GET', path: '/api/admin/outgoing-mail/:id', access: 'admin' },
  listCampaigns: { method: 'GET', path: '/api/campaigns', access: 'admin' },
  getCampaign: { method: 'GET', path: '/api/campaigns/:id', access: 'admin' },
  createCampaign: { method: 'POST', path: '/api/campaigns', access: 'admin', status: 201, largeBody: true },
  updateCampaign: { method: 'PUT', path: '/api/campaigns/:id', access: 'admin', largeBody: true },
  deleteCampaign: { method: 'DELETE', path: '/api/campaigns/:id', access: 'admin', status: 204 },
  previewCampaign: { method: 'POST', path: '/api/campaigns/preview', access: 'admin', largeBody: true },
  sendCampaignTest: { method: 'POST', path: '/api/campaigns/:id/test', access: 'admin' },
  sendCampaign: { method: 'POST', path: '/api/campaigns/:id/send', access: 'admin' },
  cancelCampaign: { method: 'POST', path: '/api/campaigns/:id/cancel', access: 'admin' },
  listCampaignRecipients: { method: 'GET', path: '/api/campaigns/:id/recipients', access: 'admin' },
} as const satisfies Record<string, AdminRoute>;

export const MESSAGING_ROUTES = /* @__PURE__ */ allRoutes(MESSAGING_STOREFRONT_ROUTES, MESSAGING_ADMIN_ROUTES);
