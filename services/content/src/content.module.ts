import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiHandlers } from './ai/ai.handlers.js';
import { AI_SETTINGS, aiSettings } from './ai/ai.settings.js';
import { ArtworkAnalyst } from './ai/artwork-analyst.js';
import { ArtWallComposition } from './art-wall/art-wall-composition.entity.js';
import { ArtWallHandlers } from './art-wall/art-wall.handlers.js';
import { ArtWallService } from './art-wall/art-wall.service.js';
import { contentEventHandlers } from './art-wall/deleted-accounts.js';
import { catalogClientProvider } from './clients.js';
import { EventsHandlers } from './events/events.handlers.js';
import { EventsService } from './events/events.service.js';
import { StudioEvent } from './events/studio-event.entity.js';
import { GalleryItem } from './gallery/gallery-item.entity.js';
import { GalleryHandlers } from './gallery/gallery.handlers.js';
import { GalleryService } from './gallery/gallery.service.js';
import { MediaHandlers } from './media/media.handlers.js';
import { MediaStorage } from './media/media-storage.js';
import { mediaStorageFromEnv } from './media/storage.js';
import { Upload } from './objects/upload.entity.js';
import { UploadsHandlers } from './objects/uploads.handlers.js';
import { UploadsService } from './objects/uploads.service.js';
import { RoomBackground } from './rooms/room-background.entity.js';
import { RoomsHandlers } from './rooms/rooms.handlers.js';
import { RoomsService } from './rooms/rooms.service.js';
import { BusinessSettingsHandlers } from './settings/business-settings.handlers.js';
import { NotificationSettingsHandlers } from './settings/notification-settings.handlers.js';
import { ContactSettingsHandlers } from './settings/contact-settings.handlers.js';
import { HomeSettingsHandlers } from './settings/home-settings.handlers.js';
import { PageDocumentsHandlers } from './settings/page-documents.handlers.js';
import { PageSetting } from './settings/page-setting.entity.js';
import { SettingsDocument } from './settings/settings-document.entity.js';
import { SettingsHandlers } from './settings/settings.handlers.js';
import { SiteSetting } from './settings/site-setting.entity.js';
import { SocialSettingsHandlers } from './settings/social-settings.handlers.js';
import { ThemeSettingsHandlers } from './settings/theme-settings.handlers.js';

export const contentEntities = [SiteSetting, PageSetting, SettingsDocument, GalleryItem, StudioEvent, RoomBackground, Upload, ArtWallComposition];

@Module({
  imports: [TypeOrmModule.forFeature(contentEntities)],
  controllers: [
    SettingsHandlers,
    ContactSettingsHandlers,
    SocialSettingsHandlers,
    PageDocumentsHandlers,
    BusinessSettingsHandlers,
    NotificationSettingsHandlers,
    GalleryHandlers,
    EventsHandlers,
    RoomsHandlers,
    MediaHandlers,
    UploadsHandlers,
    AiHandlers,
    HomeSettingsHandlers,
    ThemeSettingsHandlers,
    ArtWallHandlers,
  ],
  providers: [
    { provide: MediaStorage, useFactory: () => mediaStorageFromEnv() },
    { provide: AI_SETTINGS, useFactory: () => aiSettings() },
    UploadsService,
    EventsService,
    GalleryService,
    RoomsService,
    ArtworkAnalyst,
    catalogClientProvider,
    ArtWallService,
    contentEventHandlers,
  ],
})
export class ContentModule {}
