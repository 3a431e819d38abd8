import { Controller } from '@nestjs/common';
import { ContentRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { RoomsService } from './rooms.service.js';

@Controller()
export class RoomsHandlers {
  constructor(private readonly rooms: RoomsService) {}

  @Handles(ContentRpc.listRoomBackgrounds)
  list() {
    return this.rooms.listActive();
  }

  @Handles(ContentRpc.listAllRoomBackgrounds)
  listAll() {
    return this.rooms.listAll();
  }

  @Handles(ContentRpc.createRoomBackground)
  create(input: InputOf<typeof ContentRpc.createRoomBackground>) {
    return this.rooms.create(input);
  }

  @Handles(ContentRpc.updateRoomBackground)
  update({ id, ...changes }: InputOf<typeof ContentRpc.updateRoomBackground>) {
    return this.rooms.update(id, changes);
  }

  @Handles(ContentRpc.deleteRoomBackground)
  async delete({ id }: InputOf<typeof ContentRpc.deleteRoomBackground>) {
    await this.rooms.delete(id);
    return null;
  }

  @Handles(ContentRpc.reorderRoomBackgrounds)
  reorder(input: InputOf<typeof ContentRpc.reorderRoomBackgrounds>) {
    return this.rooms.reorder(input);
  }
}
