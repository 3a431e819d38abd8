import { Controller } from '@nestjs/common';
import { MessagingRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CampaignsService } from './campaigns.service.js';

@Controller()
export class CampaignsHandlers {
  constructor(private readonly campaigns: CampaignsService) {}

  @Handles(MessagingRpc.listCampaigns)
  list() {
    return this.campaigns.list();
  }

  @Handles(MessagingRpc.getCampaign)
  get({ id }: InputOf<typeof MessagingRpc.getCampaign>) {
    return this.campaigns.get(id);
  }

  @Handles(MessagingRpc.createCampaign)
  create(draft: InputOf<typeof MessagingRpc.createCampaign>) {
    return this.campaigns.create(draft);
  }

  @Handles(MessagingRpc.updateCampaign)
  update(draft: InputOf<typeof MessagingRpc.updateCampaign>) {
    return this.campaigns.update(draft);
  }

  @Handles(MessagingRpc.deleteCampaign)
  delete({ id }: InputOf<typeof MessagingRpc.deleteCampaign>) {
    return this.campaigns.delete(id);
  }

  @Handles(MessagingRpc.previewCampaign)
  preview(draft: InputOf<typeof MessagingRpc.previewCampaign>) {
    return this.campaigns.preview(draft);
  }

  @Handles(MessagingRpc.sendCampaignTest)
  sendTest({ id }: InputOf<typeof MessagingRpc.sendCampaignTest>) {
    return this.campaigns.sendTest(id);
  }

  @Handles(MessagingRpc.sendCampaign)
  send(input: InputOf<typeof MessagingRpc.sendCampaign>) {
    return this.campaigns.send(input);
  }

  @Handles(MessagingRpc.cancelCampaign)
  cancel({ id }: InputOf<typeof MessagingRpc.cancelCampaign>) {
    return this.campaigns.cancel(id);
  }

  @Handles(MessagingRpc.listCampaignRecipients)
  recipients(query: InputOf<typeof MessagingRpc.listCampaignRecipients>) {
    return this.campaigns.recipients(query);
  }

  /** Answers { redirect }: the gateway sends the browser to the storefront's notice. */
  @Handles(MessagingRpc.unsubscribeFromList)
  unsubscribe({ token }: InputOf<typeof MessagingRpc.unsubscribeFromList>) {
    return this.campaigns.unsubscribeLink(token);
  }

  @Handles(MessagingRpc.unsubscribeFromListOneClick)
  unsubscribeOneClick({ token }: InputOf<typeof MessagingRpc.unsubscribeFromListOneClick>) {
    return this.campaigns.unsubscribeOneClick(token);
  }
}
