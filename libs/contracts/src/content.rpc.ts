import { z } from 'zod';
import {
  bioSettingsUpdateSchema,
  cvSettingsSchema,
  pageSwitchSchema,
  socialSettingsUpdateSchema,
  siteSettingSchema,
  type BioSettings,
  type CvSettings,
  type GalleryItem,
  type RoomBackground,
  type SocialSettings,
} from './content.js';
import type { PageSetting, SiteSetting } from './site-settings.js';
import { contactSettingsUpdateSchema, type ContactSettings } from './messaging.js';
import { analyzeArtworkSchema, finalizeUploadSchema, type AiStatus, type ArtworkAnalysis, type FinalizedUpload, type UploadAddress } from './objects.js';
import { businessSettingsUpdateSchema, type BusinessSettings, type ShopSettings } from './checkout.js';
import { idSchema } from './catalog.js';
import type { StudioEvent } from './event-schedule.js';
import type { FileAnswer } from './services.js';
import { studioEventInputSchema } from './studio-events.js';
import { galleryItemInputSchema, galleryReorderSchema } from './gallery.js';
import { roomInputSchema, roomReorderSchema } from './rooms.js';
import { homeSettingsUpdateSchema, type HomeSettings } from './home-settings.js';
import { themeSettingsUpdateSchema, type ThemeSettings } from './theme.js';
import { answer, rpcContracts } from './rpc.js';
import { compositionInputSchema, type ArtWallComposition } from './art-wall.js';
import { CONTENT_ROUTES } from './content.routes.js';
import { notificationSettingsUpdateSchema, type NotificationSettings } from './notification-settings.js';

/**
 * The site's content (content service): settings, pages, gallery, events, rooms, the upload steps and 'Analyze
 * with AI'. The file itself (PUT {uploadURL}) reaches content over HTTP instead: bytes are no JSON
 * message, and it is streamed rather than held (gateway/src/web).
 */
export const ContentRpc = rpcContracts('content', CONTENT_ROUTES, {
  listSiteSettings: {
    input: z.object({}),
    output: answer<SiteSetting[]>(),
  },
  setSiteSetting: {
    input: siteSettingSchema,
    output: answer<SiteSetting>(),
  },
  getContactSettings: {
    input: z.object({}),
    output: answer<ContactSettings>(),
  },
  /** What is sent is saved over what is stored (a part left out stays); answers the whole page. */
  updateContactSettings: {
    input: contactSettingsUpdateSchema,
    output: answer<ContactSettings>(),
  },
  getSocialSettings: {
    input: z.object({}),
    output: answer<SocialSettings>(),
  },
  updateSocialSettings: {
    input: socialSettingsUpdateSchema,
    output: answer<SocialSettings>(),
  },
  /** The currency and name the storefront shows prices with. */
  getShopSettings: { input: z.object({}), output: answer<ShopSettings>() },
  /** The business settings checkout is priced by (tax, shipping); cart-order reads them too. */
  getBusinessSettings: { input: z.object({}), output: answer<BusinessSettings>() },
  /** What is sent is saved over what is stored; answers the whole document. */
  updateBusinessSettings: { input: businessSettingsUpdateSchema, output: answer<BusinessSettings>() },
  /** Where the studio's notifications go and which are sent; messaging reads it for each one. */
  getNotificationSettings: { input: z.object({}), output: answer<NotificationSettings>() },
  /** What is sent is saved over what is stored; answers the whole document. */
  updateNotificationSettings: { input: notificationSettingsUpdateSchema, output: answer<NotificationSettings>() },
  listPageSettings: {
    input: z.object({}),
    output: answer<PageSetting[]>(),
  },
  /** Switches one page on or off; answers every page's switch, as listPageSettings does. */
  setPageEnabled: {
    input: pageSwitchSchema,
    output: answer<PageSetting[]>(),
  },
  getBioSettings: { input: z.object({}), output: answer<BioSettings>() },
  /** What is sent is saved over what is stored (a part or field left out stays); answers the whole page. */
  updateBioSettings: { input: bioSettingsUpdateSchema, output: answer<BioSettings>() },
  getCvSettings: { input: z.object({}), output: answer<CvSettings>() },
  updateCvSettings: { input: cvSettingsSchema, output: answer<CvSettings>() },
  listGallery: {
    input: z.object({}),
    output: answer<GalleryItem[]>(),
  },
  /** The art wall's rooms that are switched on, in the artist's order. */
  listRoomBackgrounds: {
    input: z.object({}),
    output: answer<RoomBackground[]>(),
  },
  // The back office's Art Wall Rooms screen: every room, switched off ones too.
  listAllRoomBackgrounds: { input: z.object({}), output: answer<RoomBackground[]>() },
  /** A new room goes to the end of the art wall's list. */
  createRoomBackground: { input: roomInputSchema, output: answer<RoomBackground>() },
  /** The fields sent are laid over the stored room, which is then checked whole (the list's switch sends only isActive). */
  updateRoomBackground: { input: z.looseObject({ id: idSchema }), output: answer<RoomBackground>() },
  /** Refused while customers have saved walls in the room (switching it off is the way out). */
  deleteRoomBackground: { input: z.object({ id: idSchema }), output: answer<null>() },
  /** Every room in its new order, in one transaction; answers every room as the back office lists them. */
  reorderRoomBackgrounds: { input: roomReorderSchema, output: answer<RoomBackground[]>() },
  /** Soonest first; visitors get the published events, the admin every one. */
  listEvents: { input: z.object({}), output: answer<StudioEvent[]>() },
  createEvent: { input: studioEventInputSchema, output: answer<StudioEvent>() },
  /** The fields sent are laid over the stored event, which is then checked whole (the publish switch sends only isPublished). */
  updateEvent: { input: z.looseObject({ id: idSchema }), output: answer<StudioEvent>() },
  deleteEvent: { input: z.object({ id: idSchema }), output: answer<null>() },
  /** The event as an iCalendar file (RFC 5545) for 'Add to calendar'; a draft is not found by visitors. */
  downloadEventCalendar: { input: z.object({ id: idSchema }), output: answer<FileAnswer>() },
  createUpload: {
    input: z.object({}),
    output: answer<UploadAddress>(),
  },
  finalizeUpload: {
    input: finalizeUploadSchema,
    output: answer<FinalizedUpload>(),
  },
  aiStatus: {
    input: z.object({}),
    output: answer<AiStatus>(),
  },
  /** A title and description for the product drawer, from a vision model (which may take a while). */
  analyzeArtwork: {
    input: analyzeArtworkSchema,
    output: answer<ArtworkAnalysis>(),
    timeoutMs: 75_000,
  },
  // Gallery manager: listGallery above is the page's read.
  createGalleryItem: { input: galleryItemInputSchema, output: answer<GalleryItem>() },
  /** The fields sent are laid over the stored item, which is then checked whole (the list's publish switch sends only isPublished). */
  updateGalleryItem: { input: z.looseObject({ id: idSchema }), output: answer<GalleryItem>() },
  deleteGalleryItem: { input: z.object({ id: idSchema }), output: answer<null>() },
  /** Every item in its new order, in one transaction; answers the whole gallery as the admin sees it. */
  reorderGallery: { input: galleryReorderSchema, output: answer<GalleryItem[]>() },
  // The Home page editor.
  getHomeSettings: { input: z.object({}), output: answer<HomeSettings>() },
  /** What is sent is saved over what is stored (a field left out stays); answers the whole page. */
  updateHomeSettings: { input: homeSettingsUpdateSchema, output: answer<HomeSettings>() },
  // Theme: the storefront's colours, font, name, logo, favicon, footer and custom CSS.
  getThemeSettings: { input: z.object({}), output: answer<ThemeSettings>() },
  /** What is sent is saved over what is stored; the whole theme is checked (contrast included) and answered. */
  updateThemeSettings: { input: themeSettingsUpdateSchema, output: answer<ThemeSettings>() },
  /** The theme as the storefront's stylesheet: its colours as CSS variables, its font, then the artist's custom CSS. */
  getThemeStylesheet: { input: z.object({}), output: answer<FileAnswer>() },
  // Art wall compositions (art_wall_simulations): owner-only writes; a private one is not found by anyone else.
  createArtWallComposition: { input: compositionInputSchema, output: answer<ArtWallComposition>() },
  /** The caller's own compositions, latest changed first. */
  listArtWallCompositions: { input: z.object({}), output: answer<ArtWallComposition[]>() },
  /** The owner's, or a shared one for anyone with the link. */
  getArtWallComposition: { input: z.object({ id: idSchema }), output: answer<ArtWallComposition>() },
  /** The fields sent are laid over the stored composition, which is then checked whole (the Share switch sends only isPublic). */
  updateArtWallComposition: { input: z.looseObject({ id: idSchema }), output: answer<ArtWallComposition>() },
  deleteArtWallComposition: { input: z.object({ id: idSchema }), output: answer<null>() },
});
