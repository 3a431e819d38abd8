import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { RoomType } from '@artshop/contracts';

/** A room photo the art wall simulator hangs artworks on. */
@Entity({ name: 'room_backgrounds' })
export class RoomBackground {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Column({ name: 'room_type', type: 'text' })
  roomType: RoomType;

  @Column({ name: 'wall_color', type: 'text', default: '#ffffff' })
  wallColor: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** The wall's real width: artworks are drawn to scale against it. */
  @Column({ name: 'wall_width_cm', type: 'real', default: 400 })
  wallWidthCm: number;

  /** Where the wall is in the picture, as fractions of its width and height. */
  @Column({ name: 'wall_left', type: 'real', default: 0 })
  wallLeft: number;

  @Column({ name: 'wall_top', type: 'real', default: 0 })
  wallTop: number;

  @Column({ name: 'wall_right', type: 'real', default: 1 })
  wallRight: number;

  @Column({ name: 'wall_bottom', type: 'real', default: 0.72 })
  wallBottom: number;
}
