import { Controller } from '@nestjs/common';
import { ContentRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { EventsService } from './events.service.js';

@Controller()
export class EventsHandlers {
  constructor(private readonly events: EventsService) {}

  @Handles(ContentRpc.listEvents)
  list(_input: object, ctx: RequestContext) {
    return this.events.list(ctx.caller);
  }

  @Handles(ContentRpc.createEvent)
  create(input: InputOf<typeof ContentRpc.createEvent>) {
    return this.events.create(input);
  }

  @Handles(ContentRpc.updateEvent)
  update({ id, ...changes }: InputOf<typeof ContentRpc.updateEvent>) {
    return this.events.update(id, changes);
  }

  @Handles(ContentRpc.deleteEvent)
  async delete({ id }: InputOf<typeof ContentRpc.deleteEvent>) {
    await this.events.delete(id);
    return null;
  }

  @Handles(ContentRpc.downloadEventCalendar)
  download({ id }: InputOf<typeof ContentRpc.downloadEventCalendar>, ctx: RequestContext) {
    return this.events.calendarFile(id, ctx.caller);
  }
}
