import type { CampaignStatus } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };
export const CAMPAIGN_STATUS_BADGE: Record<CampaignStatus, BadgeVariant> = { draft: 'secondary', scheduled: 'info', sending: 'accent', sent: 'success' };
