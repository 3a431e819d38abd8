import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { OrderStatus, ShippingAddress } from '@artshop/contracts';
import { OrderLine } from './order-line.entity.js';

@Entity({ name: 'orders' })
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The customer's account, when they were signed in. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'customer_name', type: 'text' })
  customerName: string;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail: string;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone: string | null;

  /** Computed by the server from catalog prices, in cents. */
  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ type: 'text', default: 'pending' })
  status: OrderStatus;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress: ShippingAddress | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @OneToMany(() => OrderLine, (line) => line.order, { cascade: true })
  lines: Relation<OrderLine>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
