import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentRpc, DEFAULT_SOCIAL_SETTINGS, socialSettingsSchema, type SocialSettings, type SocialSettingsUpdate } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The social settings: the artist's profile links (footer icons) and what shared links say. */
@Controller()
export class SocialSettingsHandlers {
  private readonly documents: SettingsDocuments<SocialSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'social', withDefaults);
  }

  @Handles(ContentRpc.getSocialSettings)
  get(): Promise<SocialSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a setting left out stays) and answers them all. */
  @Handles(ContentRpc.updateSocialSettings)
  update(changes: SocialSettingsUpdate): Promise<SocialSettings> {
    return this.documents.update((current) => ({ ...current, ...changes }));
  }
}

/** Stored settings over the defaults; a value that no longer passes (an older shape) falls back to its default. */
function withDefaults(value: Record<string, unknown> | undefined): SocialSettings {
  const settings = { ...DEFAULT_SOCIAL_SETTINGS };
  for (const [key, schema] of Object.entries(socialSettingsSchema.shape)) {
    const parsed = schema.safeParse(value?.[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}
