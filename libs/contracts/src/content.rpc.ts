import { z } from 'zod';
import { socialSettingsUpdateSchema, siteSettingSchema, type GalleryItem, type RoomBackground, type SocialSettings } from './content.js';
import type { PageSetting, SiteSetting } from './site-settings.js';
import { contactSettingsUpdateSchema, type ContactSettings } from './messaging.js';
import { analyzeArtworkSchema, finalizeUploadSchema, type AiStatus, type ArtworkAnalysis, type FinalizedUpload, type UploadAddress } from './objects.js';
import { answer, rpcContracts } from './rpc.js';

/**
 * The site's content (content service): settings, pages, gallery, rooms, the upload steps and 'Analyze
 * with AI'. The file itself (PUT {uploadURL}) reaches content over HTTP instead: bytes are no JSON
 * message, and it is streamed rather than held (gateway/src/web).
 */
export const ContentRpc = rpcContracts('content', {
  listSiteSettings: {
    input: z.object({}),
    output: answer<SiteSetting[]>(),
    route: { method: 'GET', path: '/api/site-settings', access: 'public' },
  },
  setSiteSetting: {
    input: siteSettingSchema,
    output: answer<SiteSetting>(),
    route: { method: 'POST', path: '/api/site-settings/:key', access: 'admin', largeBody: true },
  },
  getContactSettings: {
    input: z.object({}),
    output: answer<ContactSettings>(),
    route: { method: 'GET', path: '/api/contact-settings', access: 'public' },
  },
  /** What is sent is saved over what is stored (a part left out stays); answers the whole page. */
  updateContactSettings: {
    input: contactSettingsUpdateSchema,
    output: answer<ContactSettings>(),
    route: { method: 'PUT', path: '/api/contact-settings', access: 'admin', largeBody: true },
  },
  getSocialSettings: {
    input: z.object({}),
    output: answer<SocialSettings>(),
    route: { method: 'GET', path: '/api/social-settings', access: 'public' },
  },
  updateSocialSettings: {
    input: socialSettingsUpdateSchema,
    output: answer<SocialSettings>(),
    route: { method: 'PUT', path: '/api/social-settings', access: 'admin', largeBody: true },
  },
  listPageSettings: {
    input: z.object({}),
    output: answer<PageSetting[]>(),
    route: { method: 'GET', path: '/api/page-settings', access: 'public' },
  },
  listGallery: {
    input: z.object({}),
    output: answer<GalleryItem[]>(),
    route: { method: 'GET', path: '/api/gallery', access: 'public' },
  },
  listRoomBackgrounds: {
    input: z.object({}),
    output: answer<RoomBackground[]>(),
    route: { method: 'GET', path: '/api/room-backgrounds', access: 'public' },
  },
  createUpload: {
    input: z.object({}),
    output: answer<UploadAddress>(),
    route: { method: 'POST', path: '/api/objects/upload', access: 'admin' },
  },
  finalizeUpload: {
    input: finalizeUploadSchema,
    output: answer<FinalizedUpload>(),
    route: { method: 'PUT', path: '/api/objects/finalize', access: 'admin' },
  },
  aiStatus: {
    input: z.object({}),
    output: answer<AiStatus>(),
    route: { method: 'GET', path: '/api/ai/status', access: 'admin' },
  },
  /** A title and description for the product drawer, from a vision model (which may take a while). */
  analyzeArtwork: {
    input: analyzeArtworkSchema,
    output: answer<ArtworkAnalysis>(),
    route: { method: 'POST', path: '/api/ai/analyze-artwork', access: 'admin', rateLimit: 'ai' },
    timeoutMs: 75_000,
  },
});
