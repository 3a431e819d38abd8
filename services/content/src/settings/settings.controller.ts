import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { siteSettingKeySchema, siteSettingValueSchema } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
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

  /** The admin sets one site setting (POST /api/site-settings/{key} {value}); answers it. */
  @MessagePattern('site-settings.set')
  async setSiteSetting(@Payload() request: RpcRequest) {
    const key = parseInput(siteSettingKeySchema, request.params.key);
    const { value } = parseInput(siteSettingValueSchema(key), request.body);
    await this.siteSettings.upsert({ key, value }, ['key']);
    return { key, value };
  }

  /** Every known page, enabled unless its setting says otherwise. */
  @MessagePattern('page-settings.list')
  async listPageSettings() {
    const stored = new Map((await this.pageSettings.find()).map((setting) => [setting.page, setting.enabled]));
    return PAGES.map((page) => ({ page, enabled: stored.get(page) ?? true }));
  }
}
