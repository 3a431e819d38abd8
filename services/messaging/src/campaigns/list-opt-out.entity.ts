import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An address that left the list from a campaign's unsubscribe link: no campaign goes to it again. */
@Entity({ name: 'list_opt_outs' })
export class ListOptOut {
  /** Lowercased. */
  @PrimaryColumn({ type: 'text' })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
