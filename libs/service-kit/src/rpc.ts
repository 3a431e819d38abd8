import {
  Catch,
  Injectable,
  Logger,
  type ArgumentsHost,
  type CallHandler,
  type ExceptionFilter,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, throwError, type Observable, tap } from 'rxjs';
import type { InputOf, OutputOf, RequestContext, RpcContract, RpcMessage } from '@artshop/contracts';
import { SpanKind, inSpan } from '@artshop/telemetry';
import { parseInput, toErrorPayload } from './errors.js';
import { PartMetrics } from './metrics.js';
import type { RawJson } from './rpc-socket.js';

/**
 * A handler of a contract: its parsed input and the request context in, the contract's answer out
 * (or its JSON text, when the handler has that already: sent as it is).
 */
export type HandlerOf<C extends RpcContract> = (
  input: InputOf<C>,
  ctx: RequestContext,
) => OutputOf<C> | RawJson<OutputOf<C>> | Promise<OutputOf<C> | RawJson<OutputOf<C>>>;

/**
 * Binds a method to a contract: it answers the contract's pattern, receives the input parsed by the
 * contract's schema (a 400 naming the field otherwise) and the request context. A method whose
 * parameters or answer do not fit the contract does not compile.
 */
export function Handles<C extends RpcContract>(contract: C) {
  return <M extends HandlerOf<C>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): TypedPropertyDescriptor<M> => {
    const handler = descriptor.value!;
    const bound = function (this: unknown, message: RpcMessage) {
      return handler.call(this, parseInput(contract.input, message.input) as InputOf<C>, message.ctx);
    };
    descriptor.value = bound as unknown as M;
    MessagePattern(contract.name)(target, key, descriptor);
    return descriptor;
  };
}

function requestIdOf(data: unknown): string | undefined {
  return (data as Partial<RpcMessage> | undefined)?.ctx?.requestId;
}

/**
 * Sends every failure back as { status, message, errors } (and a domain refusal's code and data): to the gateway over RPC, or as the HTTP
 * answer on a service's own HTTP routes. Unexpected errors are logged and never shown in detail.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  catch(error: unknown, host: ArgumentsHost): Observable<never> | undefined {
    const { unexpected, ...answer } = toErrorPayload(error);
    if (host.getType() === 'rpc') {
      if (unexpected) this.logUnexpected(error, requestIdOf(host.switchToRpc().getData()));
      return throwError(() => answer);
    }
    if (unexpected) this.logUnexpected(error, undefined);
    void host.switchToHttp().getResponse<FastifyReply>().status(answer.status).send({ message: answer.message, errors: answer.errors, code: answer.code });
  }

  private logUnexpected(error: unknown, requestId: string | undefined) {
    this.logger.error({ msg: 'unexpected error', requestId, error: String((error as Error)?.stack ?? error) });
  }
}

/**
 * Each call in a span continuing the caller's trace (the Nest TCP transport has no instrumentation of
 * its own), one structured log line carrying the gateway's request id, and its time in the metrics.
 */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  private readonly logger = new Logger('rpc');

  constructor(private readonly metrics: PartMetrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const started = performance.now();
    const pattern = context.switchToRpc().getContext<{ getPattern?: () => string }>()?.getPattern?.() ?? context.getHandler().name;
    const requestId = requestIdOf(context.switchToRpc().getData());
    const done = (outcome: string) => {
      const seconds = (performance.now() - started) / 1000;
      this.metrics.observeRpc(pattern, outcome, seconds);
      this.logger.debug({ msg: 'rpc', pattern, requestId, outcome, durationMs: Math.round(seconds * 1000) });
    };
    const answer = () => lastValueFrom(next.handle().pipe(tap({ next: () => done('ok'), error: (error) => done(String(toErrorPayload(error).status)) })));
    const trace = (context.switchToRpc().getData() as Partial<RpcMessage> | undefined)?.trace;
    return from(inSpan(pattern, { kind: SpanKind.SERVER, carrier: trace, attributes: { 'rpc.system': 'nest-tcp', 'rpc.method': pattern } }, answer));
  }
}
