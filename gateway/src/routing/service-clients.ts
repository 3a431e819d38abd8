import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_NAMES, type CallInputOf, type OutputOf, type RequestContext, type RpcContract, type ServiceName } from '@artshop/contracts';
import { RpcTrust, ServiceClient, type RawJson } from '@artshop/service-kit';
import { GATEWAY_CONFIG, serviceAddress, type GatewayConfig } from '../config.js';

/**
 * One RPC client per service (see ServiceClient: timeout, 503 naming the service, reconnects). The
 * request context, which the gateway builds from the session, leaves signed (RpcTrust): services take
 * the caller from no one else, over RPC or in the header of a request forwarded to their HTTP port.
 */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients: Map<ServiceName, ServiceClient>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly trust: RpcTrust,
  ) {
    this.clients = new Map(
      SERVICE_NAMES.map((service) => [service, new ServiceClient(service, serviceAddress(config, service), config.RPC_TIMEOUT_MS, trust)]),
    );
  }

  /** Calls a contract of whichever service answers it. */
  call<C extends RpcContract & { part: ServiceName }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<OutputOf<C>> {
    return this.clients.get(contract.part)!.call(contract, input, this.trust.signContext(ctx));
  }

  /** The answer's JSON text, to send on as it is. */
  callForJson<C extends RpcContract & { part: ServiceName }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<RawJson> {
    return this.clients.get(contract.part)!.callForJson(contract, input, this.trust.signContext(ctx));
  }

  /** REQUEST_CONTEXT_HEADER for a request forwarded to a service's HTTP port rather than called over RPC. */
  contextHeader(ctx: RequestContext): string {
    return this.trust.contextHeader(ctx);
  }

  async onApplicationShutdown() {
    await Promise.all([...this.clients.values()].map((client) => client.onApplicationShutdown()));
  }
}
