import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A line of a cart: only what the customer chose. Name, picture and price are the catalog's, asked
 * for on every read, so a price change shows at once and nothing a browser sends can set them.
 */
@Entity({ name: 'cart_items' })
export class CartLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Whose cart: 'user:<user id>', or 'guest:<SHA-256 of the session id>' before signing in. */
  @Column({ name: 'owner_key', type: 'text' })
  ownerKey: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  /** The pricing tier; null for a product sold without tiers. */
  @Column({ name: 'tier_id', type: 'uuid', nullable: true })
  tierId: string | null;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
