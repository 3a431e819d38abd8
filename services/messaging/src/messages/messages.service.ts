import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  ArchivedCount,
  ContactMessageInput,
  CorporateInquiryInput,
  InboxMessage,
  InboxPage,
  InboxQuery,
  MessageReply as MessageReplyAnswer,
  MessageReplyInput,
  OutgoingMailEntry,
  UnreadCount,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { containsPattern } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { toMailEntry } from '../mail/mail.handlers.js';
import { MailService } from '../mail/mail.service.js';
import { MESSAGE_SEARCH_TEXT } from './inbox-search.js';
import { Message } from './message.entity.js';
import { MessageReply } from './message-reply.entity.js';

@Injectable()
export class MessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly mail: MailService,
  ) {}

  /** A contact form message: stored unread, announced to the artist by mail and as message.received, in one transaction. */
  async receiveContactMessage(input: ContactMessageInput): Promise<void> {
    await this.receive({
      kind: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      details: null,
    });
  }

  /** A corporate buyer's inquiry: a message of kind 'corporate' whose form fields are its details. */
  async receiveCorporateInquiry(input: CorporateInquiryInput): Promise<void> {
    await this.receive({
      kind: 'corporate',
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message ?? '',
      details: {
        company: input.company,
        projectType: input.projectType,
        budget: input.budget,
        pieces: input.pieces ?? null,
        style: input.style,
        location: input.location,
        timeline: input.timeline,
        consent: input.consent,
        source: input.source,
      },
    });
  }

  private async receive(fields: Pick<Message, 'kind' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'details'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const message = await manager.save(manager.create(Message, fields));
      // The mail is written here rather than by a consumer of our own event: one outbox, not two hops.
      await this.mail.announceMessage(manager, message);
      await this.outbox.record(manager, 'message.received', { messageId: message.id, kind: message.kind });
    });
  }

  /** A page of the inbox (or the Archived view), newest first, contact messages and inquiries together. */
  async list(query: InboxQuery): Promise<InboxPage> {
    const found = this.dataSource.getRepository(Message).createQueryBuilder('m').where('m.isArchived = :archived', { archived: query.archived });
    if (query.q) found.andWhere(`${MESSAGE_SEARCH_TEXT} ILIKE :pattern`, { pattern: containsPattern(query.q) });
    // The id breaks ties between messages of the same instant, so no message shows on two pages.
    const [messages, total] = await found
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return { messages: messages.map(toInboxMessage), total, page: query.page, pageSize: query.pageSize };
  }

  /** Unread messages still in the inbox, for the dashboard and the inbox badge. */
  async unreadCount(): Promise<UnreadCount> {
    return { count: await this.dataSource.getRepository(Message).countBy({ isRead: false, isArchived: false }) };
  }

  async markRead(id: string): Promise<InboxMessage> {
    return this.change(id, { isRead: true });
  }

  async archive(id: string): Promise<InboxMessage> {
    return this.change(id, { isArchived: true, archivedAt: new Date() });
  }

  async unarchive(id: string): Promise<InboxMessage> {
    return this.change(id, { isArchived: false, archivedAt: null });
  }

  async delete(id: string): Promise<void> {
    const { affected } = await this.dataSource.getRepository(Message).delete({ id });
    if (!affected) throw AppError.notFound('Message not found');
  }

  /** 'Archive All Read': every read message still in the inbox moves to Archived. */
  async archiveRead(): Promise<ArchivedCount> {
    const { affected } = await this.dataSource.getRepository(Message).update({ isRead: true, isArchived: false }, { isArchived: true, archivedAt: new Date() });
    return { archived: affected ?? 0 };
  }

  /**
   * Sends the artist's answer to the sender through the mail queue, and keeps it in the message's thread
   * in the same transaction: a reply is in the thread exactly when its mail is queued.
   */
  async reply(id: string, input: MessageReplyInput): Promise<OutgoingMailEntry> {
    return this.dataSource.transaction(async (manager) => {
      const original = await this.find(manager, id, true);
      const mail = (await this.mail.queue(
        manager,
        'reply',
        { original, subject: input.subject, body: input.body },
        { to: original.email, messageId: original.id },
      ))!;
      await manager.insert(MessageReply, { messageId: id, mailId: mail.id, subject: mail.subject, body: input.body });
      await manager.update(Message, { id }, { repliedAt: new Date(), isRead: true });
      return toMailEntry(mail);
    });
  }

  /** The message's thread: the replies sent to it, oldest first, each with its mail's delivery status. */
  async replies(id: string): Promise<MessageReplyAnswer[]> {
    const replies = await this.dataSource.getRepository(MessageReply).find({
      where: { messageId: id },
      relations: { mail: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (!replies.length && !(await this.dataSource.getRepository(Message).existsBy({ id }))) throw AppError.notFound('Message not found');
    return replies.map((reply) => ({
      id: reply.id,
      subject: reply.subject,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
      status: reply.mail!.status,
    }));
  }

  private async change(id: string, changes: Partial<Message>): Promise<InboxMessage> {
    return this.dataSource.transaction(async (manager) => {
      const message = await this.find(manager, id, true);
      Object.assign(message, changes);
      return toInboxMessage(await manager.save(message));
    });
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Message> {
    const message = await manager.findOne(Message, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!message) throw AppError.notFound('Message not found');
    return message;
  }
}

export function toInboxMessage(message: Message): InboxMessage {
  const common = {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    isRead: message.isRead,
    isArchived: message.isArchived,
    createdAt: message.createdAt.toISOString(),
    archivedAt: message.archivedAt?.toISOString() ?? null,
    repliedAt: message.repliedAt?.toISOString() ?? null,
  };
  if (message.kind === 'corporate' && message.details) return { ...common, kind: 'corporate', ...message.details };
  return { ...common, kind: 'contact' };
}
