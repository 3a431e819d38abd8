import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An event written in the same transaction as the change that caused it, waiting for the relay. */
@Entity({ name: 'outbox_events' })
@Index('outbox_events_pending', ['occurredAt'], { where: '"published_at" IS NULL' })
export class OutboxEvent {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'jsonb' })
  data: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** The trace of the change that recorded it (W3C trace context), when traces are on. */
  @Column({ type: 'jsonb', nullable: true })
  trace: Record<string, string> | null;
}

/** Ids of events a consumer has already applied; written in the same transaction as the effect. */
@Entity({ name: 'handled_events' })
export class HandledEvent {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'handled_at', type: 'timestamptz' })
  handledAt: Date;
}

export const eventBusEntities = [OutboxEvent, HandledEvent];

/** Creates the bus tables in a part's own schema. */
export class CreateEventBusTables1763800000000 implements MigrationInterface {
  name = 'CreateEventBusTables1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        source text NOT NULL,
        data jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        published_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX outbox_events_pending ON outbox_events (occurred_at) WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE handled_events (
        event_id uuid PRIMARY KEY,
        type text NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE handled_events`);
    await queryRunner.query(`DROP TABLE outbox_events`);
  }
}

/** An event carries the trace of the change that recorded it, so its consumers continue that trace. */
export class OutboxTrace1764500000900 implements MigrationInterface {
  name = 'OutboxTrace1764500000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_events ADD COLUMN trace jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_events DROP COLUMN trace`);
  }
}

/** Every part's database starts with these (service-kit adds them to the part's own). */
export const eventBusMigrations = [CreateEventBusTables1763800000000, OutboxTrace1764500000900];
