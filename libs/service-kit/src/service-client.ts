import { Logger, type OnApplicationShutdown } from '@nestjs/common';
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
import { rpcTrustFromEnv, type RpcTrust } from './rpc-trust.js';

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

/** Tries of one call that was not run: a stopping replica turned it away, or no replica took the connection. */
const ATTEMPTS = 3;
/** A connection left for a new one is closed after this, when its replica has answered what it was running. */
const RETIRED_CONNECTION_MS = 15_000;

/**
 * RPC to one service over TCP, as the gateway calls services and services call each other. Every
 * call has a timeout; the service's { status, message } comes back as an AppError with that status.
 * A replica that is stopping says so (RpcDrain): the next calls go over a new connection, which the
 * Service's load balancing gives to another replica. A call that was certainly not run is sent again:
 * one a stopping replica turned away at once over a new connection, one whose connection was refused
 * after a short pause. So a rolling update loses no call, and a service coming back is used without
 * restarting the caller. Every call carries its proof made with the deployment's secret (`trust`);
 * the request context goes as it was given (the gateway signs it, services pass on the one they got).
 */
export class ServiceClient<S extends ServiceName = ServiceName> implements OnApplicationShutdown {
  private readonly logger = new Logger('rpc-client');
  private client: ClientProxy;
  private readonly retired = new Set<ClientProxy>();

  constructor(
    readonly service: S,
    private readonly address: { host: string; port: number },
    private readonly timeoutMs: number,
    private readonly trust: RpcTrust,
  ) {
    this.client = this.connect();
  }

  private connect(): ClientProxy {
    // A replica that is stopping says so down the connection: the next calls go over a new one.
    const client: ClientProxy = ClientProxyFactory.create({
      transport: Transport.TCP,
      options: { ...this.address, socketClass: RpcSocket.calling(this.trust, () => this.retire(client)) },
    });
    return client;
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
    for (let attempt = 1; ; attempt += 1) {
      const client = this.client;
      try {
        return await firstValueFrom(client.send<unknown>(contract.name, message).pipe(timeout(contract.timeoutMs ?? this.timeoutMs)));
      } catch (error) {
        if (isErrorPayload(error)) {
          if (error.notRun && attempt < ATTEMPTS) {
            this.retire(client);
            continue;
          }
          // A domain refusal keeps its code and data on its way (to the gateway's answer, or a caller that reads it).
          throw new AppError(error.status, error.message, error.errors, error.code ? { code: error.code, data: error.data } : undefined);
        }
        if (error instanceof TimeoutError) {
          // The next calls go over a new connection (this one may be half-open and swallow them too); it is
          // retired, not closed: closing it would fail every call still running on it, as a burst showed.
          this.retire(client);
          throw new ServiceUnavailable(this.service, 'slow');
        }
        if ((error as NodeJS.ErrnoException)?.code === 'ECONNREFUSED' && attempt < ATTEMPTS) {
          await new Promise((pause) => setTimeout(pause, 100 * attempt));
          continue;
        }
        this.logger.warn({ msg: 'call failed', service: this.service, pattern: contract.name, error: String(error) });
        throw new ServiceUnavailable(this.service, 'down');
      }
    }
  }

  /**
   * Leaves a connection to a stopping (or too slow) replica for a new one. The old one still carries the
   * answers to calls that replica is finishing, so it is closed later, not now (closing fails what it carries).
   */
  private retire(client: ClientProxy): void {
    if (this.client !== client) return;
    this.client = this.connect();
    this.retired.add(client);
    setTimeout(() => {
      this.retired.delete(client);
      void client.close();
    }, RETIRED_CONNECTION_MS).unref();
  }

  async onApplicationShutdown() {
    await Promise.all([this.client, ...this.retired].map((client) => client.close()));
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
  const timeoutMs = Math.floor((Number(config.RPC_TIMEOUT_MS) * 2) / 3);
  return new ServiceClient(service, parseRpcAddress(String(config[variable])), timeoutMs, rpcTrustFromEnv(env));
}
