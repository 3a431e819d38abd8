import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SiteSettingKey } from '@artshop/contracts';

/** A key/value setting of the site, e.g. artist_artistName or home_heroImageUrl. */
@Entity({ name: 'site_settings' })
export class SiteSetting {
  @PrimaryColumn({ type: 'text' })
  key: SiteSettingKey;

  @Column({ type: 'text' })
  value: string;
}
