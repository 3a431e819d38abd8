import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import {
  ROOM_IN_USE_MESSAGE,
  ROOM_REORDER_MESSAGE,
  roomInputSchema,
  type RoomBackground as RoomView,
  type RoomInput,
  type RoomReorderInput,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, parseInput } from '@artshop/service-kit';
import { ArtWallComposition } from '../art-wall/art-wall-composition.entity.js';
import { RoomBackground } from './room-background.entity.js';
import { LOCK_ROOM_PLACES, NEXT_ROOM_PLACE, REORDER_ROOMS } from './rooms.sql.js';

const NOT_FOUND = 'Room not found';
const ORDER = { sortOrder: 'ASC', name: 'ASC', id: 'ASC' } as const;

/** The art wall's rooms: the photos visitors hang artworks on, in the artist's order, each switched on or off. */
@Injectable()
export class RoomsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The art wall's picker: the rooms switched on. */
  async listActive(): Promise<RoomView[]> {
    return (await this.dataSource.manager.find(RoomBackground, { where: { isActive: true }, order: ORDER })).map(toRoomView);
  }

  /** The back office's list: every room. */
  async listAll(manager: EntityManager = this.dataSource.manager): Promise<RoomView[]> {
    return (await manager.find(RoomBackground, { order: ORDER })).map(toRoomView);
  }

  /** A new room takes the place after the last one, so no arranged room moves. */
  async create(input: RoomInput): Promise<RoomView> {
    return this.dataSource.transaction(async (manager) => {
      // One new room at a time takes the next place, so two added together do not share one.
      await run(manager, LOCK_ROOM_PLACES);
      const [next] = await run(manager, NEXT_ROOM_PLACE);
      const room = await manager.save(manager.create(RoomBackground, { ...input, sortOrder: next! }));
      await this.keepOneDefault(manager, room);
      return toRoomView(room);
    });
  }

  /** The whole room or only what changes (the list's switch sends isActive alone); the result is checked whole. */
  async update(id: string, changes: Record<string, unknown>): Promise<RoomView> {
    return this.dataSource.transaction(async (manager) => {
      const room = await manager.findOne(RoomBackground, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!room) throw AppError.notFound(NOT_FOUND);
      const input = parseInput(roomInputSchema, { ...toRoomView(room), ...changes });
      const saved = await manager.save(Object.assign(room, input));
      await this.keepOneDefault(manager, saved);
      return toRoomView(saved);
    });
  }

  /** A room customers saved walls in stays (their walls would lose their room): it can be switched off instead. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const room = await manager.findOne(RoomBackground, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!room) throw AppError.notFound(NOT_FOUND);
      if (await manager.existsBy(ArtWallComposition, { roomBackgroundId: id })) throw AppError.conflict(ROOM_IN_USE_MESSAGE);
      await manager.delete(RoomBackground, { id });
    });
  }

  /** Every room, switched-off ones too, in its new place (0, 1, 2…), in one transaction: all of it or nothing. */
  async reorder({ roomIds }: RoomReorderInput): Promise<RoomView[]> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.find(RoomBackground, { select: { id: true }, lock: { mode: 'pessimistic_write' } });
      const given = new Set(roomIds);
      if (existing.length !== given.size || existing.some((room) => !given.has(room.id))) throw AppError.badRequest(ROOM_REORDER_MESSAGE);
      await run(manager, REORDER_ROOMS, { roomIds });
      return this.listAll(manager);
    });
  }

  /** The art wall opens with one room: choosing a default takes the mark from any other. */
  private async keepOneDefault(manager: EntityManager, room: RoomBackground): Promise<void> {
    if (room.isDefault) await manager.update(RoomBackground, { id: Not(room.id), isDefault: true }, { isDefault: false });
  }
}

export function toRoomView(room: RoomBackground): RoomView {
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    imageUrl: room.imageUrl,
    roomType: room.roomType,
    wallColor: room.wallColor,
    isDefault: room.isDefault,
    isActive: room.isActive,
    sortOrder: room.sortOrder,
    wallWidthCm: room.wallWidthCm,
    wallLeft: room.wallLeft,
    wallTop: room.wallTop,
    wallRight: room.wallRight,
    wallBottom: room.wallBottom,
  };
}
