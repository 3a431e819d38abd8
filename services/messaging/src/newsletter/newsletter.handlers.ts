import { Controller } from '@nestjs/common';
import { MessagingRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { NewsletterService } from './newsletter.service.js';

@Controller()
export class NewsletterHandlers {
  constructor(private readonly newsletter: NewsletterService) {}

  @Handles(MessagingRpc.subscribeToNewsletter)
  subscribe(input: InputOf<typeof MessagingRpc.subscribeToNewsletter>) {
    return this.newsletter.subscribe(input);
  }

  /** Answers { redirect }: the gateway sends the browser back to the storefront. */
  @Handles(MessagingRpc.confirmNewsletter)
  confirm(link: { token?: unknown }) {
    return this.newsletter.confirm(link);
  }

  @Handles(MessagingRpc.unsubscribeFromNewsletter)
  unsubscribe(link: { token?: unknown }) {
    return this.newsletter.unsubscribe(link);
  }

  @Handles(MessagingRpc.listNewsletterSubscribers)
  list(query: InputOf<typeof MessagingRpc.listNewsletterSubscribers>) {
    return this.newsletter.list(query);
  }

  /** Answers { contentType, filename, body }: the gateway sends it as a download. */
  @Handles(MessagingRpc.exportNewsletterSubscribers)
  csv() {
    return this.newsletter.csv();
  }
}
