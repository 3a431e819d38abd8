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
    if (!this.kept || this.kept.until <= Date.now()) {
      const settings = this.content.call(ContentRpc.getBusinessSettings, {}, ctx);
      this.kept = { settings, until: Date.now() + KEEP_MS };
      // A failed read is not kept: the next checkout asks again.
      settings.catch(() => (this.kept = undefined));
    }
    return this.kept.settings;
  }
}
