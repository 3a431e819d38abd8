import { Controller } from '@nestjs/common';
import { ContentRpc, type AiStatus } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { ArtworkAnalyst } from './artwork-analyst.js';

@Controller()
export class AiHandlers {
  constructor(private readonly analyst: ArtworkAnalyst) {}

  /** Lets the admin screen explain, before any click, that analysis needs setting up. */
  @Handles(ContentRpc.aiStatus)
  status(): AiStatus {
    return { configured: this.analyst.configured };
  }

  @Handles(ContentRpc.analyzeArtwork)
  analyze({ imageUrl }: { imageUrl: string }) {
    return this.analyst.analyze(imageUrl);
  }
}
