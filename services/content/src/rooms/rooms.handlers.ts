import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContentRpc } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { RoomBackground } from './room-background.entity.js';

@Controller()
export class RoomsHandlers {
  constructor(@InjectRepository(RoomBackground) private readonly rooms: Repository<RoomBackground>) {}

  @Handles(ContentRpc.listRoomBackgrounds)
  list() {
    return this.rooms.find({ where: { isActive: true }, order: { sortOrder: 'ASC', name: 'ASC' } });
  }
}
