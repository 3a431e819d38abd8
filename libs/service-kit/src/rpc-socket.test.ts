import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonSocket, ServerTCP, type TcpSocket } from '@nestjs/microservices';
import { RawJson, RpcServer, RpcSocket } from './rpc-socket.js';

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
