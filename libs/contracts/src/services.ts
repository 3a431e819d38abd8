import type { DomainErrorCode } from './domain-errors.js';

/** The five services behind the gateway. The gateway itself publishes events as 'gateway'. */
export const SERVICE_NAMES = ['catalog', 'cart-order', 'subscription', 'content', 'messaging'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type EventSource = ServiceName | 'gateway';

/** Default local ports: RPC (TCP) and HTTP (health, media) per service. */
export const DEFAULT_PORTS: Record<ServiceName, { rpc: number; http: number }> = {
  catalog: { rpc: 4001, http: 5001 },
  'cart-order': { rpc: 4002, http: 5002 },
  subscription: { rpc: 4003, http: 5003 },
  content: { rpc: 4004, http: 5004 },
  messaging: { rpc: 4005, http: 5005 },
};

/** PostgreSQL schema each part owns: nobody else reads or writes it. */
export const DB_SCHEMAS: Record<ServiceName | 'gateway', string> = {
  gateway: 'identity',
  catalog: 'catalog',
  'cart-order': 'cart_order',
  subscription: 'subscription',
  content: 'content',
  messaging: 'messaging',
};

/** Environment variable holding a service's RPC address ("host:port"), e.g. CART_ORDER_RPC. */
export function rpcAddressVariable(service: ServiceName): string {
  return `${service.replace('-', '_').toUpperCase()}_RPC`;
}

/** Human-readable name used in error messages ("The catalog service is unavailable"). */
export const SERVICE_LABELS: Record<ServiceName, string> = {
  catalog: 'catalog',
  'cart-order': 'cart and orders',
  subscription: 'Mail Club',
  content: 'site content',
  messaging: 'messaging',
};

/** The error body every failing call answers with; the web apps show `${status}: ${message}`. */
export interface ErrorBody {
  message: string;
  /** Field-level problems of a 400, keyed by field path. */
  errors?: Record<string, string>;
}

/** What a service puts in an RpcException so the gateway can answer with the right status. */
export interface RpcErrorPayload {
  status: number;
  message: string;
  errors?: Record<string, string>;
  /** A domain refusal's code and data (DomainError), carried from the service that refused to the HTTP answer. */
  code?: DomainErrorCode;
  data?: unknown;
  /** The call was not run (its replica was stopping): the caller may send it again, to another replica. */
  notRun?: true;
}

/** A service's answer on a route the gateway marks `redirect`: a path of the shop to send the browser to. */
export interface RedirectAnswer {
  redirect: string;
}

/** A service's answer on a route the gateway marks `file`: sent as a download. */
export interface FileAnswer {
  contentType: string;
  /** Download name, e.g. newsletter-subscribers-2026-11-22.csv. */
  filename: string;
  /** The file's text, or its bytes in base64 (a PDF) when `encoding` says so. */
  body: string;
  encoding?: 'base64';
  /**
   * Shown by the browser rather than downloaded (the theme's stylesheet): sent without a download name,
   * with an ETag, and revalidated by the browser each time (304 while unchanged).
   */
  inline?: true;
}
