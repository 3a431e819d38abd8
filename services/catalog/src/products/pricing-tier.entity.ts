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

  /** The artist is told when a sale leaves this many or fewer; null: only when it sells out. */
  @Column({ name: 'low_stock_threshold', type: 'integer', nullable: true })
  lowStockThreshold: number | null;

  /** Set by the sale that crossed the threshold, so it alerts once; cleared by a trigger when stock goes back above it. */
  @Column({ name: 'low_stock_alerted', type: 'boolean', default: false })
  lowStockAlerted: boolean;

  /** As lowStockAlerted, for selling out. */
  @Column({ name: 'sold_out_alerted', type: 'boolean', default: false })
  soldOutAlerted: boolean;

  /** Order in which the admin arranged the tiers. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
