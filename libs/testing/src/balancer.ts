import { request as httpRequest, createServer as createHttpServer, type IncomingHttpHeaders, type Server as HttpServer, type ServerResponse } from 'node:http';
import { connect, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';

/** Headers of one connection, not of the request: a proxy never passes them on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Round-robin over the replicas of a part, on this machine, as the cluster does it: `tcp` spreads
 * connections like a Kubernetes Service (the parts' RPC), `http` spreads requests like the Ingress
 * (the gateways). A replica is taken out with remove() before it is stopped, as its endpoint leaves
 * the Service when its pod terminates; a replica that refuses the connection is skipped for the next
 * one, as the Ingress retries another upstream when it cannot connect.
 */
export class Balancer {
  private readonly backends: number[];
  private turn = 0;

  private constructor(
    private readonly server: TcpServer | HttpServer,
    backends: number[],
  ) {
    this.backends = [...backends];
  }

  static tcp(backends: number[], port = 0): Promise<Balancer> {
    const server = createTcpServer();
    const balancer = new Balancer(server, backends);
    server.on('connection', (client) => balancer.pipe(client));
    return balancer.listen(port);
  }

  static http(backends: number[], port = 0): Promise<Balancer> {
    const server = createHttpServer();
    const balancer = new Balancer(server, backends);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = withoutHopByHop(request.headers);
        if (body.length > 0 || !['GET', 'HEAD'].includes(request.method!)) headers['content-length'] = String(body.length);
        balancer.forward(request.method!, request.url!, headers, body, response, 0);
      });
    });
    return balancer.listen(port);
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  add(port: number): void {
    this.backends.push(port);
  }

  remove(port: number): void {
    this.backends.splice(this.backends.indexOf(port), 1);
  }

  close(): Promise<void> {
    if ('closeAllConnections' in this.server) this.server.closeAllConnections();
    return new Promise((closed) => this.server.close(() => closed()));
  }

  private listen(port: number): Promise<Balancer> {
    return new Promise((listening, fail) => {
      this.server.once('error', fail);
      this.server.listen(port, '127.0.0.1', () => listening(this));
    });
  }

  private nextBackend(): number | undefined {
    if (this.backends.length === 0) return undefined;
    this.turn = (this.turn + 1) % this.backends.length;
    return this.backends[this.turn];
  }

  private pipe(client: Socket, tried = 0): void {
    const port = this.nextBackend();
    if (port === undefined || tried >= this.backends.length) {
      client.destroy();
      return;
    }
    client.pause();
    const upstream = connect(port, '127.0.0.1');
    upstream.once('error', () => {
      upstream.destroy();
      this.pipe(client, tried + 1);
    });
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      upstream.setNoDelay(true);
      client.setNoDelay(true);
      // Either side closing or failing closes the other, as a dropped connection does.
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  }

  private forward(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer, response: ServerResponse, tried: number): void {
    const port = this.nextBackend();
    if (port === undefined || tried >= this.backends.length) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('No replica took the request');
      return;
    }
    // A new connection per request, as Ingress controllers do by default: a stopping gateway has none left open.
    const upstream = httpRequest({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode!, withoutHopByHop(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return this.forward(method, url, headers, body, response, tried + 1);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The replica failed: ${error.message}`);
    });
    upstream.end(body);
  }
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}
