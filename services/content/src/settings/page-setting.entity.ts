import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PageName } from '@artshop/contracts';

/** Whether an optional page shows on the live site; a page with no row counts as enabled. */
@Entity({ name: 'page_settings' })
export class PageSetting {
  @PrimaryColumn({ type: 'text' })
  page: PageName;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
