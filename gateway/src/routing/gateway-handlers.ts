import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InputOf, OutputOf, RpcContract } from '@artshop/contracts';

/** The HTTP exchange a call the gateway answers itself works on (sessions, cookies, headers). */
export interface HttpExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What answers the contracts whose part is the gateway: one handler per contract, typed by it. */
export type GatewayHandlersOf<T extends Record<string, RpcContract>> = {
  [K in keyof T]: (input: InputOf<T[K]>, http: HttpExchange) => Promise<OutputOf<T[K]>>;
};

/** The token under which the gateway's own handlers are provided (identity, dashboard), by contract key. */
export const GATEWAY_HANDLERS = Symbol('GATEWAY_HANDLERS');

type GatewayHandler = (input: unknown, http: HttpExchange) => Promise<unknown>;

/**
 * One table, by contract key, of the handlers of several groups of gateway contracts (identity,
 * dashboard), each method bound to the object that answers its group.
 */
export function gatewayHandlerTable(...groups: Array<[contracts: Record<string, RpcContract>, handlers: object]>): Record<string, GatewayHandler> {
  const table: Record<string, GatewayHandler> = {};
  for (const [contracts, handlers] of groups) {
    for (const key of Object.keys(contracts)) {
      const method = (handlers as Record<string, unknown>)[key];
      if (typeof method !== 'function') throw new Error(`No gateway handler for ${key}`);
      if (table[key]) throw new Error(`Two gateway handlers named ${key}`);
      table[key] = (method as GatewayHandler).bind(handlers);
    }
  }
  return table;
}
