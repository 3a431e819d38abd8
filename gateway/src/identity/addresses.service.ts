import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADDRESS_NOT_FOUND_MESSAGE, MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE, type SavedAddress, type SavedAddressInput } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import {
  ADD_ADDRESS,
  CLEAR_DEFAULT_ADDRESS,
  COUNT_USER_ADDRESSES,
  DEFAULT_FIRST_ADDRESS,
  DELETE_ADDRESS,
  LOCK_ADDRESS,
  LOCK_USER,
  UPDATE_ADDRESS,
  USER_ADDRESSES,
} from './identity.sql.js';

/**
 * A customer's saved shipping addresses (identity.saved_addresses). Only the owner reaches one:
 * every statement names the user, so another customer's id reads as unknown (404). One address is
 * the default, the one checkout offers first: the first saved one, or the last marked so.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<SavedAddress[]> {
    return run(this.dataSource.manager, USER_ADDRESSES, { userId });
  }

  async add(userId: string, input: SavedAddressInput): Promise<SavedAddress> {
    return this.dataSource.transaction(async (manager) => {
      // The user's row, locked: two adds at once cannot both pass the limit.
      if ((await run(manager, LOCK_USER, { userId })).length === 0) throw AppError.unauthorized();
      const [count = 0] = await run(manager, COUNT_USER_ADDRESSES, { userId });
      if (count >= MAX_SAVED_ADDRESSES) throw AppError.badRequest(TOO_MANY_ADDRESSES_MESSAGE);
      const isDefault = input.isDefault || count === 0;
      if (isDefault) await run(manager, CLEAR_DEFAULT_ADDRESS, { userId });
      const [address] = await run(manager, ADD_ADDRESS, { ...input, userId, isDefault });
      return address!;
    });
  }

  /** The whole address is replaced; unmarking the default leaves it the default (there is always one). */
  async update(userId: string, id: string, input: SavedAddressInput): Promise<SavedAddress> {
    return this.dataSource.transaction(async (manager) => {
      const [current] = await run(manager, LOCK_ADDRESS, { id, userId });
      if (!current) throw AppError.notFound(ADDRESS_NOT_FOUND_MESSAGE);
      const isDefault = input.isDefault || current.isDefault;
      if (isDefault && !current.isDefault) await run(manager, CLEAR_DEFAULT_ADDRESS, { userId });
      const [address] = await run(manager, UPDATE_ADDRESS, { ...input, id, userId, isDefault });
      return address!;
    });
  }

  /** Deleting the default makes the oldest remaining address the default. */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await run(manager, DELETE_ADDRESS, { id, userId });
      if (!deleted) throw AppError.notFound(ADDRESS_NOT_FOUND_MESSAGE);
      if (deleted.wasDefault) await run(manager, DEFAULT_FIRST_ADDRESS, { userId });
    });
  }
}
