import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES, type ServiceName } from '@artshop/contracts';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type PartName = ServiceName | 'gateway';
export const PART_NAMES: PartName[] = [...SERVICE_NAMES, 'gateway'];

export function partEntry(part: PartName): string {
  return join(workspaceRoot, part === 'gateway' ? 'gateway' : `services/${part}`, 'dist/main.bundle.js');
}

/**
 * Ports the tests' parts listen on lie below Linux's ephemeral range (32768-60999), from which the kernel gives
 * every outgoing connection its local port: a port chosen by the kernel and closed again could be taken by a
 * connection to PostgreSQL or Redis before the part listened on it (EADDRINUSE). Each of Vitest's workers
 * (VITEST_POOL_ID) has a band of its own, so two files starting shops at once never pick the same port; a
 * process goes through its band in turn from a random place, so two runs at once rarely meet either.
 */
const PORT_BAND = { first: 20_000, size: 1_000, count: 12 } as const;
const poolIndex = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % PORT_BAND.count;
let nextInBand = Math.floor(Math.random() * PORT_BAND.size);

/** A port no one listens on, from this process's band (see PORT_BAND), not handed out lately by this process. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORT_BAND.size; tried++) {
    const port = PORT_BAND.first + poolIndex * PORT_BAND.size + (nextInBand++ % PORT_BAND.size);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PORT_BAND.first + poolIndex * PORT_BAND.size} and ${PORT_BAND.first + (poolIndex + 1) * PORT_BAND.size - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.unref();
    server.once('error', () => answer(false));
    server.listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

/** Runs `main.js <command> [args]` of a part to completion (migrate, seed, ensure-admin); returns its output. */
export function runPartCommand(part: PartName, command: string | readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const args = [command].flat();
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [partEntry(part), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolveRun(output) : reject(new Error(`${part} ${args.join(' ')} failed (exit ${code}):\n${output}`))));
  });
}

/** A long-running part; its output goes to a log file (or is kept in memory for failing tests). */
export class PartProcess {
  private child: ChildProcess | undefined;
  output = '';

  constructor(
    readonly part: PartName,
    /** The environment it starts with; a change applies at the next start. */
    readonly env: NodeJS.ProcessEnv,
    readonly healthUrl: string,
    private readonly logFile?: string,
  ) {}

  async start(): Promise<void> {
    // PART_NODE_ARGS: Node flags for a profiling run (e.g. --cpu-prof --cpu-prof-dir=/tmp/profiles), which NODE_OPTIONS may not carry.
    const nodeArgs = this.env.PART_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    // Traces load before the part (they are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set), as in the image.
    const child = spawn(process.execPath, [...nodeArgs, '--import', '@artshop/telemetry/start', partEntry(this.part)], {
      cwd: workspaceRoot,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const log = this.logFile ? createWriteStream(this.logFile, { flags: 'a' }) : undefined;
    const keep = (chunk: Buffer) => {
      if (log) log.write(chunk);
      else this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${this.part} exited with code ${code} while starting:\n${this.output}`))),
    );
    // A part that crashes fails at once (exited); one that is only slow, on a loaded machine starting a
    // dozen processes at the same time, is given minutes rather than failing a test that would pass.
    await Promise.race([waitForHealth(this.healthUrl, 180_000), exited]);
  }

  /** Resident memory of the process in MB (Linux), for benchmarks. */
  residentMemoryMb(): number | undefined {
    try {
      const status = readFileSync(`/proc/${this.child?.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
    } catch {
      return undefined;
    }
  }

  /** CPU time the process has used so far in ms (Linux), for benchmarks that print the cost of one request per part. */
  cpuMs(): number | undefined {
    return this.child?.pid === undefined ? undefined : processCpuMs(this.child.pid);
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Stops the part; SIGTERM lets it shut down gracefully, SIGKILL simulates a crash. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((wait) => setTimeout(wait, 150));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms (last answer: ${last})`);
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process in ms, from /proc/<pid>/stat (Linux); undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU time used so far by every process of this name on the machine (e.g. all PostgreSQL backends), in ms. */
export function commandCpuMs(command: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) total += processCpuMs(Number(entry)) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
