import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { SERVICE_LABELS, SERVICE_NAMES, type RpcErrorPayload, type ServiceName } from '@artshop/contracts';
import { AppError, type RpcRequest } from '@artshop/service-kit';
import { GATEWAY_CONFIG, serviceAddress, type GatewayConfig } from '../config.js';

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
  return typeof error === 'object' && error !== null && typeof (error as RpcErrorPayload).status === 'number' && typeof (error as RpcErrorPayload).message === 'string';
}

/**
 * One TCP client per service. Every call has a timeout; a refused or dropped connection is
 * retried by the next call, so a service coming back is used without restarting the gateway.
 */
@Injectable()
export class ServiceClients implements OnApplicationShutdown {
  private readonly clients: Map<ServiceName, ClientProxy>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.clients = new Map(
      SERVICE_NAMES.map((service) => [service, ClientProxyFactory.create({ transport: Transport.TCP, options: serviceAddress(config, service) })]),
    );
  }

  async call<T>(service: ServiceName, pattern: string, request: RpcRequest): Promise<T> {
    const client = this.clients.get(service)!;
    try {
      return await firstValueFrom(client.send<T>(pattern, request).pipe(timeout(this.config.RPC_TIMEOUT_MS)));
    } catch (error) {
      if (isErrorPayload(error)) throw new AppError(error.status, error.message, error.errors);
      if (error instanceof TimeoutError) {
        // Drop the connection: a half-open socket would otherwise swallow the next calls too.
        client.close();
        throw new ServiceUnavailable(service, 'slow');
      }
      throw new ServiceUnavailable(service, 'down');
    }
  }

  async onApplicationShutdown() {
    await Promise.all([...this.clients.values()].map((client) => client.close()));
  }
}
