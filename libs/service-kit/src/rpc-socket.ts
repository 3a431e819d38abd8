import type { Socket } from 'node:net';
import { JsonSocket, ServerTCP } from '@nestjs/microservices';
import type { RpcMessage } from '@artshop/contracts';
import { RpcTrust, UNPROVEN_CALL_MESSAGE, UNSIGNED_CALLER_MESSAGE } from './rpc-trust.js';

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

/** The id of the frame a service sends first down each new connection: its challenge (see RpcTrust). */
const CHALLENGE = 'artshop:challenge';

/** A call as a caller with RpcTrust writes it: its proof first, then Nest's frame from its second character. */
const PROVEN_CALL_START = /^\{"proof":"([0-9a-f]{64})",/;

/** An answer as RpcSocket writes it: its id and isDisposed first, then the response up to the closing brace. */
const ANSWER_START = /^\{"id":"([^"\\]*)","isDisposed":(true|false),"response":/;

/**
 * Nest's JSON framing for the parts' RPC, given as socketClass to both the services' RPC server
 * (runService) and every ServiceClient. The bytes on the wire stay Nest's framing and JSON (a call
 * has one key more, its proof), so a plain JsonSocket still reads every answer; a service takes
 * calls only from callers holding the deployment's secret.
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
 *   (RpcSocket.calling) tells its ServiceClient, which moves to a new connection.
 * - Calls prove they come from a part of this shop (RpcTrust): a service sends a challenge down each
 *   new connection, and the caller's socket holds its calls until it has it, then writes each with
 *   its proof as the frame's first key. The service's socket (ServiceRpcSocket.trusting) answers a
 *   call without a valid proof, or with a caller the gateway did not sign, with a 401 and never hands
 *   it to Nest, so nothing is run.
 */
export class RpcSocket extends JsonSocket {
  /**
   * A caller's socket class: its calls carry their proof made with `trust`, and it calls `goAway`
   * when the service at the other end says it is stopping.
   */
  static calling(trust: RpcTrust, goAway: () => void): typeof RpcSocket {
    return class extends RpcSocket {
      protected override readonly trust = trust;

      protected override onGoAway(): void {
        goAway();
      }
    };
  }

  protected onGoAway(): void {}

  /** Set on a caller's socket: its calls are held until the service's challenge, then sent with their proof. */
  protected readonly trust: RpcTrust | undefined = undefined;
  private challenge: string | undefined;
  private readonly held: Array<[Record<string, unknown>, ((error?: unknown) => void) | undefined]> = [];

  private corked = false;
  private waitingForDrain = false;

  constructor(socket: Socket) {
    super(socket);
    socket.setNoDelay(true);
  }

  protected override handleSend(message: Record<string, unknown>, callback?: (error?: unknown) => void): void {
    const { id, isDisposed, response } = message;
    let json =
      response instanceof RawJson
        ? `{"id":${JSON.stringify(id)},"isDisposed":${isDisposed === true},"response":${response.text}}`
        : JSON.stringify(answerLast(message));
    if (this.trust && 'pattern' in message) {
      if (this.challenge === undefined) {
        this.held.push([message, callback]);
        return;
      }
      json = `{"proof":"${this.trust.frameProof(this.challenge, json)}",${json.slice(1)}`;
    }
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
    if (start?.[1] === CHALLENGE) return this.onChallenge(JSON.parse(data.slice(start[0].length, -1)) as string);
    if (!start || !data.endsWith('}')) return super.emitMessage(data);
    this.socket.emit('message', { id: start[1], isDisposed: start[2] === 'true', response: new RawJson(data.slice(start[0].length, -1)) });
  }

  private onChallenge(challenge: string): void {
    this.challenge = challenge;
    for (const [message, callback] of this.held.splice(0)) this.handleSend(message, callback);
  }
}

/**
 * The services' end of RPC connections, known to the process so that a stopping service can say so
 * down each one. It takes only calls proven with the deployment's secret (RpcTrust).
 */
export class ServiceRpcSocket extends RpcSocket {
  private static readonly open = new Set<ServiceRpcSocket>();

  /** The server's socket class, checking calls with `trust`. */
  static trusting(trust: RpcTrust): typeof ServiceRpcSocket {
    return class extends ServiceRpcSocket {
      protected override readonly callsTrust = trust;
    };
  }

  protected readonly callsTrust: RpcTrust | undefined = undefined;
  private readonly issued = RpcTrust.challenge();

  constructor(socket: Socket) {
    super(socket);
    ServiceRpcSocket.open.add(this);
    socket.once('close', () => ServiceRpcSocket.open.delete(this));
    this.sendMessage({ id: CHALLENGE, isDisposed: true, response: this.issued });
  }

  protected override emitMessage(data: string): void {
    const trust = this.callsTrust;
    // Without a trust (a test of the framing alone), calls are handed over as Nest's socket does.
    if (!trust) return super.emitMessage(data);
    const proven = PROVEN_CALL_START.exec(data);
    const frame = proven ? `{${data.slice(proven[0].length)}` : data;
    if (!proven || !trust.isFrameProven(this.issued, frame, proven[1]!)) return this.refuse(frame, UNPROVEN_CALL_MESSAGE);
    const call = JSON.parse(frame) as { data?: Partial<RpcMessage> };
    if (!trust.isContextTrusted(call.data?.ctx)) return this.refuse(frame, UNSIGNED_CALLER_MESSAGE);
    this.socket.emit('message', call);
  }

  /** Answers a call that is not taken with a 401, without handing it to Nest. */
  private refuse(frame: string, message: string): void {
    let id: unknown;
    try {
      id = (JSON.parse(frame) as { id?: unknown }).id;
    } catch {
      // not even JSON: no call to answer
    }
    if (typeof id === 'string') this.sendMessage({ id, isDisposed: true, err: { status: 401, message } });
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
