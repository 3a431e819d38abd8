import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  ContentRpc,
  PAGES,
  SITE_SETTING_KEYS,
  type PageSetting as PageSettingView,
  type PageSwitch,
  type SiteSetting as SiteSettingView,
} from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { PageSetting } from './page-setting.entity.js';
import { SiteSetting } from './site-setting.entity.js';

@Controller()
export class SettingsHandlers {
  constructor(
    @InjectRepository(SiteSetting) private readonly siteSettings: Repository<SiteSetting>,
    @InjectRepository(PageSetting) private readonly pageSettings: Repository<PageSetting>,
  ) {}

  @Handles(ContentRpc.listSiteSettings)
  async listSiteSettings(): Promise<SiteSettingView[]> {
    // Only the settings the shop knows: a row left by an older version has no reader.
    return this.siteSettings.find({ where: { key: In(SITE_SETTING_KEYS) }, order: { key: 'ASC' } });
  }

  /** The admin sets one site setting (POST /api/site-settings/{key} {value}); answers it. */
  @Handles(ContentRpc.setSiteSetting)
  async setSiteSetting({ key, value }: SiteSettingView): Promise<SiteSettingView> {
    await this.siteSettings.upsert({ key, value }, ['key']);
    return { key, value };
  }

  /** Every known page, enabled unless its setting says otherwise. */
  @Handles(ContentRpc.listPageSettings)
  listPageSettings(): Promise<PageSettingView[]> {
    return this.readPageSettings();
  }

  /** The artist switches a page on or off (PUT /api/page-settings/{page} {enabled}); answers every page's switch. */
  @Handles(ContentRpc.setPageEnabled)
  async setPageEnabled({ page, enabled }: PageSwitch): Promise<PageSettingView[]> {
    await this.pageSettings.upsert({ page, enabled }, ['page']);
    return this.readPageSettings();
  }

  private async readPageSettings(): Promise<PageSettingView[]> {
    const stored = new Map((await this.pageSettings.find()).map((setting) => [setting.page, setting.enabled]));
    return PAGES.map((page) => ({ page, enabled: stored.get(page) ?? true }));
  }
}
