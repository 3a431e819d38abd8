import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ADDRESS_NOT_FOUND_MESSAGE, MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE, type SavedAddress, type SavedAddressInput } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';

interface AddressRow {
  id: string;
  label: string;
  recipient_name: string;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, label, recipient_name, phone, street, city, state, zip_code, country, is_default, created_at, updated_at`;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    recipientName: row.recipient_name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    country: row.country,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * A customer's saved shipping addresses (identity.saved_addresses). Only the owner reaches one:
 * every statement names the user, so another customer's id reads as unknown (404). One address is
 * the default, the one checkout offers first: the first saved one, or the last marked so.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<SavedAddress[]> {
    const rows: AddressRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM saved_addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
      [userId],
    );
    return rows.map(toSavedAddress);
  }

  async add(userId: string, input: SavedAddressInput): Promise<SavedAddress> {
    return this.dataSource.transaction(async (manager) => {
      // The user's row, locked: two adds at once cannot both pass the limit.
      const [user] = (await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId])) as unknown[];
      if (!user) throw AppError.unauthorized();
      const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM saved_addresses WHERE user_id = $1`, [userId])) as [{ count: number }];
      if (count >= MAX_SAVED_ADDRESSES) throw AppError.badRequest(TOO_MANY_ADDRESSES_MESSAGE);
      const isDefault = input.isDefault || count === 0;
      if (isDefault) await this.clearDefault(manager, userId);
      const [row] = (await manager.query(
        `INSERT INTO saved_addresses (user_id, label, recipient_name, phone, street, city, state, zip_code, country, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [userId, input.label, input.recipientName, input.phone, input.street, input.city, input.state, input.zipCode, input.country, isDefault],
      )) as AddressRow[];
      return toSavedAddress(row!);
    });
  }

  /** The whole address is replaced; unmarking the default leaves it the default (there is always one). */
  async update(userId: string, id: string, input: SavedAddressInput): Promise<SavedAddress> {
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(`SELECT is_default FROM saved_addresses WHERE id = $1 AND user_id = $2 FOR UPDATE`, [id, userId])) as Array<{
        is_default: boolean;
      }>;
      if (!current) throw AppError.notFound(ADDRESS_NOT_FOUND_MESSAGE);
      const isDefault = input.isDefault || current.is_default;
      if (isDefault && !current.is_default) await this.clearDefault(manager, userId);
      const [[row]] = (await manager.query(
        `UPDATE saved_addresses SET label = $3, recipient_name = $4, phone = $5, street = $6, city = $7, state = $8, zip_code = $9, country = $10,
           is_default = $11, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, input.label, input.recipientName, input.phone, input.street, input.city, input.state, input.zipCode, input.country, isDefault],
      )) as [AddressRow[], number];
      return toSavedAddress(row!);
    });
  }

  /** Deleting the default makes the oldest remaining address the default. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = (await manager.query(`DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2 RETURNING is_default`, [id, userId])) as [
        Array<{ is_default: boolean }>,
        number,
      ];
      if (!deleted[0]) throw AppError.notFound(ADDRESS_NOT_FOUND_MESSAGE);
      if (deleted[0].is_default) {
        await manager.query(
          `UPDATE saved_addresses SET is_default = true WHERE id = (SELECT id FROM saved_addresses WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
          [userId],
        );
      }
    });
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE saved_addresses SET is_default = false WHERE user_id = $1 AND is_default`, [userId]);
  }
}
