import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ContentRpc, DEFAULT_HOME_SETTINGS, homeSettingsSchema, type HomeSettings, type HomeSettingsUpdate, type SiteSettingKey } from '@artshop/contracts';
import { Handles, parseInput } from '@artshop/service-kit';
import { SettingsDocument } from './settings-document.entity.js';
import { SiteSetting } from './site-setting.entity.js';

/**
 * The hero picture stays the site setting home_heroImageUrl: the Home editor and
 * POST /api/site-settings/home_heroImageUrl change one value, and its other readers (the gateway's
 * preload and share preview) need nothing new. The texts are the 'home' settings document.
 */
const HERO_IMAGE_KEY: SiteSettingKey = 'home_heroImageUrl';

/** The Home page editor: hero picture and text, featured section title. */
@Controller()
export class HomeSettingsHandlers {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(ContentRpc.getHomeSettings)
  get(): Promise<HomeSettings> {
    return this.read(this.dataSource.manager);
  }

  /** Saves what was sent over what is stored (a field left out stays), with the document's row locked; answers the whole page. */
  @Handles(ContentRpc.updateHomeSettings)
  update(changes: HomeSettingsUpdate): Promise<HomeSettings> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.read(manager, true);
      const next = parseInput(homeSettingsSchema, { ...current, ...changes });
      const { heroImageUrl, ...texts } = next;
      // What did not change is not written: a save of the page as it is leaves no trace.
      if (JSON.stringify(next) === JSON.stringify(current)) return next;
      await manager.save(SettingsDocument, { name: 'home', value: texts });
      if (heroImageUrl !== current.heroImageUrl) await manager.upsert(SiteSetting, { key: HERO_IMAGE_KEY, value: heroImageUrl }, ['key']);
      return next;
    });
  }

  private async read(manager: EntityManager, lock = false): Promise<HomeSettings> {
    // One after the other: inside a transaction both go over the same connection anyway.
    const stored = await manager.findOne(SettingsDocument, { where: { name: 'home' }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    const hero = await manager.findOneBy(SiteSetting, { key: HERO_IMAGE_KEY });
    return withDefaults({ ...stored?.value, heroImageUrl: hero?.value });
  }
}

/** Each field as stored where it still passes; a field missing or of an older shape takes its default. */
function withDefaults(stored: Record<string, unknown>): HomeSettings {
  const settings = { ...DEFAULT_HOME_SETTINGS };
  for (const [key, schema] of Object.entries(homeSettingsSchema.shape)) {
    const parsed = schema.safeParse(stored[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}
