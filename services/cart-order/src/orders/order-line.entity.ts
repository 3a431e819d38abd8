import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/** What was bought, with the name and price as they were at the time of purchase. */
@Entity({ name: 'order_lines' })
export class OrderLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<Order>;

  /** The catalog's work; null for a custom line of a manual order (a commission), which holds no stock. */
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @Column({ name: 'tier_id', type: 'uuid', nullable: true })
  tierId: string | null;

  @Column({ name: 'product_name', type: 'text' })
  productName: string;

  @Column({ name: 'tier_label', type: 'text', nullable: true })
  tierLabel: string | null;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  @Column({ type: 'integer' })
  quantity: number;

  /** The line's share of the order's discount, for all its pieces: what was paid for it is unit price × quantity − this. */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  /** How many of this line were refunded (0 to quantity). */
  @Column({ name: 'refunded_quantity', type: 'integer', default: 0 })
  refundedQuantity: number;

  /** The order of the lines as they were in the cart. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
