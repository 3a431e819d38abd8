import type { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/**
 * Calls `onCommit` once a transaction that was marked has committed: how the outbox relay and the
 * mail hand-over learn that there is work the moment it becomes visible to them. A signal given
 * before the commit would find nothing (the rows are not committed yet) and the work would wait
 * for the next poll.
 */
export class AfterCommit implements EntitySubscriberInterface {
  constructor(
    private readonly dataSource: DataSource,
    /** Names the mark in the transaction's query runner; one per kind of work. */
    private readonly key: string,
    private readonly onCommit: () => void,
  ) {
    (dataSource.subscribers as EntitySubscriberInterface[]).push(this);
  }

  /** Marks the caller's transaction: when it commits, `onCommit` runs. */
  mark(manager: EntityManager): void {
    if (manager.queryRunner) manager.queryRunner.data[this.key] = true;
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!event.queryRunner.data?.[this.key]) return;
    event.queryRunner.data[this.key] = false;
    this.onCommit();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (event.queryRunner.data) event.queryRunner.data[this.key] = false;
  }

  detach(): void {
    const subscribers = this.dataSource.subscribers as EntitySubscriberInterface[];
    const index = subscribers.indexOf(this);
    if (index >= 0) subscribers.splice(index, 1);
  }
}
