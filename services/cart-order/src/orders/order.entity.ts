import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { Currency, OrderSource, OrderStatus, PaymentSetup, PaymentStatus, ShippingAddress, ShippingCarrier, ShippingMethod } from '@artshop/contracts';
import { OrderLine } from './order-line.entity.js';

@Entity({ name: 'orders' })
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** For people: 'Order #1042'. */
  @Column({ name: 'order_number', type: 'bigint', insert: false, update: false })
  orderNumber: string;

  /** The cart it was bought from (cart.service's ownerKey): only that browser or account sees it. */
  @Column({ name: 'owner_key', type: 'text', nullable: true })
  ownerKey: string | null;

  /** The customer's account, when they were signed in. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'customer_name', type: 'text' })
  customerName: string;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail: string;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone: string | null;

  @Column({ type: 'text', default: 'USD' })
  currency: Currency;

  /** Computed by the server from catalog prices and the business settings, in cents. */
  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents: number;

  /** The discount code's amount off the goods (0: none); the tax is on the goods after it. */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  /** The code as the buyer used it (kept as it was, whatever becomes of the code). */
  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  @Column({ name: 'discount_code_id', type: 'uuid', nullable: true })
  discountCodeId: string | null;

  @Column({ name: 'shipping_cents', type: 'integer' })
  shippingCents: number;

  @Column({ name: 'tax_cents', type: 'integer' })
  taxCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'shipping_method', type: 'text' })
  shippingMethod: ShippingMethod;

  /** Fulfilment, the artist's. */
  @Column({ type: 'text', default: 'pending' })
  status: OrderStatus;

  /** The money, the provider's: only moves forward (awaiting payment → failed → paid → refunded). */
  @Column({ name: 'payment_status', type: 'text', default: 'awaiting_payment' })
  paymentStatus: PaymentStatus;

  @Column({ name: 'payment_provider', type: 'text', nullable: true })
  paymentProvider: PaymentSetup['provider'] | null;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true, unique: true })
  paymentIntentId: string | null;

  /** Why the last payment attempt failed, or why the order was refunded, in a person's words. */
  @Column({ name: 'payment_message', type: 'text', nullable: true })
  paymentMessage: string | null;

  /** The client the checkout came from (the gateway's keyed hash of its address): what one client holds unpaid is capped. */
  @Column({ name: 'client_key', type: 'text', nullable: true })
  clientKey: string | null;

  /** What the checkout was started with (cart lines, customer details, shipping method): the same start again answers this order. */
  @Column({ name: 'checkout_key', type: 'text', nullable: true })
  checkoutKey: string | null;

  /** Where it came from: the storefront's checkout, or the artist's back office (a manual order, paid through its link). */
  @Column({ type: 'text', default: 'checkout' })
  source: OrderSource;

  /** A manual order's payment link's unguessable token (the buyer's /pay/<token>). */
  @Column({ name: 'pay_token', type: 'text', nullable: true, unique: true })
  payToken: string | null;

  /** Until when catalog holds the stock for the buyer to pay. */
  @Column({ name: 'reserved_until', type: 'timestamptz', nullable: true })
  reservedUntil: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress: ShippingAddress | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Set when the artist ships it. */
  @Column({ type: 'text', nullable: true })
  carrier: ShippingCarrier | null;

  @Column({ name: 'tracking_number', type: 'text', nullable: true })
  trackingNumber: string | null;

  @OneToMany(() => OrderLine, (line) => line.order, { cascade: true })
  lines: Relation<OrderLine>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
