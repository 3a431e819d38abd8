import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';

export const CAMPAIGN_SETTINGS = Symbol('CAMPAIGN_SETTINGS');

const campaignConfigSchema = z.object({
  /** How many campaign mails are written at a time… */
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(50),
  /** …and how long after one batch the next is written: the rate a campaign goes out at (50 a minute by default). */
  CAMPAIGN_BATCH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
});

export interface CampaignSettings {
  batchSize: number;
  batchIntervalSeconds: number;
}

export function campaignSettings(env: NodeJS.ProcessEnv = process.env): CampaignSettings {
  const config = loadConfig(campaignConfigSchema, env);
  return { batchSize: config.CAMPAIGN_BATCH_SIZE, batchIntervalSeconds: config.CAMPAIGN_BATCH_INTERVAL_SECONDS };
}
