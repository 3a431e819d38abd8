import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SubscriptionRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { Handles } from '@artshop/service-kit';
import { AdminMembersService } from './admin-members.service.js';
import { MembersService } from './members.service.js';
import { MAIL_CLUB_EMAILS, MEMBERSHIPS_PAGE } from './members.sql.js';

@Controller()
export class MembersHandlers {
  constructor(
    private readonly members: MembersService,
    private readonly admin: AdminMembersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** messaging asks when a campaign to the Mail Club starts: every member it reaches, those who joined before campaigns existed too. */
  @Handles(SubscriptionRpc.listMailClubEmails)
  async mailClubEmails(): Promise<{ emails: string[] }> {
    return { emails: await run(this.dataSource, MAIL_CLUB_EMAILS) };
  }

  /** catalog asks on starting: the members whose changes it may never have heard of (drops' early access). */
  @Handles(SubscriptionRpc.listMemberships)
  async memberships(page: InputOf<typeof SubscriptionRpc.listMemberships>) {
    return { memberships: await run(this.dataSource, MEMBERSHIPS_PAGE, page) };
  }

  @Handles(SubscriptionRpc.startCheckout)
  startCheckout({ planId }: InputOf<typeof SubscriptionRpc.startCheckout>, ctx: RequestContext) {
    return this.members.startCheckout(planId, ctx);
  }

  @Handles(SubscriptionRpc.verifyCheckoutSession)
  verifyCheckoutSession({ sessionId }: InputOf<typeof SubscriptionRpc.verifyCheckoutSession>, { caller }: RequestContext) {
    return this.members.verifyCheckoutSession(sessionId, caller);
  }

  @Handles(SubscriptionRpc.listOwnSubscriptions)
  listOwn(_input: object, { caller }: RequestContext) {
    return this.members.listOwn(caller);
  }

  @Handles(SubscriptionRpc.cancelOwnSubscription)
  cancelOwn({ id }: InputOf<typeof SubscriptionRpc.cancelOwnSubscription>, { caller }: RequestContext) {
    return this.members.cancelOwn(id, caller);
  }

  @Handles(SubscriptionRpc.resumeOwnSubscription)
  resumeOwn({ id }: InputOf<typeof SubscriptionRpc.resumeOwnSubscription>, { caller }: RequestContext) {
    return this.members.resumeOwn(id, caller);
  }

  @Handles(SubscriptionRpc.openBillingPortal)
  openBillingPortal(_input: object, { caller }: RequestContext) {
    return this.members.openBillingPortal(caller);
  }

  @Handles(SubscriptionRpc.listAllSubscriptions)
  listAll(query: InputOf<typeof SubscriptionRpc.listAllSubscriptions>, ctx: RequestContext) {
    return this.admin.list(query, ctx);
  }

  @Handles(SubscriptionRpc.exportShippingList)
  exportShippingList() {
    return this.admin.shippingList();
  }

  @Handles(SubscriptionRpc.cancelMemberSubscription)
  cancelMember({ id, when }: InputOf<typeof SubscriptionRpc.cancelMemberSubscription>) {
    return this.admin.cancelMember(id, when);
  }
}
