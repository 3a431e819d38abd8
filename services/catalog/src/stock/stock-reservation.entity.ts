import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type ReservationStatus = 'active' | 'committed' | 'released';

/**
 * Stock held for one line of an order. The stock itself is taken from the product or tier when the
 * reservation is made (so what the shop shows and sells is always what is left), kept when the order
 * is paid (committed) and given back when the payment fails or the hold expires (released).
 */
@Entity({ name: 'stock_reservations' })
export class StockReservation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Column({ name: 'tier_id', type: 'uuid', nullable: true })
  tierId: string | null;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'text', default: 'active' })
  status: ReservationStatus;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
