import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const ROOM_TYPES = ['living_room', 'bedroom', 'office', 'dining_room'] as const;

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
  roomType: string;

  @Column({ name: 'wall_color', type: 'text', default: '#ffffff' })
  wallColor: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}
