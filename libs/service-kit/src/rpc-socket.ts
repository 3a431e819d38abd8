import type { Socket } from 'node:net';
import { JsonSocket, ServerTCP } from '@nestjs/microservices';

/**
 * JSON text holding a T: an RPC answer as it came over the wire, or one a service had written as
 * text already (a catalog read PostgreSQL wrote as JSON). Parse it, or send it on as it is.
 */
export class RawJson<T = unknown> {
  constructor(readonly text: string) {}

  parse(): T {
    return JSON.parse(this.text) as T;
  }

  /** Serialized by anything but RpcSocket: the value it holds. */
  toJSON(): unknown {
    return this.parse();
  }
}

/** JsonSocket's own limit (maxSendBufferSize) on what may wait to be sent to one peer. */
const MAX_UNSENT_BYTES = 128 * 1024 * 1024;

/**
 * The id of the frame a stopping service sends down each of its connections (RpcDrain): like HTTP/2's
 * GOAWAY, it tells the caller to send no more calls over this connection.
 */
const GO_AWAY = 'artshop:go-away';

/** An answer as RpcSocket writes it: its id and isDisposed first, then the response up to the closing brace. */
const ANSWER_START = /^\{"id":"([^"\\]*)","isDisposed":(true|false),"response":/;

/**
 * Nest's JSON framing for the parts' RPC, given as socketClass to both the services' RPC server
 * (runService) and every ServiceClient. The bytes on the wire stay Nest's, so a part running this
 * and one running plain JsonSocket (during a rolling update) still understand each other.
 *
 * - Nagle's algorithm is off. Nest never calls setNoDelay, and all calls from one caller share one
 *   connection: a frame written behind another waited for the peer's delayed ACK. The uncached
 *   product list (30 kB answers, 100 connections) was held to ~460 req/s with the CPU half idle;
 *   with noDelay it gave ~900.
 * - An answer is written with its response last, and read back without parsing the response: it
 *   arrives as RawJson. ServiceClient.call parses it as before; the gateway sends a catalog read on
 *   as it came (ServiceClient.callForJson) instead of parsing and serializing 30 kB again. A frame
 *   in any other shape is parsed whole, as JsonSocket does. A handler's RawJson answer is written
 *   as its text, unparsed.
 * - Frames leave together at the end of the event loop's turn (see handleSend).
 * - A stopping service says so down each connection (ServiceRpcSocket.goAway); the caller's socket
 *   (RpcSocket.callingOnGoAway) tells its ServiceClient, which moves to a new connection.
 */
export class RpcSocket extends JsonSocket {
  /** A caller's socket class that calls `goAway` when the service at the other end says it is stopping. */
  static callingOnGoAway(goAway: () => void): typeof RpcSocket {
    return class extends RpcSocket {
      protected override onGoAway(): void {
        goAway();
      }
    };
  }

  protected onGoAway(): void {}

  private corked = false;
  private waitingForDrain = false;

  constructor(socket: Socket) {
    super(socket);
    socket.setNoDelay(true);
  }

  protected override handleSend(message: Record<string, unknown>, callback?: (error?: unknown) => void): void {
    const { id, isDisposed, response } = message;
    const json =
      response instanceof RawJson
        ? `{"id":${JSON.stringify(id)},"isDisposed":${isDisposed === true},"response":${response.text}}`
        : JSON.stringify(answerLast(message));
    // Frames written in one turn of the event loop leave in one writev at its end (setImmediate):
    // under load that is one syscall, and one wake-up of the peer, for many calls or answers.
    // The length and the JSON go as two pieces: JsonSocket wrote `${length}#${json}` as one
    // string, which V8 copied whole to flatten it before encoding.
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      setImmediate(() => this.flush());
    }
    this.socket.write(`${json.length}#`);
    this.socket.write(json, 'utf-8', callback);
  }

  private flush(): void {
    this.corked = false;
    this.socket.uncork();
    // Like JsonSocket, stop reading a peer that does not read our answers (and drop it when too
    // much waits for it), but only while something is really left unsent: JsonSocket paused and
    // resumed for every answer over the 16 kB high-water mark, though the kernel took it at once.
    if (this.socket.writableNeedDrain && this.socket.writableLength > 0 && !this.waitingForDrain) {
      this.waitingForDrain = true;
      this.socket.pause();
      this.socket.once('drain', () => {
        this.waitingForDrain = false;
        this.socket.resume();
      });
    }
    if (this.socket.writableLength > MAX_UNSENT_BYTES) {
      this.handleDataError(new Error(`${this.socket.writableLength} bytes of answers wait to be sent to this peer`), { destroy: true });
    }
  }

  protected override emitMessage(data: string): void {
    const start = ANSWER_START.exec(data);
    if (start?.[1] === GO_AWAY) return this.onGoAway();
    if (!start || !data.endsWith('}')) return super.emitMessage(data);
    this.socket.emit('message', { id: start[1], isDisposed: start[2] === 'true', response: new RawJson(data.slice(start[0].length, -1)) });
  }
}

/** The services' end of RPC connections, known to the process so that a stopping service can say so down each one. */
export class ServiceRpcSocket extends RpcSocket {
  private static readonly open = new Set<ServiceRpcSocket>();

  constructor(socket: Socket) {
    super(socket);
    ServiceRpcSocket.open.add(this);
    socket.once('close', () => ServiceRpcSocket.open.delete(this));
  }

  /** Tells every caller connected to this service to send its next calls elsewhere. */
  static goAway(): void {
    for (const socket of ServiceRpcSocket.open) socket.sendMessage({ id: GO_AWAY, isDisposed: true, response: null });
  }
}

/** An answer packet with its keys reordered (JSON.stringify keeps the order): id, isDisposed, then the response. */
function answerLast(message: Record<string, unknown>): Record<string, unknown> {
  const { id, isDisposed, response, ...rest } = message;
  const answer = typeof id === 'string' && typeof isDisposed === 'boolean' && response !== undefined && Object.keys(rest).length === 0;
  return answer ? { id, isDisposed, response } : message;
}

/**
 * Nest's TCP server for the services' RPC, finding a call's handler without an exception per call:
 * Nest reads every pattern as JSON first, and the parts' patterns are plain names
 * ('catalog.reserveStock'), so each call threw and caught a SyntaxError.
 */
export class RpcServer extends ServerTCP {
  protected override getRouteFromPattern(pattern: string): string {
    return /^[[{"]/.test(pattern) ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }
}
