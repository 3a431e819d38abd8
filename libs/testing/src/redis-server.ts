import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './processes.js';

/**
 * A private redis-server for one test run: isolated queues and rate limits, and a Redis the test
 * may stop and start again (to prove the outbox waits while Redis is away).
 */
export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child.on('error', (error) => {
      throw new Error(`redis-server could not start (${error.message}); install it with apt-get install redis-server`);
    });
    const deadline = Date.now() + 10_000;
    while (!(await this.answers())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGKILL');
    await exited;
  }

  private answers(): Promise<boolean> {
    return new Promise((resolveAnswer) => {
      const socket = createConnection({ port: this.port, host: '127.0.0.1' });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolveAnswer(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolveAnswer(false));
    });
  }
}
