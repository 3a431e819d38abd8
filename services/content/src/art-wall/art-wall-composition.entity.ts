import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WallArtwork } from '@artshop/contracts';

/** A wall a customer composed in the art wall simulator. */
@Entity({ name: 'art_wall_simulations' })
export class ArtWallComposition {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The account that saved it (gateway's identity); only it may change or delete it. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'room_background_id', type: 'uuid' })
  roomBackgroundId: string;

  @Column({ type: 'jsonb' })
  artworks: WallArtwork[];

  /** Shared: anyone with the link may look at it. */
  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
