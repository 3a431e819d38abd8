import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  compareEvents,
  studioEventInputSchema,
  type Caller,
  type FileAnswer,
  type StudioEvent as StudioEventView,
  type StudioEventInput,
} from '@artshop/contracts';
import { AppError, parseInput, publicUrlFromEnv } from '@artshop/service-kit';
import { calendarFileName, eventCalendar } from './event-calendar.js';
import { StudioEvent } from './studio-event.entity.js';

const NOT_FOUND = 'Event not found';

/** The Events page and the Events manager: the artist's openings, open studios and workshops. */
@Injectable()
export class EventsService {
  private readonly publicUrl = publicUrlFromEnv();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Soonest first; a visitor sees the published events only, the admin every one. */
  async list(caller: Caller): Promise<StudioEventView[]> {
    const events = await this.dataSource.manager.find(StudioEvent, { where: caller.role === 'admin' ? {} : { isPublished: true } });
    return events.map(toEventView).sort(compareEvents);
  }

  async create(input: StudioEventInput): Promise<StudioEventView> {
    const manager = this.dataSource.manager;
    return toEventView(await manager.save(manager.create(StudioEvent, input)));
  }

  /** The whole event or only what changes (the publish switch sends isPublished alone); the result is checked whole. */
  async update(id: string, changes: Record<string, unknown>): Promise<StudioEventView> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lock(manager, id);
      const input = parseInput(studioEventInputSchema, { ...toEventView(event), ...changes });
      return toEventView(await manager.save(Object.assign(event, input)));
    });
  }

  async delete(id: string): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(StudioEvent, { id });
    if (!affected) throw AppError.notFound(NOT_FOUND);
  }

  /** 'Add to calendar': the event as an .ics file; a draft is not found by visitors. */
  async calendarFile(id: string, caller: Caller): Promise<FileAnswer> {
    const event = await this.dataSource.manager.findOneBy(StudioEvent, { id });
    if (!event || (!event.isPublished && caller.role !== 'admin')) throw AppError.notFound(NOT_FOUND);
    const view = toEventView(event);
    return { contentType: 'text/calendar; charset=utf-8', filename: calendarFileName(view), body: eventCalendar(view, { baseUrl: this.publicUrl }) };
  }

  private async lock(manager: EntityManager, id: string): Promise<StudioEvent> {
    const event = await manager.findOne(StudioEvent, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!event) throw AppError.notFound(NOT_FOUND);
    return event;
  }
}

export function toEventView(event: StudioEvent): StudioEventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date,
    time: event.time,
    location: event.location,
    imageUrl: event.imageUrl,
    registrationRequired: event.registrationRequired,
    registrationUrl: event.registrationUrl,
    isPublished: event.isPublished,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
