import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentRpc, DEFAULT_CONTACT_SETTINGS, contactSettingsSchema, type ContactSettings, type ContactSettingsUpdate } from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The contact page: get-in-touch text, contact details, studio hours, commissions text. */
@Controller()
export class ContactSettingsHandlers {
  private readonly documents: SettingsDocuments<ContactSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'contact', withDefaults);
  }

  @Handles(ContentRpc.getContactSettings)
  get(): Promise<ContactSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a part left out stays) and answers the whole page. */
  @Handles(ContentRpc.updateContactSettings)
  update(changes: ContactSettingsUpdate): Promise<ContactSettings> {
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
