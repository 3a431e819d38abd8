import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One of the artist's events; `date` and `time` are the place's own. */
@Entity({ name: 'events' })
export class StudioEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** YYYY-MM-DD (TypeORM reads a date column as that text). */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text', nullable: true })
  time: string | null;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ name: 'registration_required', type: 'boolean', default: false })
  registrationRequired: boolean;

  @Column({ name: 'registration_url', type: 'text', nullable: true })
  registrationUrl: string | null;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
