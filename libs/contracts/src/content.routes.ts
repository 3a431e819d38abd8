import { allRoutes, type AdminRoute, type StorefrontRoute } from './rpc.js';

/** How ContentRpc's calls are reached over HTTP: the storefront's routes, then the back office's (see allRoutes). */
export const CONTENT_STOREFRONT_ROUTES = {
  listSiteSettings: { method: 'GET', path: '/api/site-settings', access: 'public', shared: true },
  getContactSettings: { method: 'GET', path: '/api/contact-settings', access: 'public', shared: true },
  getSocialSettings: { method: 'GET', path: '/api/social-settings', access: 'public', shared: true },
  getShopSettings: { method: 'GET', path: '/api/shop-settings', access: 'public', shared: true },
  listPageSettings: { method: 'GET', path: '/api/page-settings', access: 'public', shared: true },
  getBioSettings: { method: 'GET', path: '/api/bio-settings', access: 'public', shared: true },
  getCvSettings: { method: 'GET', path: '/api/cv-settings', access: 'public', shared: true },
  listGallery: { method: 'GET', path: '/api/gallery', access: 'public', shared: true },
  listRoomBackgrounds: { method: 'GET', path: '/api/room-backgrounds', access: 'public', shared: true },
  listEvents: { method: 'GET', path: '/api/events', access: 'public', shared: true },
  downloadEventCalendar: { method: 'GET', path: '/api/events/:id.ics', access: 'public', file: true },
  getHomeSettings: { method: 'GET', path: '/api/home-settings', access: 'public', shared: true },
  getThemeSettings: { method: 'GET', path: '/api/theme-settings', access: 'public', shared: true },
  getThemeStylesheet: { method: 'GET', path: '/api/theme.css', access: 'public', file: true },
  // Art wall compositions: a customer's own, and a shared one opened by anyone with its link.
  createArtWallComposition: {
    method: 'POST',
    path: '/api/art-wall/compositions',
    access: 'customer',
    status: 201,
    unauthorizedMessage: 'Please sign in to save your wall',
  },
  listArtWallCompositions: { method: 'GET', path: '/api/art-wall/compositions', access: 'customer' },
  getArtWallComposition: { method: 'GET', path: '/api/art-wall/compositions/:id', access: 'public', shared: true },
  updateArtWallComposition: {
    method: 'PUT',
    path: '/api/art-wall/compositions/:id',
    access: 'customer',
    unauthorizedMessage: 'Please sign in to save your wall',
  },
  deleteArtWallComposition: { method: 'DELETE', path: '/api/art-wall/compositions/:id', access: 'customer', status: 204 },
} as const satisfies Record<string, StorefrontRoute>;

export const CONTENT_ADMIN_ROUTES = {
  setSiteSetting: { method: 'POST', path: '/api/site-settings/:key', access: 'admin', largeBody: true },
  updateContactSettings: { method: 'PUT', path: '/api/contact-settings', access: 'admin', largeBody: true },
  updateSocialSettings: { method: 'PUT', path: '/api/social-settings', access: 'admin', largeBody: true },
  getBusinessSettings: { method: 'GET', path: '/api/business-settings', access: 'admin' },
  updateBusinessSettings: { method: 'PUT', path: '/api/business-settings', access: 'admin' },
  getNotificationSettings: { method: 'GET', path: '/api/notification-settings', access: 'admin' },
  updateNotificationSettings: { method: 'PUT', path: '/api/notification-settings', access: 'admin' },
  setPageEnabled: { method: 'PUT', path: '/api/page-settings/:page', access: 'admin' },
  updateBioSettings: { method: 'PUT', path: '/api/bio-settings', access: 'admin', largeBody: true },
  updateCvSettings: { method: 'PUT', path: '/api/cv-settings', access: 'admin', largeBody: true },
  createEvent: { method: 'POST', path: '/api/events', access: 'admin', status: 201 },
  updateEvent: { method: 'PUT', path: '/api/events/:id', access: 'admin' },
  deleteEvent: { method: 'DELETE', path: '/api/events/:id', access: 'admin', status: 204 },
  createUpload: { method: 'POST', path: '/api/objects/upload', access: 'admin' },
  finalizeUpload: { method: 'PUT', path: '/api/objects/finalize', access: 'admin' },
  aiStatus: { method: 'GET', path: '/api/ai/status', access: 'admin' },
  analyzeArtwork: { method: 'POST', path: '/api/ai/analyze-artwork', access: 'admin', rateLimit: 'ai' },
  // The gallery manager, the Home page editor and the theme.
  createGalleryItem: { method: 'POST', path: '/api/gallery', access: 'admin', status: 201 },
  updateGalleryItem: { method: 'PUT', path: '/api/gallery/:id', access: 'admin' },
  deleteGalleryItem: { method: 'DELETE', path: '/api/gallery/:id', access: 'admin', status: 204 },
  reorderGallery: { method: 'POST', path: '/api/gallery/reorder', access: 'admin' },
  // The art wall's rooms.
  listAllRoomBackgrounds: { method: 'GET', path: '/api/admin/room-backgrounds', access: 'admin' },
  createRoomBackground: { method: 'POST', path: '/api/room-backgrounds', access: 'admin', status: 201 },
  updateRoomBackground: { method: 'PUT', path: '/api/room-backgrounds/:id', access: 'admin' },
  deleteRoomBackground: { method: 'DELETE', path: '/api/room-backgrounds/:id', access: 'admin', status: 204 },
  reorderRoomBackgrounds: { method: 'POST', path: '/api/room-backgrounds/reorder', access: 'admin' },
  updateHomeSettings: { method: 'PUT', path: '/api/home-settings', access: 'admin', largeBody: true },
  updateThemeSettings: { method: 'PUT', path: '/api/theme-settings', access: 'admin', largeBody: true },
} as const satisfies Record<string, AdminRoute>;

export const CONTENT_ROUTES = /* @__PURE__ */ allRoutes(CONTENT_STOREFRONT_ROUTES, CONTENT_ADMIN_ROUTES);
