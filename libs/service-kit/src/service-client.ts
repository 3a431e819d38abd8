import type { OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { z } from 'zod';
import {
  DEFAULT_PORTS,
  SERVICE_LABELS,
  rpcAddressVariable,
  type CallInputOf,
  type OutputOf,
  type RequestContext,
  type RpcContract,
  type RpcErrorPayload,
  type RpcMessage,
  type ServiceName,
} from '@artshop/contracts';
import { SpanKind, inSpan, traceCarrier } from '@artshop/telemetry';
import { loadConfig } from './config.js';
import { AppError } from './errors.js';
import { RawJson, RpcSocket } from './rpc-socket.js';

/** A service that is down or too slow: the caller gets a 503 naming it, other routes carry on. */
export class ServiceUnavailable extends AppError {
  constructor(service: ServiceName, reason: 'down' | 'slow') {
    const label = SERVICE_LABELS[service];
    super(
      503,
      reason === 'slow'
        ? `The ${label} service did not answer in time. Please try again in a moment.`
        : `The ${label} service is unavailable right now. Please try again in a moment.`,
    );
  }
}

function isErrorPayload(error: unknown): error is RpcErrorPayload {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RpcErrorPayload).status === 'number' &&
    typeof (error as RpcErrorPayload).message === 'string'
  );
}

/**
 * RPC to one service over TCP, as the gateway calls services and services call each other. Every
 * call has a timeout; the service's { status, message } comes back as an AppError with that status;
 * a refused or dropped connection is retried by the next call, so a service coming back is used
 * without restarting the caller.
 */
export class ServiceClient<S extends ServiceName = ServiceName> implements OnApplicationShutdown {
  private readonly client: ClientProxy;

  constructor(
    readonly service: S,
    address: { host: string; port: number },
    private readonly timeoutMs: number,
  ) {
    this.client = ClientProxyFactory.create({ transport: Transport.TCP, options: { ...address, socketClass: RpcSocket } });
  }

  /** Calls one of this service's contracts; the service parses the input with the contract's schema. */
  async call<C extends RpcContract & { part: S }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<OutputOf<C>> {
    const answer = await this.send(contract, { ctx, input });
    return (answer instanceof RawJson ? answer.parse() : answer) as OutputOf<C>;
  }

  /** The answer as JSON text, for a caller that only forwards it: no parsing and serializing again. */
  async callForJson<C extends RpcContract & { part: S }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<RawJson> {
    const answer = await this.send(contract, { ctx, input });
    return answer instanceof RawJson ? answer : new RawJson(JSON.stringify(answer) ?? 'null');
  }

  private send(contract: RpcContract, message: RpcMessage): Promise<unknown> {
    return inSpan(`rpc ${contract.name}`, { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'nest-tcp', 'rpc.method': contract.name } }, () =>
      this.sendTraced(contract, { ...message, trace: traceCarrier() }),
    );
  }

  private async sendTraced(contract: RpcContract, message: RpcMessage): Promise<unknown> {
    try {
      return await firstValueFrom(this.client.send<unknown>(contract.name, message).pipe(timeout(contract.timeoutMs ?? this.timeoutMs)));
    } catch (error) {
      if (isErrorPayload(error)) throw new AppError(error.status, error.message, error.errors);
      if (error instanceof TimeoutError) {
        // Drop the connection: a half-open socket would otherwise swallow the next calls too.
        void this.client.close();
        throw new ServiceUnavailable(this.service, 'slow');
      }
      throw new ServiceUnavailable(this.service, 'down');
    }
  }

  async onApplicationShutdown() {
    await this.client.close();
  }
}

/** "host:port" of a service's RPC, from CATALOG_RPC, CART_ORDER_RPC… with the local default. */
export const rpcAddressSchema = (service: ServiceName) =>
  z
    .string()
    .regex(/^[^:]+:\d+$/, 'must be host:port')
    .default(`127.0.0.1:${DEFAULT_PORTS[service].rpc}`);

export const rpcTimeoutSchema = z.coerce.number().int().min(100).default(3_000);

export function parseRpcAddress(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host: host!, port: Number(port) };
}

/**
 * A service's client for another service, addressed the way the gateway's are (CATALOG_RPC…). It
 * waits two thirds of RPC_TIMEOUT_MS: the gateway is waiting for the whole call, and the inner call
 * must give up first so that the answer names the service that was slow.
 */
export function serviceClientFromEnv<S extends ServiceName>(service: S, env: NodeJS.ProcessEnv = process.env): ServiceClient<S> {
  const variable = rpcAddressVariable(service);
  const config = loadConfig(z.object({ [variable]: rpcAddressSchema(service), RPC_TIMEOUT_MS: rpcTimeoutSchema }), env) as Record<string, unknown>;
  return new ServiceClient(service, parseRpcAddress(String(config[variable])), Math.floor((Number(config.RPC_TIMEOUT_MS) * 2) / 3));
}
