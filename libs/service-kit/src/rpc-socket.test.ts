import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonSocket, ServerTCP, type TcpSocket } from '@nestjs/microservices';
import { RawJson, RpcServer, RpcSocket, ServiceRpcSocket } from './rpc-socket.js';
import { RpcTrust, UNPROVEN_CALL_MESSAGE, UNSIGNED_CALLER_MESSAGE, rpcTrustFromEnv } from './rpc-trust.js';

type SocketClass = new (socket: Socket) => TcpSocket;

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** Two ends of one TCP connection, each wrapped in the given framing. */
async function connection(ServerEnd: SocketClass, ClientEnd: SocketClass): Promise<{ server: TcpSocket; client: TcpSocket }> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const accepted = new Promise<Socket>((resolve) => listener.once('connection', resolve));
  const client = new ClientEnd(new Socket()).connect((listener.address() as AddressInfo).port, '127.0.0.1');
  const connected = new Promise((resolve) => client.netSocket.once('connect', resolve));
  const server = new ServerEnd(await accepted);
  await connected;
  closers.push(() => {
    client.netSocket.destroy();
    server.netSocket.destroy();
    listener.close();
  });
  return { server, client };
}

function messages(end: TcpSocket, count: number): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve) => {
    const received: Array<Record<string, unknown>> = [];
    end.on('message', (message) => {
      received.push(message as Record<string, unknown>);
      if (received.length === count) resolve(received);
    });
  });
}

const products = [
  { id: 'p1', name: 'Café at Dusk', price: '185.00', tags: ['a', 'b'], pricingTiers: [{ id: 't1', price: '40.00' }], year: null },
  { id: 'p2', name: 'Quotes " and \\ and </script>', price: '0.05', tags: [], pricingTiers: [], year: 2025 },
];

describe('RpcSocket', () => {
  it("hands an answer's response over as its JSON text, which parses to what was sent", async () => {
    const { server, client } = await connection(RpcSocket, RpcSocket);
    const received = messages(client, 1);
    // The packet as Nest's server builds it: { response, isDisposed } with the id assigned last.
    server.sendMessage({ response: products, isDisposed: true, id: 'call-1' });
    const [answer] = await received;
    expect(answer).toEqual({ id: 'call-1', isDisposed: true, response: expect.any(RawJson) });
    expect((answer!.response as RawJson).text).toBe(JSON.stringify(products));
    expect((answer!.response as RawJson).parse()).toEqual(products);
  });

  it('sends an answer a handler had as JSON text as that text, which a caller and an older JsonSocket both read as the value', async () => {
    // Text as PostgreSQL writes it (spaces and a line break between elements): sent unchanged.
    const text = `[${JSON.stringify(products[0])}, \n ${JSON.stringify(products[1])}]`;
    const { server, client } = await connection(RpcSocket, RpcSocket);
    const received = messages(client, 1);
    server.sendMessage({ response: new RawJson(text), isDisposed: true, id: 'call-raw' });
    const [answer] = await received;
    expect(answer).toEqual({ id: 'call-raw', isDisposed: true, response: expect.any(RawJson) });
    expect((answer!.response as RawJson).text).toBe(text);
    expect((answer!.response as RawJson).parse()).toEqual(products);

    const toOld = await connection(RpcSocket, JsonSocket);
    const oldReceived = messages(toOld.client, 1);
    toOld.server.sendMessage({ response: new RawJson(text), isDisposed: false, id: 'call-raw-2' });
    expect(await oldReceived).toEqual([{ id: 'call-raw-2', isDisposed: false, response: products }]);
    // Serialized by anything else, it is still the value.
    expect(JSON.parse(JSON.stringify({ response: new RawJson(text) }))).toEqual({ response: products });
  });

  it('passes requests, error answers and empty answers whole', async () => {
    const { server, client } = await connection(RpcSocket, RpcSocket);
    const request = { pattern: 'catalog.listProducts', data: { ctx: { requestId: 'r' }, input: {} }, id: 'call-2' };
    const requests = messages(server, 1);
    client.sendMessage(request);
    expect(await requests).toEqual([request]);

    const answers = messages(client, 3);
    server.sendMessage({ err: { status: 404, message: 'Product not found' }, isDisposed: true, id: 'call-3' });
    server.sendMessage({ response: null, isDisposed: true, id: 'call-4' });
    server.sendMessage({ isDisposed: true, id: 'call-5' });
    const [error, nothing, done] = await answers;
    expect(error).toEqual({ err: { status: 404, message: 'Product not found' }, isDisposed: true, id: 'call-3' });
    expect((nothing!.response as RawJson).parse()).toBeNull();
    expect(done).toEqual({ isDisposed: true, id: 'call-5' });
  });

  it("still speaks Nest's JsonSocket framing both ways, so parts can be updated one at a time", async () => {
    const toOld = await connection(RpcSocket, JsonSocket);
    const oldReceived = messages(toOld.client, 1);
    toOld.server.sendMessage({ response: products, isDisposed: true, id: 'call-6' });
    expect(await oldReceived).toEqual([{ id: 'call-6', isDisposed: true, response: products }]);

    const fromOld = await connection(JsonSocket, RpcSocket);
    const newReceived = messages(fromOld.client, 1);
    fromOld.server.sendMessage({ response: products, isDisposed: true, id: 'call-7' });
    expect(await newReceived).toEqual([{ response: products, isDisposed: true, id: 'call-7' }]);
  });

  it('reads large answers split across many reads, and several answers arriving together', async () => {
    const { server, client } = await connection(RpcSocket, RpcSocket);
    const large = Array.from({ length: 3 }, (_, index) => ({ index, text: `é${'x'.repeat(300_000)}` }));
    const received = messages(client, large.length);
    large.forEach((response, index) => server.sendMessage({ response, isDisposed: true, id: `big-${index}` }));
    const answers = await received;
    expect(answers.map((answer) => answer.id)).toEqual(['big-0', 'big-1', 'big-2']);
    expect(answers.map((answer) => (answer.response as RawJson).parse())).toEqual(large);
  });

  it('stops reading a peer while answers to it wait to be sent, and reads again once they are', async () => {
    const { server, client } = await connection(RpcSocket, RpcSocket);
    client.netSocket.pause();
    const answer = { text: 'x'.repeat(1_000_000) };
    for (let sent = 0; sent < 32; sent++) server.sendMessage({ response: answer, isDisposed: true, id: `a-${sent}` });
    await new Promise((resolve) => setImmediate(resolve)); // the frames leave at the end of the turn
    expect(server.netSocket.writableLength).toBeGreaterThan(0);
    expect(server.netSocket.isPaused()).toBe(true);
    client.netSocket.resume();
    await new Promise((resolve) => server.netSocket.once('drain', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.netSocket.isPaused()).toBe(false);
  });

  it('sends the frames of one turn of the event loop together, at its end', async () => {
    const { server, client } = await connection(RpcSocket, RpcSocket);
    const received = messages(server, 20);
    for (let call = 0; call < 20; call++) client.sendMessage({ pattern: 'catalog.getProduct', data: { input: { id: `${call}` } }, id: `c-${call}` });
    expect(client.netSocket.writableLength).toBeGreaterThan(0); // held back, not written one by one
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.netSocket.writableLength).toBe(0);
    expect((await received).map((request) => request.id)).toEqual(Array.from({ length: 20 }, (_, call) => `c-${call}`));
  });
});

describe('RpcServer', () => {
  it("finds the same route as Nest's own server for a plain name and for a JSON pattern", () => {
    type Routing = { getRouteFromPattern(pattern: string): string };
    const ours = new RpcServer({ port: 0 }) as unknown as Routing;
    const nests = new ServerTCP({ port: 0 }) as unknown as Routing;
    for (const pattern of ['catalog.reserveStock', '{"cmd":"sum","role":"math"}', '"quoted"', '[1,2]'])
      expect(ours.getRouteFromPattern(pattern), pattern).toBe(nests.getRouteFromPattern(pattern));
  });
});

describe('calls between the parts prove they come from this shop', () => {
  const trust = new RpcTrust('the-secret-of-this-shop-0123456789abcdef');
  const admin = { userId: 'u1', role: 'admin' as const, sessionId: null };
  const listOrders = (ctx: unknown, id = 'c-1') => ({ pattern: 'cart-order.listOrders', data: { ctx, input: {} }, id });

  /** A service's socket checking with `trust`, and a caller's with `callerTrust`; what the service hands to Nest and what the caller gets back. */
  async function service(callerTrust: RpcTrust) {
    const { server, client } = await connection(
      ServiceRpcSocket.trusting(trust),
      RpcSocket.calling(callerTrust, () => {}),
    );
    const taken: unknown[] = [];
    server.on('message', (call) => taken.push(call));
    return { client, taken, answers: (count: number) => messages(client, count) };
  }

  it('hands a proven call with a context the gateway signed over whole, the proof removed', async () => {
    const { client, taken } = await service(trust);
    const ctx = trust.signContext({ requestId: 'r1', caller: admin });
    client.sendMessage(listOrders(ctx));
    await expect.poll(() => taken).toEqual([listOrders(ctx)]);
  });

  it('answers a call proven with another secret with a 401, and hands nothing over', async () => {
    const intruder = new RpcTrust('not-the-secret-of-this-shop-0123456789');
    const { client, taken, answers } = await service(intruder);
    const received = answers(1);
    client.sendMessage(listOrders(intruder.signContext({ requestId: 'r2', caller: admin })));
    expect(await received).toEqual([{ id: 'c-1', isDisposed: true, err: { status: 401, message: UNPROVEN_CALL_MESSAGE } }]);
    expect(taken).toEqual([]);
  });

  it('refuses a proven call whose caller the gateway did not sign, changed after signing, or signed too long ago', async () => {
    const { client, taken, answers } = await service(trust);
    const received = answers(3);
    const customer = trust.signContext({ requestId: 'r3', caller: { userId: 'u2', role: 'user', sessionId: null } });
    client.sendMessage(listOrders({ requestId: 'r3', caller: admin }, 'unsigned'));
    client.sendMessage(listOrders({ ...customer, caller: { ...customer.caller, role: 'admin' } }, 'forged'));
    const [, signature] = trust.signContext({ requestId: 'r3', caller: admin }).proof!.split('.');
    client.sendMessage(listOrders({ requestId: 'r3', caller: admin, proof: `${Date.now() - 10 * 60_000}.${signature}` }, 'stale'));
    const refused = await received;
    expect(refused.map((answer) => [answer.id, answer.err])).toEqual(
      ['unsigned', 'forged', 'stale'].map((id) => [id, { status: 401, message: UNSIGNED_CALLER_MESSAGE }]),
    );
    expect(taken).toEqual([]);
  });

  it('takes a call naming nobody (a visitor, a sweep) without a signature: a service may lower a caller to that', async () => {
    const { client, taken } = await service(trust);
    const visitor = { requestId: 'r4', caller: { userId: null, role: null, sessionId: null } };
    client.sendMessage(listOrders(visitor));
    await expect.poll(() => taken).toEqual([listOrders(visitor)]);
  });

  it('refuses a frame replayed over another connection: each connection has its own challenge', async () => {
    const first = await connection(
      ServiceRpcSocket.trusting(trust),
      RpcSocket.calling(trust, () => {}),
    );
    const sent = new Promise<string>((resolve) => first.server.netSocket.once('data', (bytes) => resolve(String(bytes))));
    first.client.sendMessage(listOrders(trust.signContext({ requestId: 'r5', caller: admin }), 'replayed'));
    const bytes = await sent;
    const { server, client } = await connection(ServiceRpcSocket.trusting(trust), JsonSocket);
    const taken: unknown[] = [];
    server.on('message', (call) => taken.push(call));
    const received = messages(client, 2); // the challenge, then the answer
    client.netSocket.write(bytes);
    const [, answer] = await received;
    expect(answer).toEqual({ id: 'replayed', isDisposed: true, err: { status: 401, message: UNPROVEN_CALL_MESSAGE } });
    expect(taken).toEqual([]);
  });

  it('needs RPC_SECRET (32 characters or more) in production', () => {
    expect(() => rpcTrustFromEnv({ NODE_ENV: 'production' })).toThrow(/RPC_SECRET must be set in production/);
    expect(() => rpcTrustFromEnv({ NODE_ENV: 'production', RPC_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(rpcTrustFromEnv({ NODE_ENV: 'production', RPC_SECRET: 'the-secret-of-this-shop-0123456789abcdef' })).toBeInstanceOf(RpcTrust);
    expect(rpcTrustFromEnv({ NODE_ENV: 'development' })).toBeInstanceOf(RpcTrust);
  });
});
