import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PAGES, PageSetting } from './page-setting.entity.js';
import { SiteSetting } from './site-setting.entity.js';

@Controller()
export class SettingsController {
  constructor(
    @InjectRepository(SiteSetting) private readonly siteSettings: Repository<SiteSetting>,
    @InjectRepository(PageSetting) private readonly pageSettings: Repository<PageSetting>,
  ) {}

  @MessagePattern('site-settings.list')
  listSiteSettings() {
    return this.siteSettings.find({ order: { key: 'ASC' } });
  }

  /** Every known page, enabled unless its setting says otherwise. */
  @MessagePattern('page-settings.list')
  async listPageSettings() {
    const stored = new Map((await this.pageSettings.find()).map((setting) => [setting.page, setting.enabled]));
    return PAGES.map((page) => ({ page, enabled: stored.get(page) ?? true }));
  }
}
