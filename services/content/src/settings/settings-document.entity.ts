import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const SETTINGS_DOCUMENTS = ['contact', 'social', 'bio', 'cv', 'business', 'home', 'theme', 'notifications'] as const;
export type SettingsDocumentName = (typeof SETTINGS_DOCUMENTS)[number];

/** A settings page edited as a whole (contact, social, bio, cv, business, home, theme), kept as one JSON document. */
@Entity({ name: 'settings_documents' })
export class SettingsDocument {
  @PrimaryColumn({ type: 'text' })
  name: SettingsDocumentName;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
