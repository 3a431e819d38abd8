import type { ApiRoute } from './rpc.js';

/** How ContentRpc's calls are reached over HTTP (ROUTES.md). Free of zod, so the web apps' client can use it. */
export const CONTENT_ROUTES = {
  listSiteSettings: { method: 'GET', path: '/api/site-settings', access: 'public' },
  setSiteSetting: { method: 'POST', path: '/api/site-settings/:key', access: 'admin', largeBody: true },
  getContactSettings: { method: 'GET', path: '/api/contact-settings', access: 'public' },
  updateContactSettings: { method: 'PUT', path: '/api/contact-settings', access: 'admin', largeBody: true },
  getSocialSettings: { method: 'GET', path: '/api/social-settings', access: 'public' },
  updateSocialSettings: { method: 'PUT', path: '/api/social-settings', access: 'admin', largeBody: true },
  getShopSettings: { method: 'GET', path: '/api/shop-settings', access: 'public' },
  getBusinessSettings: { method: 'GET', path: '/api/business-settings', access: 'admin' },
  updateBusinessSettings: { method: 'PUT', path: '/api/business-settings', access: 'admin' },
  listPageSettings: { method: 'GET', path: '/api/page-settings', access: 'public' },
  setPageEnabled: { method: 'PUT', path: '/api/page-settings/:page', access: 'admin' },
  getBioSettings: { method: 'GET', path: '/api/bio-settings', access: 'public' },
  updateBioSettings: { method: 'PUT', path: '/api/bio-settings', access: 'admin', largeBody: true },
  getCvSettings: { method: 'GET', path: '/api/cv-settings', access: 'public' },
  updateCvSettings: { method: 'PUT', path: '/api/cv-settings', access: 'admin', largeBody: true },
  listGallery: { method: 'GET', path: '/api/gallery', access: 'public' },
  listRoomBackgrounds: { method: 'GET', path: '/api/room-backgrounds', access: 'public' },
  listEvents: { method: 'GET', path: '/api/events', access: 'public' },
  createEvent: { method: 'POST', path: '/api/events', access: 'admin', status: 201 },
  updateEvent: { method: 'PUT', path: '/api/events/:id', access: 'admin' },
  deleteEvent: { method: 'DELETE', path: '/api/events/:id', access: 'admin', status: 204 },
  downloadEventCalendar: { method: 'GET', path: '/api/events/:id.ics', access: 'public', file: true },
  createUpload: { method: 'POST', path: '/api/objects/upload', access: 'admin' },
  finalizeUpload: { method: 'PUT', path: '/api/objects/finalize', access: 'admin' },
  aiStatus: { method: 'GET', path: '/api/ai/status', access: 'admin' },
  analyzeArtwork: { method: 'POST', path: '/api/ai/analyze-artwork', access: 'admin', rateLimit: 'ai' },
  // Gallery manager (issue 15)
  createGalleryItem: { method: 'POST', path: '/api/gallery', access: 'admin', status: 201 },
  updateGalleryItem: { method: 'PUT', path: '/api/gallery/:id', access: 'admin' },
  deleteGalleryItem: { method: 'DELETE', path: '/api/gallery/:id', access: 'admin', status: 204 },
  reorderGallery: { method: 'POST', path: '/api/gallery/reorder', access: 'admin' },
  // The Home page editor (issue 15).
  getHomeSettings: { method: 'GET', path: '/api/home-settings', access: 'public' },
  updateHomeSettings: { method: 'PUT', path: '/api/home-settings', access: 'admin', largeBody: true },
  // Theme (issue 15)
  getThemeSettings: { method: 'GET', path: '/api/theme-settings', access: 'public' },
  updateThemeSettings: { method: 'PUT', path: '/api/theme-settings', access: 'admin', largeBody: true },
  getThemeStylesheet: { method: 'GET', path: '/api/theme.css', access: 'public', file: true },
} as const satisfies Record<string, ApiRoute>;
