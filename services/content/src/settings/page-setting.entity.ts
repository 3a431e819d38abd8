import { Column, Entity, PrimaryColumn } from 'typeorm';

export const PAGES = ['home', 'bio', 'gallery', 'events', 'cv', 'contact', 'mail-club'] as const;

/** Whether an optional page shows on the live site; a page with no row counts as enabled. */
@Entity({ name: 'page_settings' })
export class PageSetting {
  @PrimaryColumn({ type: 'text' })
  page: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}
