import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Currency, SubscriptionShippingAddress, SubscriptionStatus } from '@artshop/contracts';

/**
 * A Mail Club member's subscription (user_subscriptions): the provider's subscription as last projected
 * (members/subscription-projection.ts writes it; nothing else changes its state).
 */
@Entity({ name: 'user_subscriptions' })
export class Member {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** null once the account is deleted (the row stays for the books). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'user_email', type: 'text', default: '' })
  userEmail: string;

  @Column({ name: 'customer_name', type: 'text', nullable: true })
  customerName: string | null;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId: string;

  @Column({ name: 'stripe_subscription_id', type: 'text', unique: true })
  stripeSubscriptionId: string;

  @Column({ name: 'stripe_customer_id', type: 'text' })
  stripeCustomerId: string;

  @Column({ type: 'text' })
  status: SubscriptionStatus;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'text' })
  currency: Currency;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'cancel_at', type: 'timestamptz', nullable: true })
  cancelAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'latest_invoice_id', type: 'text', nullable: true })
  latestInvoiceId: string | null;

  @Column({ name: 'latest_invoice_status', type: 'text', nullable: true })
  latestInvoiceStatus: string | null;

  /** The provider's page for paying the latest invoice (the 'Fix payment' link while it is open). */
  @Column({ name: 'latest_invoice_url', type: 'text', nullable: true })
  latestInvoiceUrl: string | null;

  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress: SubscriptionShippingAddress | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
