import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Message } from './message.entity.js';

@Controller()
export class MessagesController {
  constructor(@InjectRepository(Message) private readonly messages: Repository<Message>) {}

  /** The artist's inbox, newest first. */
  @MessagePattern('messages.list')
  async list() {
    const messages = await this.messages.find({ order: { createdAt: 'DESC' } });
    return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
  }
}
