import { SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Where instrumentation does not reach (the Nest TCP transport, the outbox, BullMQ jobs), the trace
 * is carried by hand: a W3C trace-context carrier ({ traceparent, tracestate }) travels with the RPC
 * message, the event envelope and the queued mail, and the receiving side continues the trace from it.
 * Without the SDK (telemetry.ts, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set) every call here is
 * OpenTelemetry's no-op: no carrier is made and nothing is recorded.
 */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('artshop');

/** The current trace as a carrier to send along; undefined when nothing is being traced. */
export function traceCarrier(): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/**
 * Runs `work` in a span that continues the trace of `carrier` (a message from another part), or
 * the current trace when there is none. A thrown error marks the span and is thrown on.
 */
export function inSpan<T>(
  name: string,
  options: { kind: SpanKind; carrier?: TraceCarrier | null; attributes?: Attributes },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.carrier ? propagation.extract(context.active(), options.carrier) : context.active();
  return tracer.startActiveSpan(name, { kind: options.kind, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message ?? error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active span's ids, for a log line: every line of a traced request names its trace. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  const span = trace.getActiveSpan()?.spanContext();
  return span && trace.isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : undefined;
}

export { SpanKind };
