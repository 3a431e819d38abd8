import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { migrate } from '@artshop/persistence';
import { PartHealth, PartMetrics, databaseConfig, jsonLogger, main, migrationsApplied, serveInternal, stopGracefully } from '@artshop/service-kit';
import { gatewayConfig, type GatewayConfig } from './config.js';
import { gatewayModule, gatewayPart } from './app.module.js';
import { registerSessions } from './identity/session.js';
import { UsersService } from './identity/users.service.js';
import { ResponseCache } from './routing/response-cache.js';
import { ServiceClients } from './routing/service-clients.js';
import { VisitorCounter } from './visitors/visitor-counter.js';
import { DEFAULT_BODY_LIMIT } from './security/request-body.js';
import { registerSecurity } from './security/security.js';
import { inlineScriptHashes, loadWebApps, registerWebApps } from './web/web-apps.js';

/**
 * `main.js migrate` applies the identity migrations; `main.js migrations-applied [--wait]` checks (or waits) that
 * they are; `main.js ensure-admin` prints the admin login; no argument serves.
 */
async function run(command = process.argv[2] ?? 'serve', args = process.argv.slice(3)) {
  const config = gatewayConfig();
  const logger = jsonLogger('gateway', config.LOG_LEVEL);
  Logger.overrideLogger(logger);
  if (command === 'migrate') {
    logger.log({ msg: 'migrations applied', applied: await migrate(databaseConfig(gatewayPart, config)) });
    return;
  }
  if (command === 'migrations-applied') {
    await migrationsApplied(databaseConfig(gatewayPart, config), args, logger);
    return;
  }
  if (command !== 'serve' && command !== 'ensure-admin')
    throw new Error(`Unknown command "${command}": use migrate, migrations-applied, ensure-admin or nothing to serve`);

  const app = await createGateway(config, logger);
  const admin = await app.get(UsersService).ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (command === 'ensure-admin') {
    // Read by the start script; the generated password is shown once and never stored by the gateway.
    process.stdout.write(`${JSON.stringify({ admin })}\n`);
    await app.close();
    return;
  }
  if (admin?.generatedPassword)
    logger.warn({ msg: 'generated the first admin account; change its password after signing in', email: admin.email, password: admin.generatedPassword });
  else if (!admin && config.ADMIN_PASSWORD)
    logger.log({
      msg: 'an administrator exists: ADMIN_EMAIL and ADMIN_PASSWORD only create the first one, its password is the one last set in the back office',
    });
  await app.listen({ host: config.BIND_HOST, port: config.PORT });
  // Health and metrics on the internal port, once the public one serves; unreferenced, it never keeps a stopping gateway alive.
  (await serveInternal(app.get(PartHealth), app.get(PartMetrics), config.BIND_HOST, config.INTERNAL_PORT)).unref();
  stopGracefully(app, logger);
  logger.log({ msg: 'gateway ready', url: `http://localhost:${config.PORT}`, internal: `http://${config.BIND_HOST}:${config.INTERNAL_PORT}` });
}

async function createGateway(config: GatewayConfig, logger = jsonLogger('gateway', config.LOG_LEVEL)): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    // Each route may take more (products, page texts); the guard answers 413 with the limit.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Keep a caller's request id (from a proxy) or make one; it travels with every RPC call.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // A stopping gateway still answers requests already on their way over open connections (Fastify's
    // default answers them 503); it takes no new connections and closes the idle ones.
    return503OnClosing: false,
  });
  // bodyParser off: the gateway parses JSON alone, its own way (security/request-body.ts).
  const app = await NestFactory.create<NestFastifyApplication>(gatewayModule(config), adapter, { logger, abortOnError: false, bodyParser: false });
  const fastify = fastifyOf(app);
  app.get(PartMetrics).observeHttp(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const webApps = loadWebApps(config);
  const closeRateLimitStore = await registerSecurity(fastify, config, inlineScriptHashes(webApps));
  const closeSessions = await registerSessions(fastify, config, (app.get<DataSource>(getDataSourceToken()).driver as PostgresDriver).master as pg.Pool);
  await registerWebApps(fastify, config, webApps, {
    clients: app.get(ServiceClients),
    cache: app.get(ResponseCache),
    visitors: app.get(VisitorCounter),
  });
  fastify.addHook('onClose', async () => {
    closeRateLimitStore();
    closeSessions();
  });
  await app.init();
  return app;
}

function fastifyOf(app: NestFastifyApplication) {
  return app.getHttpAdapter().getInstance();
}

main(() => run());
