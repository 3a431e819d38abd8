import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiController } from './ai/ai.controller.js';
import { AI_SETTINGS, aiSettings } from './ai/ai.settings.js';
import { ArtworkAnalyst } from './ai/artwork-analyst.js';
import { GalleryItem } from './gallery/gallery-item.entity.js';
import { GalleryController } from './gallery/gallery.controller.js';
import { MediaController } from './media/media.controller.js';
import { MediaStorage } from './media/media-storage.js';
import { mediaStorageFromEnv } from './media/storage.js';
import { Upload } from './objects/upload.entity.js';
import { UploadsController } from './objects/uploads.controller.js';
import { UploadsService } from './objects/uploads.service.js';
import { RoomBackground } from './rooms/room-background.entity.js';
import { RoomsController } from './rooms/rooms.controller.js';
import { ContactSettingsController } from './settings/contact-settings.controller.js';
import { PageSetting } from './settings/page-setting.entity.js';
import { SettingsDocument } from './settings/settings-document.entity.js';
import { SettingsController } from './settings/settings.controller.js';
import { SiteSetting } from './settings/site-setting.entity.js';
import { SocialSettingsController } from './settings/social-settings.controller.js';

export const contentEntities = [SiteSetting, PageSetting, SettingsDocument, GalleryItem, RoomBackground, Upload];

@Module({
  imports: [TypeOrmModule.forFeature(contentEntities)],
  controllers: [SettingsController, ContactSettingsController, SocialSettingsController, GalleryController, RoomsController, MediaController, UploadsController, AiController],
  providers: [
    { provide: MediaStorage, useFactory: () => mediaStorageFromEnv() },
    { provide: AI_SETTINGS, useFactory: () => aiSettings() },
    UploadsService,
    ArtworkAnalyst,
  ],
})
export class ContentModule {}
