import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext, RpcContract } from '@artshop/contracts';
import { ServiceRpcSocket } from './rpc-socket.js';
import { RpcTrust } from './rpc-trust.js';
import { ServiceClient } from './service-client.js';

const trust = new RpcTrust('the-secret-of-this-shop-0123456789abcdef');
const VISITOR: RequestContext = { requestId: 'r', caller: { userId: null, role: null, sessionId: null } };
/** Contracts of a made-up catalog: one given up on soon, one waited for long. */
const SLOW = { name: 'catalog.slow', part: 'catalog', timeoutMs: 300 } as unknown as RpcContract & { part: 'catalog' };
const PATIENT = { name: 'catalog.patient', part: 'catalog', timeoutMs: 30_000 } as unknown as RpcContract & { part: 'catalog' };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A service that never answers catalog.slow and answers catalog.patient when the test says so; counts its connections. */
async function service() {
  const Service = ServiceRpcSocket.trusting(trust);
  const waiting: Array<() => void> = [];
  const sockets: Socket[] = [];
  const listener: Server = createServer((socket) => {
    sockets.push(socket);
    const end = new Service(socket);
    end.on('message', (call: { pattern: string; id: string }) => {
      if (call.pattern === PATIENT.name) waiting.push(() => end.sendMessage({ id: call.id, isDisposed: true, response: 'answered' }));
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => listener.close(resolve));
  });
  return {
    port: (listener.address() as AddressInfo).port,
    connections: () => sockets.length,
    waiting: () => waiting.length,
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

describe('ServiceClient', () => {
  it('gives up on a call that does not answer in time without failing the calls still running beside it, and sends the next over a new connection', async () => {
    const catalog = await service();
    const client = new ServiceClient('catalog', { host: '127.0.0.1', port: catalog.port }, 30_000, trust);
    closers.push(() => client.onApplicationShutdown().then(() => undefined));

    const patient = client.call(PATIENT, {}, VISITOR);
    const slow = client.call(SLOW, {}, VISITOR).catch((error: unknown) => error);
    await expect.poll(catalog.waiting).toBe(1);
    expect(await slow).toMatchObject({ status: 503, message: 'The catalog service did not answer in time. Please try again in a moment.' });

    // The call beside it still gets its answer.
    catalog.answerAll();
    expect(await patient).toBe('answered');
    // The next call goes over a new connection (the old one may be half-open).
    const next = client.call(PATIENT, {}, VISITOR);
    await expect.poll(catalog.waiting).toBe(1);
    catalog.answerAll();
    expect(await next).toBe('answered');
    expect(catalog.connections()).toBe(2);
  });
});
