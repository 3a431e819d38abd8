import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** awaiting-file: the address was handed out; received: the image and its variants are stored; finalized: the admin attached it. */
export type UploadStatus = 'awaiting-file' | 'received' | 'finalized';

/** One upload address handed to the admin: valid once, for a short while, for that admin only. */
@Entity({ name: 'uploads' })
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** SHA-256 of the token in the address; the address itself is never stored. */
  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  /** The admin who asked for the address. */
  @Column({ name: 'owner_id', type: 'text' })
  ownerId: string;

  @Column({ type: 'text', default: 'awaiting-file' })
  status: UploadStatus;

  /** uploads/<id>.<ext> once the file is stored. */
  @Column({ name: 'object_key', type: 'text', nullable: true })
  objectKey: string | null;

  /** The file must arrive before this; finalizing later is fine. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
