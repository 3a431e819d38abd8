import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_NAMES, type CallInputOf, type OutputOf, type RequestContext, type RpcContract, type ServiceName } from '@artshop/contracts';
import { ServiceClient, type RawJson } from '@artshop/service-kit';
import { GATEWAY_CONFIG, serviceAddress, type GatewayConfig } from '../config.js';

/** One RPC client per service (see ServiceClient: timeout, 503 naming the service, reconnects). */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients: Map<ServiceName, ServiceClient>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.clients = new Map(SERVICE_NAMES.map((service) => [service, new ServiceClient(service, serviceAddress(config, service), config.RPC_TIMEOUT_MS)]));
  }

  /** Calls a contract of whichever service answers it. */
  call<C extends RpcContract & { part: ServiceName }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<OutputOf<C>> {
    return this.clients.get(contract.part)!.call(contract, input, ctx);
  }

  /** The answer's JSON text, to send on as it is. */
  callForJson<C extends RpcContract & { part: ServiceName }>(contract: C, input: CallInputOf<C>, ctx: RequestContext): Promise<RawJson> {
    return this.clients.get(contract.part)!.callForJson(contract, input, ctx);
  }

  async onApplicationShutdown() {
    await Promise.all([...this.clients.values()].map((client) => client.onApplicationShutdown()));
  }
}
