import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_NAMES, type ServiceName } from '@artshop/contracts';
import { ServiceClient, type RawJson, type RpcRequest } from '@artshop/service-kit';
import { GATEWAY_CONFIG, serviceAddress, type GatewayConfig } from '../config.js';

/** One RPC client per service (see ServiceClient: timeout, 503 naming the service, reconnects). */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients: Map<ServiceName, ServiceClient>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.clients = new Map(SERVICE_NAMES.map((service) => [service, new ServiceClient(service, serviceAddress(config, service), config.RPC_TIMEOUT_MS)]));
  }

  call<T>(service: ServiceName, pattern: string, request: RpcRequest): Promise<T> {
    return this.clients.get(service)!.call<T>(pattern, request);
  }

  /** The answer's JSON text, to send on as it is. */
  callForJson(service: ServiceName, pattern: string, request: RpcRequest): Promise<RawJson> {
    return this.clients.get(service)!.callForJson(pattern, request);
  }

  async onApplicationShutdown() {
    await Promise.all([...this.clients.values()].map((client) => client.onApplicationShutdown()));
  }
}
