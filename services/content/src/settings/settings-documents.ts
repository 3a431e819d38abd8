import { isDeepStrictEqual } from 'node:util';
import type { DataSource } from 'typeorm';
import { SettingsDocument, type SettingsDocumentName } from './settings-document.entity.js';

/**
 * A settings page kept as one JSON document (contact, social, bio, cv, business). `complete` turns what is stored
 * (nothing yet, or an older shape) into the whole page, filling what is missing from the defaults.
 */
export class SettingsDocuments<T> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: SettingsDocumentName,
    private readonly complete: (stored: Record<string, unknown> | undefined) => T,
  ) {}

  async read(): Promise<T> {
    const stored = await this.dataSource.getRepository(SettingsDocument).findOneBy({ name: this.name });
    return this.complete(stored?.value);
  }

  /** Saves `change(current)` with the row locked, so two admins saving at once do not lose a change; answers the whole page. */
  update(change: (current: T) => T): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager.findOne(SettingsDocument, { where: { name: this.name }, lock: { mode: 'pessimistic_write' } });
      const current = this.complete(stored?.value);
      const next = change(current);
      // A save that changes nothing stores nothing (nor does a first save of the defaults).
      if (isDeepStrictEqual(next, current)) return next;
      await manager.save(SettingsDocument, { name: this.name, value: next as Record<string, unknown> });
      return next;
    });
  }
}
