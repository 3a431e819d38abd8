import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_CONTACT_SETTINGS,
  contactSettingsSchema,
  contactSettingsUpdateSchema,
  type ContactSettings,
} from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The contact page: get-in-touch text, contact details, studio hours, commissions text. */
@Controller()
export class ContactSettingsController {
  private readonly documents: SettingsDocuments<ContactSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'contact', withDefaults);
  }

  @MessagePattern('contact-settings.get')
  get(): Promise<ContactSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a part left out stays) and answers the whole page. */
  @MessagePattern('contact-settings.update')
  update(@Payload() request: RpcRequest): Promise<ContactSettings> {
    const changes = parseInput(contactSettingsUpdateSchema, request.body);
    return this.documents.update((current) =>
      parseInput(contactSettingsSchema, {
        getInTouchText: changes.getInTouchText ?? current.getInTouchText,
        contactInfo: { ...current.contactInfo, ...changes.contactInfo },
        studioHours: { ...current.studioHours, ...changes.studioHours },
        commissionsText: changes.commissionsText ?? current.commissionsText,
      }),
    );
  }
}

/** A stored page with anything missing (or from an older shape) filled from the defaults. */
function withDefaults(value: Record<string, unknown> | undefined): ContactSettings {
  const stored = (value ?? {}) as Partial<ContactSettings>;
  const merged = {
    ...DEFAULT_CONTACT_SETTINGS,
    ...stored,
    contactInfo: { ...DEFAULT_CONTACT_SETTINGS.contactInfo, ...stored.contactInfo },
    studioHours: { ...DEFAULT_CONTACT_SETTINGS.studioHours, ...stored.studioHours },
  };
  const parsed = contactSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : (merged as ContactSettings);
}
