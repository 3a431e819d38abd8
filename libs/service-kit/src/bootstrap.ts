import { Logger, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { DEFAULT_PORTS, type ServiceName } from '@artshop/contracts';
import { checkSearchPath, migrate, withDataSource } from '@artshop/persistence';
import { baseConfigSchema, loadConfig, port, type BaseConfig } from './config.js';
import { CoreModule, MetricsController, databaseConfig, type PartDefinition } from './core.module.js';
import { RpcDrain } from './drain.js';
import { HealthController } from './health.js';
import { PartMetrics } from './metrics.js';
import { jsonLogger } from './logging.js';
import { migrationsApplied } from './migrations-applied.js';
import { RpcServer, ServiceRpcSocket } from './rpc-socket.js';
import { RpcTrust } from './rpc-trust.js';

export interface ServiceDefinition extends PartDefinition {
  part: ServiceName;
  /** The service's domain modules, gathered in one module. */
  module: Type;
  /** Fills demo data; running it twice changes nothing. */
  seed?: (dataSource: DataSource, config: ServiceConfig) => Promise<void>;
}

export type ServiceConfig = BaseConfig & { RPC_PORT: number; HTTP_PORT: number };

export function serviceConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const ports = DEFAULT_PORTS[service];
  return loadConfig(baseConfigSchema.extend({ RPC_PORT: port(ports.rpc), HTTP_PORT: port(ports.http) }), env);
}

/**
 * The one entry point of every service: `main.js migrate` applies migrations, `main.js migrations-applied
 * [--wait]` checks (or waits) that they are, `main.js seed` loads demo data, and no argument serves RPC
 * over TCP plus health (and any HTTP routes) over HTTP.
 */
export async function runService(definition: ServiceDefinition, command = process.argv[2] ?? 'serve', args = process.argv.slice(3)): Promise<void> {
  const config = serviceConfig(definition.part);
  const logger = jsonLogger(definition.part, config.LOG_LEVEL);
  Logger.overrideLogger(logger);
  const database = databaseConfig(definition, config);

  switch (command) {
    case 'migrate': {
      const applied = await migrate(database);
      logger.log({ msg: 'migrations applied', applied });
      return;
    }
    case 'migrations-applied':
      await migrationsApplied(database, args, logger);
      return;
    case 'seed': {
      await withDataSource(database, async (dataSource) => {
        await checkSearchPath(dataSource, database.schema);
        await definition.seed?.(dataSource, config);
      });
      logger.log({ msg: 'demo data loaded' });
      return;
    }
    case 'serve':
      await serve(definition, config, logger);
      return;
    default:
      throw new Error(`Unknown command "${command}": use migrate, migrations-applied, seed or nothing to serve`);
  }
}

async function serve(definition: ServiceDefinition, config: ServiceConfig, logger: ReturnType<typeof jsonLogger>) {
  const root: DynamicModule = {
    module: class ServiceRoot {},
    imports: [CoreModule.forRoot(definition, config), definition.module],
    // Health and metrics on the HTTP port, which no Service exposes outside the cluster.
    controllers: [HealthController, MetricsController],
  };
  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(), { logger });
  app.get(PartMetrics).observeHttp(app.getHttpAdapter().getInstance());
  app.connectMicroservice<MicroserviceOptions>(
    { strategy: new RpcServer({ host: config.BIND_HOST, port: config.RPC_PORT, socketClass: ServiceRpcSocket.trusting(app.get(RpcTrust)) }) },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  await app.listen({ host: config.BIND_HOST, port: config.HTTP_PORT });
  stopGracefully(app, logger);
  logger.log({ msg: 'service ready', rpc: `${config.BIND_HOST}:${config.RPC_PORT}`, http: await app.getUrl() });
}

/** How long a stopping service waits for its running calls; the pods' terminationGracePeriodSeconds leaves room for it. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM (a rolling update, a scale-down) or SIGINT: readiness fails and the calls already running
 * finish, new ones turned away unrun (RpcDrain); only then does the part close (app.close): the HTTP
 * server after its requests in flight, the event consumer after its jobs, the outbox relay after its
 * pass, then the connections. Nothing in flight is cut off. The gateway stops the same way.
 */
export function stopGracefully(app: NestFastifyApplication, logger: ReturnType<typeof jsonLogger>): void {
  const stop = async (signal: NodeJS.Signals) => {
    logger.log({ msg: 'stopping', signal });
    await app.get(RpcDrain).drain(DRAIN_TIMEOUT_MS);
    await app.close();
    logger.log({ msg: 'stopped' });
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

/** Runs a command-line entry and turns a failure into a clear message and exit code 1. */
export function main(run: () => Promise<void>): void {
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack && process.env.NODE_ENV !== 'production') console.error(error.stack);
    process.exit(1);
  });
}
