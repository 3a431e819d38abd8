import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A certificate of authenticity: what it says is copied when the order is paid, and never changes after. */
@Entity({ name: 'certificates' })
export class Certificate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** e.g. 'ART-7K3Q-9XWM': printed on the certificate, checked at /certificate/{code}. */
  @Column({ type: 'text', unique: true })
  code: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @Column({ name: 'order_line_id', type: 'uuid' })
  orderLineId: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Column({ name: 'tier_id', type: 'uuid', nullable: true })
  tierId: string | null;

  @Column({ type: 'text' })
  title: string;

  /** The site's artist name at payment; null only if content did not answer then (the current name stands in). */
  @Column({ name: 'artist_name', type: 'text', nullable: true })
  artistName: string | null;

  @Column({ type: 'integer', nullable: true })
  year: number | null;

  @Column({ type: 'text', nullable: true })
  medium: string | null;

  @Column({ type: 'text', nullable: true })
  dimensions: string | null;

  /** A print's number in its limited edition; null for an original. */
  @Column({ name: 'edition_number', type: 'integer', nullable: true })
  editionNumber: number | null;

  @Column({ name: 'edition_size', type: 'integer', nullable: true })
  editionSize: number | null;

  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt: Date;

  /** Set when the piece was refunded: the certificate no longer vouches for a sale. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
