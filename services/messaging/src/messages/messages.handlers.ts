import { Controller } from '@nestjs/common';
import { MessagingRpc, type FormAccepted, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { MessagesService } from './messages.service.js';

const MESSAGE_SENT: FormAccepted = { message: 'Thank you! Your message has been sent.' };
const INQUIRY_SENT: FormAccepted = { message: "Thanks! Your inquiry has been sent. I'll reply soon." };

@Controller()
export class MessagesHandlers {
  constructor(private readonly messages: MessagesService) {}

  /** The contact form. A robot's (the honeypot filled) gets the same answer and nothing is kept. */
  @Handles(MessagingRpc.sendContactMessage)
  async create(form: InputOf<typeof MessagingRpc.sendContactMessage>): Promise<FormAccepted> {
    if (!form.robot) await this.messages.receiveContactMessage(form);
    return MESSAGE_SENT;
  }

  /** The corporate buyers' form, likewise. */
  @Handles(MessagingRpc.sendCorporateInquiry)
  async createCorporateInquiry(form: InputOf<typeof MessagingRpc.sendCorporateInquiry>): Promise<FormAccepted> {
    if (!form.robot) await this.messages.receiveCorporateInquiry(form);
    return INQUIRY_SENT;
  }

  @Handles(MessagingRpc.listMessages)
  list(query: InputOf<typeof MessagingRpc.listMessages>) {
    return this.messages.list(query);
  }

  @Handles(MessagingRpc.countUnreadMessages)
  unreadCount() {
    return this.messages.unreadCount();
  }

  @Handles(MessagingRpc.markMessageRead)
  markRead({ id }: { id: string }) {
    return this.messages.markRead(id);
  }

  @Handles(MessagingRpc.archiveMessage)
  archive({ id }: { id: string }) {
    return this.messages.archive(id);
  }

  @Handles(MessagingRpc.unarchiveMessage)
  unarchive({ id }: { id: string }) {
    return this.messages.unarchive(id);
  }

  @Handles(MessagingRpc.deleteMessage)
  async delete({ id }: { id: string }) {
    await this.messages.delete(id);
    return null;
  }

  @Handles(MessagingRpc.archiveReadMessages)
  archiveRead() {
    return this.messages.archiveRead();
  }

  @Handles(MessagingRpc.listMessageReplies)
  replies({ id }: { id: string }) {
    return this.messages.replies(id);
  }

  @Handles(MessagingRpc.replyToMessage)
  reply({ id, ...reply }: InputOf<typeof MessagingRpc.replyToMessage>) {
    return this.messages.reply(id, reply);
  }
}
