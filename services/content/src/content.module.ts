import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryItem } from './gallery/gallery-item.entity.js';
import { GalleryController } from './gallery/gallery.controller.js';
import { MediaController } from './media/media.controller.js';
import { RoomBackground } from './rooms/room-background.entity.js';
import { RoomsController } from './rooms/rooms.controller.js';
import { ContactSettingsController } from './settings/contact-settings.controller.js';
import { PageSetting } from './settings/page-setting.entity.js';
import { SettingsDocument } from './settings/settings-document.entity.js';
import { SettingsController } from './settings/settings.controller.js';
import { SiteSetting } from './settings/site-setting.entity.js';

export const contentEntities = [SiteSetting, PageSetting, SettingsDocument, GalleryItem, RoomBackground];

@Module({
  imports: [TypeOrmModule.forFeature(contentEntities)],
  controllers: [SettingsController, ContactSettingsController, GalleryController, RoomsController, MediaController],
})
export class ContentModule {}
