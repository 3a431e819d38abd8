import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { newsletterSubscriptionSchema } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { NewsletterService } from './newsletter.service.js';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @MessagePattern('newsletter.subscribe')
  subscribe(@Payload() request: RpcRequest) {
    return this.newsletter.subscribe(parseInput(newsletterSubscriptionSchema, request.body));
  }

  /** Answers { redirect }: the gateway sends the browser back to the storefront. */
  @MessagePattern('newsletter.confirm')
  confirm(@Payload() request: RpcRequest) {
    return this.newsletter.confirm(request.query);
  }

  @MessagePattern('newsletter.unsubscribe')
  unsubscribe(@Payload() request: RpcRequest) {
    return this.newsletter.unsubscribe(request.query);
  }

  @MessagePattern('newsletter.subscribers')
  list() {
    return this.newsletter.list();
  }

  /** Answers { contentType, filename, body }: the gateway sends it as a download. */
  @MessagePattern('newsletter.subscribers-csv')
  csv() {
    return this.newsletter.csv();
  }
}
