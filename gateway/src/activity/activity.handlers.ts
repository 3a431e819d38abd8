import { Injectable } from '@nestjs/common';
import type { ActivityPage, ActivityRpc, InputOf } from '@artshop/contracts';
import type { GatewayHandlersOf } from '../routing/gateway-handlers.js';
import { ActivityLog } from './activity-log.js';

/** The back office's activity log (ActivityRpc). */
@Injectable()
export class ActivityHandlers implements GatewayHandlersOf<typeof ActivityRpc> {
  constructor(private readonly log: ActivityLog) {}

  listActivity(input: InputOf<typeof ActivityRpc.listActivity>): Promise<ActivityPage> {
    return this.log.list(input);
  }
}
