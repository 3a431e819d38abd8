import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.js';

/**
 * A private redis-server for one test run: isolated queues and rate limits, and a Redis the test
 * may stop and start again (to prove the outbox waits while Redis is away), or restart keeping its data.
 */
export class RedisServer {
  private child: ChildProcess | undefined;
  /** Where a restart() keeps the data between the two processes. */
  private readonly dir: string;

  private constructor(
    readonly port: number,
    /** More redis-server options, e.g. ['--maxmemory-policy', 'allkeys-lru'] for a Redis the event bus must not trust. */
    private readonly options: string[],
  ) {
    this.dir = join(tmpdir(), `artshop-redis-${process.pid}-${port}`);
  }

  static async start(options: string[] = []): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), options);
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir, ...this.options];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    this.child.on('error', (error) => {
      throw new Error(`redis-server could not start (${error.message}); install it with apt-get install redis-server`);
    });
    const deadline = Date.now() + 10_000;
    while (!(await this.answers())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  /** Stops at once, losing what Redis held (as a crash of a Redis without persistence does). */
  async stop(): Promise<void> {
    await this.exit(() => this.child!.kill('SIGKILL'));
    rmSync(this.dir, { recursive: true, force: true });
  }

  /**
   * Restarts as a Redis with persistence does (the shop's runs with AOF): saves its data on the way
   * down (SHUTDOWN SAVE), is away for `awayMs`, and comes back with the same data on the same port.
   */
  async restart(awayMs: number): Promise<void> {
    await this.exit(() => {
      const socket = createConnection({ port: this.port, host: '127.0.0.1' }, () => socket.end('SHUTDOWN SAVE\r\n'));
    });
    await new Promise((away) => setTimeout(away, awayMs));
    await this.start();
  }

  private async exit(stop: () => void): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    stop();
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
