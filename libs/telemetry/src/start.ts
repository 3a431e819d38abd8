/**
 * Traces over OpenTelemetry, loaded before the part's own code: `node --import @artshop/telemetry/start
 * dist/main.bundle.js` (the start script, the tests and the image all start parts so). Off, and nothing else
 * loaded, unless OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; then the
 * spans go over OTLP/HTTP (JSON) to that endpoint, with the standard OTEL_EXPORTER_OTLP_HEADERS if any.
 *
 * It must come before the application's modules are loaded: an ES module graph is linked before it runs,
 * so instrumentation registered from inside it would miss what it imports.
 */
import { register } from 'node:module';
import { basename, dirname } from 'node:path';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;

if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  // ES modules (bullmq imports ioredis so) are patched through this hook; CommonJS ones through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { context, propagation, trace },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { UndiciInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  // The part is the folder of its dist/main.bundle.js: gateway, catalog, cart-order…
  const part = process.env.OTEL_SERVICE_NAME ?? `artshop-${basename(dirname(dirname(process.argv[1] ?? 'artshop/dist')))}`;
  // The trace SDK alone (not sdk-node, which loads every exporter there is): a part starts no slower.
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': part }),
    // OTLP over HTTP (JSON), to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY ?? 5_000) })],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const quiet = new Set(['/health/live', '/health/ready', '/metrics']);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes every few seconds are not requests anyone follows.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => quiet.has((request.url ?? '').split('?')[0]!) }),
      // The request and its route handler; a span per plugin hook (session, cookies, compression…) would drown them.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (options: { url: string }) => quiet.has(options.url),
      }),
      // Only inside a traced request or event: the outbox's and the queues' polling would be a trace a second.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  // Spans still buffered go out before the process ends (after the part's own graceful shutdown).
  process.once('beforeExit', () => void provider.shutdown());
}

export {};
