import { Inject, Injectable } from '@nestjs/common';
import { ContentRpc, type BusinessSettings, type RequestContext } from '@artshop/contracts';
import type { ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';

/** How long the business settings are kept: a change of tax or shipping rates applies within this. */
const KEEP_MS = 5_000;

/** The business settings checkout prices by, read from content and kept a few seconds (they change rarely; every checkout reads them). */
@Injectable()
export class BusinessSettingsReader {
  private kept: { settings: Promise<BusinessSettings>; until: number } | undefined;

  constructor(@Inject(CONTENT) private readonly content: ServiceClient<'content'>) {}

  read(ctx: RequestContext): Promise<BusinessSettings> {
    return this.kept && this.kept.until > Date.now() ? this.kept.settings : this.readNow(ctx);
  }

  /** Asked of content now (and kept for the next checkouts): a paper printed just after the artist changed the seller's address shows the new one. */
  readNow(ctx: RequestContext): Promise<BusinessSettings> {
    const settings = this.content.call(ContentRpc.getBusinessSettings, {}, ctx);
    const kept = { settings, until: Date.now() + KEEP_MS };
    this.kept = kept;
    // A failed read is not kept: the next checkout asks again.
    settings.catch(() => {
      if (this.kept === kept) this.kept = undefined;
    });
    return settings;
  }
}
