import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Product } from './product.entity.js';

/** One way to buy a product: the original, or a print/canvas print of a given size. */
@Entity({ name: 'pricing_tiers' })
export class PricingTier {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, (product) => product.pricingTiers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<Product>;

  @Column({ type: 'text' })
  size: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'text' })
  description: string;

  /** A limited edition of this many prints; null: an open edition (or an original, one of one). */
  @Column({ name: 'edition_size', type: 'integer', nullable: true })
  editionSize: number | null;

  /** Order in which the admin arranged the tiers. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
