import { ActivityRpc } from './activity.rpc.js';
import { CartOrderRpc } from './cart-order.rpc.js';
import { CatalogRpc } from './catalog.rpc.js';
import { ContentRpc } from './content.rpc.js';
import { DashboardRpc } from './dashboard.rpc.js';
import { IdentityRpc } from './identity.rpc.js';
import { MessagingRpc } from './messaging.rpc.js';
import type { ApiRoute, RpcContract } from './rpc.js';
import { SubscriptionRpc } from './subscription.rpc.js';
import { WebhookRpc } from './webhooks.rpc.js';

/** Every contract that has a public route: the gateway's route table is made from this list. */
export const API_CONTRACTS: ReadonlyArray<RpcContract & { route: ApiRoute }> = [
  IdentityRpc,
  DashboardRpc,
  ActivityRpc,
  WebhookRpc,
  CatalogRpc,
  CartOrderRpc,
  SubscriptionRpc,
  ContentRpc,
  MessagingRpc,
]
  .flatMap((contracts) => Object.values(contracts) as RpcContract[])
  .filter((contract): contract is RpcContract & { route: ApiRoute } => contract.route !== undefined);
