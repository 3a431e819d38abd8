import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ContentRpc,
  DEFAULT_BUSINESS_SETTINGS,
  businessSettingsSchema,
  type BusinessSettings,
  type BusinessSettingsUpdate,
  type ShopSettings,
} from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';

/** The business settings checkout is priced by: who sells, the currency, tax and shipping. */
@Controller()
export class BusinessSettingsHandlers {
  private readonly documents: SettingsDocuments<BusinessSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'business', withDefaults);
  }

  @Handles(ContentRpc.getBusinessSettings)
  get(): Promise<BusinessSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored (a setting left out stays) and answers them all. */
  @Handles(ContentRpc.updateBusinessSettings)
  update(changes: BusinessSettingsUpdate): Promise<BusinessSettings> {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return this.documents.update((current) => parseInput(businessSettingsSchema, { ...current, ...sent }));
  }

  /** The public part: what the storefront shows prices and times with. */
  @Handles(ContentRpc.getShopSettings)
  async shop(): Promise<ShopSettings> {
    const { currency, businessName, timeZone } = await this.documents.read();
    return { currency, businessName, timeZone };
  }
}

/** Stored settings over the defaults; a value that no longer passes (an older shape) falls back to its default. */
function withDefaults(value: Record<string, unknown> | undefined): BusinessSettings {
  const settings = { ...DEFAULT_BUSINESS_SETTINGS };
  for (const [key, schema] of Object.entries(businessSettingsSchema.shape)) {
    if (value?.[key] === undefined) continue;
    const parsed = schema.safeParse(value[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}
