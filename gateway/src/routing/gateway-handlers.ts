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

/** The token under which the gateway's own handlers are provided (identity). */
export const GATEWAY_HANDLERS = Symbol('GATEWAY_HANDLERS');
