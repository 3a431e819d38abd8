import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RoomBackground } from './room-background.entity.js';

@Controller()
export class RoomsController {
  constructor(@InjectRepository(RoomBackground) private readonly rooms: Repository<RoomBackground>) {}

  @MessagePattern('room-backgrounds.list')
  list() {
    return this.rooms.find({ where: { isActive: true }, order: { sortOrder: 'ASC', name: 'ASC' } });
  }
}
