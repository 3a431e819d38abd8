import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contactMessageSchema,
  corporateInquirySchema,
  idSchema,
  inboxQuerySchema,
  isHoneypotFilled,
  messageReplySchema,
  type FormAccepted,
} from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { MessagesService } from './messages.service.js';

const MESSAGE_SENT: FormAccepted = { message: 'Thank you! Your message has been sent.' };
const INQUIRY_SENT: FormAccepted = { message: "Thanks! Your inquiry has been sent. I'll reply soon." };

@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** The contact form. A filled honeypot gets the same answer and nothing is kept. */
  @MessagePattern('messages.create')
  async create(@Payload() request: RpcRequest): Promise<FormAccepted> {
    if (isHoneypotFilled(request.body)) return MESSAGE_SENT;
    await this.messages.receiveContactMessage(parseInput(contactMessageSchema, request.body));
    return MESSAGE_SENT;
  }

  /** The corporate buyers' form. A filled honeypot gets the same answer and nothing is kept. */
  @MessagePattern('corporate-inquiries.create')
  async createCorporateInquiry(@Payload() request: RpcRequest): Promise<FormAccepted> {
    if (isHoneypotFilled(request.body)) return INQUIRY_SENT;
    await this.messages.receiveCorporateInquiry(parseInput(corporateInquirySchema, request.body));
    return INQUIRY_SENT;
  }

  /** The artist's inbox, newest first; ?archived=true for the Archived view. */
  @MessagePattern('messages.list')
  list(@Payload() request: RpcRequest) {
    return this.messages.list(parseInput(inboxQuerySchema, request.query));
  }

  @MessagePattern('messages.unread-count')
  unreadCount() {
    return this.messages.unreadCount();
  }

  @MessagePattern('messages.mark-read')
  markRead(@Payload() request: RpcRequest) {
    return this.messages.markRead(parseInput(idSchema, request.params.id));
  }

  @MessagePattern('messages.archive')
  archive(@Payload() request: RpcRequest) {
    return this.messages.archive(parseInput(idSchema, request.params.id));
  }

  @MessagePattern('messages.unarchive')
  unarchive(@Payload() request: RpcRequest) {
    return this.messages.unarchive(parseInput(idSchema, request.params.id));
  }

  @MessagePattern('messages.delete')
  async delete(@Payload() request: RpcRequest) {
    await this.messages.delete(parseInput(idSchema, request.params.id));
    return null;
  }

  @MessagePattern('messages.archive-read')
  archiveRead() {
    return this.messages.archiveRead();
  }

  @MessagePattern('messages.reply')
  reply(@Payload() request: RpcRequest) {
    const id = parseInput(idSchema, request.params.id);
    return this.messages.reply(id, parseInput(messageReplySchema, request.body));
  }
}
