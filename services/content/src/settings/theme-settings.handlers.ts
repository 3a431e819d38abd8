import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ContentRpc,
  DEFAULT_THEME_SETTINGS,
  themeSettingsSchema,
  themeSettingsUpdateSchema,
  type FileAnswer,
  type ThemeSettings,
  type ThemeSettingsUpdate,
} from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocuments } from './settings-documents.js';
import { themeStylesheet } from './theme-stylesheet.js';

/** The storefront's theme: one settings document, and the stylesheet made from it. */
@Controller()
export class ThemeSettingsHandlers {
  private readonly documents: SettingsDocuments<ThemeSettings>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.documents = new SettingsDocuments(dataSource, 'theme', withDefaults);
  }

  @Handles(ContentRpc.getThemeSettings)
  get(): Promise<ThemeSettings> {
    return this.documents.read();
  }

  /** Saves what was sent over what is stored; the whole theme is checked, so colours that would make text unreadable save nothing. */
  @Handles(ContentRpc.updateThemeSettings)
  update(changes: ThemeSettingsUpdate): Promise<ThemeSettings> {
    const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    // Nothing sent changes nothing (no row is written for a theme never set).
    if (Object.keys(sent).length === 0) return this.documents.read();
    return this.documents.update((current) => parseInput(themeSettingsSchema, { ...current, ...sent }));
  }

  @Handles(ContentRpc.getThemeStylesheet)
  async stylesheet(): Promise<FileAnswer> {
    return { contentType: 'text/css; charset=utf-8', filename: 'theme.css', body: themeStylesheet(await this.documents.read()), inline: true };
  }
}

/** Stored settings over the defaults, field by field; a value that no longer passes (an older shape) takes its default. */
function withDefaults(value: Record<string, unknown> | undefined): ThemeSettings {
  const settings = { ...DEFAULT_THEME_SETTINGS };
  for (const [key, schema] of Object.entries(themeSettingsUpdateSchema.shape)) {
    if (value?.[key] === undefined) continue;
    const parsed = schema.safeParse(value[key]);
    if (parsed.success && parsed.data !== undefined) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  // Colours saved together passed the contrast check together; if they no longer do (the rule grew), the shop's own are safer.
  return themeSettingsSchema.safeParse(settings).success ? settings : { ...settings, ...pickColors(DEFAULT_THEME_SETTINGS) };
}

function pickColors({ primaryColor, secondaryColor, accentColor, backgroundColor, textColor }: ThemeSettings) {
  return { primaryColor, secondaryColor, accentColor, backgroundColor, textColor };
}
