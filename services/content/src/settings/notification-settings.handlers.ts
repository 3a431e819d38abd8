import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ContentRpc,
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** Where the studio's notifications go and which are sent (the Notifications screen); messaging reads them. */
@Controller()
export class NotificationSettingsHandlers {
  private readonly documents: SettingsDocuments<NotificationSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'notifications', withDefaults);
  }

  @Handles(ContentRpc.getNotificationSettings)
  get(): Promise<NotificationSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a setting left out stays) and answers them all. */
  @Handles(ContentRpc.updateNotificationSettings)
  update(changes: NotificationSettingsUpdate): Promise<NotificationSettings> {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return this.documents.update((current) => parseInput(notificationSettingsSchema, { ...current, ...sent }));
  }
}

/** Stored settings over the defaults; a value that no longer passes falls back to its default. */
function withDefaults(value: Record<string, unknown> | undefined): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const [key, schema] of Object.entries(notificationSettingsSchema.shape)) {
    if (value?.[key] === undefined) continue;
    const parsed = schema.safeParse(value[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}
