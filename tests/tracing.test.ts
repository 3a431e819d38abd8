import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem } from '@artshop/testing';

// Traces as an operator's collector receives them: every part exports OTLP (JSON over HTTP here) to a
// receiver this file runs, and one contact message is followed from the browser's request to the mail.
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

const spans: ReceivedSpan[] = [];
let collector: Server;
let system: TestSystem;

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string };
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{ spans: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string }> }>;
  }>;
}

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const resource of (JSON.parse(body) as OtlpExport).resourceSpans) {
          const service = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ service, ...span });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  system = await TestSystem.start({
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100', LOG_LEVEL: 'debug' },
  });
}, 180_000);

afterAll(async () => {
  await system?.close();
  collector?.close();
});

describe('traces', () => {
  it('follow a contact message from the request through the RPC, the database, the outbox and the queue to the mail sent', async () => {
    const visitor = new ApiClient(system.baseUrl);
    const sent = await visitor.post('/api/messages', { name: 'Tia Trace', email: 'tia.trace@example.com', message: 'Do you ship to Oslo?' });
    expect(sent.status).toBe(201);

    // Each part exports on its own schedule: wait for the mail's span and the request's, in one trace.
    const mailSpan = await system.eventually(
      async () => {
        const mail = spans.find((span) => span.service === 'artshop-messaging' && span.name === 'send mail contact-message');
        return mail && spans.some((span) => span.traceId === mail.traceId && span.name === 'POST /api/messages') && mail;
      },
      'the mail to the artist was sent in the trace of the request',
      30_000,
    );
    const trace = spans.filter((span) => span.traceId === mailSpan.traceId);
    const names = (service: string) => trace.filter((span) => span.service === service).map((span) => span.name);

    // The request entered at the gateway, went over RPC to messaging, which wrote to PostgreSQL…
    expect(names('artshop-gateway')).toEqual(expect.arrayContaining(['POST /api/messages', 'rpc messaging.sendContactMessage']));
    expect(names('artshop-messaging')).toEqual(
      expect.arrayContaining(['messaging.sendContactMessage', 'publish message.received', 'send mail contact-message']),
    );
    expect(names('artshop-messaging')).toEqual(expect.arrayContaining([expect.stringMatching(/^pg\.query:INSERT/)]));
    // (Fastify's plugin hooks are left out: the request and its handler are what an operator follows.)
    expect(names('artshop-gateway').filter((name) => name.startsWith('onSend'))).toEqual([]);
    // …and every span hangs from one root: the gateway's request.
    const roots = trace.filter((span) => !span.parentSpanId);
    expect(roots.map((span) => `${span.service} ${span.name}`)).toEqual(['artshop-gateway POST /api/messages']);
    const ids = new Set(trace.map((span) => span.spanId));
    expect(trace.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId))).toEqual([]);

    // The trace id is in the log lines written while it ran (here the RPC call's own line).
    expect(system.logs('messaging')).toContain(`"traceId":"${mailSpan.traceId}"`);
  });

  it("follow a registration from the gateway's outbox through BullMQ to messaging's handler and the mail it sends", async () => {
    const visitor = new ApiClient(system.baseUrl);
    const answer = await visitor.post('/api/auth/register', {
      email: 'rae.trace@example.com',
      password: 'a long enough passphrase 42',
      firstName: 'Rae',
      lastName: 'Trace',
    });
    expect(answer.status).toBe(202);
    const mailSpan = await system.eventually(
      async () => {
        const mail = spans.find((span) => span.name === 'send mail registration-confirmation');
        return mail && spans.some((span) => span.traceId === mail.traceId && span.name === 'POST /api/auth/register') && mail;
      },
      'the confirmation mail was sent in the trace of the registration',
      30_000,
    );
    const trace = spans.filter((span) => span.traceId === mailSpan.traceId);
    const byName = (name: string) => trace.find((span) => span.name === name);
    // The gateway recorded the event with the account; its relay published it; messaging handled it and mailed.
    expect(byName('publish user.registration-requested')?.service).toBe('artshop-gateway');
    const handled = byName('handle user.registration-requested');
    expect(handled?.service).toBe('artshop-messaging');
    expect(mailSpan.parentSpanId).toBe(handled?.spanId);
    expect(trace.filter((span) => !span.parentSpanId).map((span) => span.name)).toEqual(['POST /api/auth/register']);
  });

  it('leave health probes and metric scrapes out', async () => {
    await fetch(`${system.internalUrl('gateway')}/health/ready`);
    await new Promise((wait) => setTimeout(wait, 500));
    expect(spans.filter((span) => /health|metrics/.test(span.name))).toEqual([]);
  });
});
