import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEFAULT_SOCIAL_SETTINGS, socialSettingsSchema, socialSettingsUpdateSchema, type SocialSettings } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The social settings: the artist's profile links (footer icons) and what shared links say. */
@Controller()
export class SocialSettingsController {
  private readonly documents: SettingsDocuments<SocialSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'social', withDefaults);
  }

  @MessagePattern('social-settings.get')
  get(): Promise<SocialSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a setting left out stays) and answers them all. */
  @MessagePattern('social-settings.update')
  update(@Payload() request: RpcRequest): Promise<SocialSettings> {
    const changes = parseInput(socialSettingsUpdateSchema, request.body);
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
