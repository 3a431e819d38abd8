import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { ProductStatus } from '@artshop/contracts';
import { Category } from '../categories/category.entity.js';
import { Tag } from '../categories/tag.entity.js';
import { PricingTier } from './pricing-tier.entity.js';

@Entity({ name: 'products' })
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'short_description', type: 'text', nullable: true })
  shortDescription: string | null;

  /** Price when the product has no pricing tiers, in cents. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Category, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category: Relation<Category> | null;

  @Column({ type: 'text', unique: true, nullable: true })
  sku: string | null;

  @Column({ type: 'text', default: 'active' })
  status: ProductStatus;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured: boolean;

  /** Its place in the artist's shop order ('Featured', the storefront's default sort); ties go newest first. */
  @Column({ name: 'shop_position', type: 'integer', default: 0 })
  shopPosition: number;

  /** Stock when the product has no pricing tiers. */
  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  images: string[];

  @Column({ type: 'text', nullable: true })
  dimensions: string | null;

  @Column({ type: 'text', nullable: true })
  medium: string | null;

  @Column({ type: 'integer', nullable: true })
  year: number | null;

  @Column({ name: 'is_original', type: 'boolean', default: false })
  isOriginal: boolean;

  @Column({ type: 'text', nullable: true })
  rarity: string | null;

  @Column({ type: 'text', nullable: true })
  frame: string | null;

  @Column({ type: 'text', nullable: true })
  packaging: string | null;

  @Column({ type: 'text', nullable: true })
  authenticity: string | null;

  @OneToMany(() => PricingTier, (tier) => tier.product, { cascade: true })
  pricingTiers: Relation<PricingTier>[];

  @ManyToMany(() => Tag)
  @JoinTable({ name: 'product_tags', joinColumn: { name: 'product_id' }, inverseJoinColumn: { name: 'tag_id' } })
  tags: Relation<Tag>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
