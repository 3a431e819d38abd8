import { Catch, Injectable, Logger, type ArgumentsHost, type CallHandler, type ExceptionFilter, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { throwError, type Observable, tap } from 'rxjs';
import type { Caller } from '@artshop/contracts';
import { toErrorPayload } from './errors.js';

/** What the gateway sends with every call: who is asking, and the HTTP request's parts. */
export interface RpcRequest<Body = unknown> {
  requestId: string;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Body;
}

/**
 * Sends every failure back as { status, message, errors }: to the gateway over RPC, or as the HTTP
 * answer on a service's own HTTP routes. Unexpected errors are logged and never shown in detail.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  catch(error: unknown, host: ArgumentsHost): Observable<never> | void {
    const { unexpected, ...answer } = toErrorPayload(error);
    if (host.getType() === 'rpc') {
      if (unexpected) this.logUnexpected(error, (host.switchToRpc().getData() as Partial<RpcRequest> | undefined)?.requestId);
      return throwError(() => answer);
    }
    if (unexpected) this.logUnexpected(error, undefined);
    void host.switchToHttp().getResponse<FastifyReply>().status(answer.status).send({ message: answer.message, errors: answer.errors });
  }

  private logUnexpected(error: unknown, requestId: string | undefined) {
    this.logger.error({ msg: 'unexpected error', requestId, error: String((error as Error)?.stack ?? error) });
  }
}

/** One structured log line per call, carrying the gateway's request id. */
@Injectable()
export class RpcLoggingInterceptor implements NestInterceptor {
  private readonly logger = new Logger('rpc');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const started = performance.now();
    const pattern = context.switchToRpc().getContext<{ getPattern?: () => string }>()?.getPattern?.() ?? context.getHandler().name;
    const requestId = (context.switchToRpc().getData() as Partial<RpcRequest> | undefined)?.requestId;
    const done = (outcome: string) =>
      this.logger.debug({ msg: 'rpc', pattern, requestId, outcome, durationMs: Math.round(performance.now() - started) });
    return next.handle().pipe(tap({ next: () => done('ok'), error: (error) => done(`error ${toErrorPayload(error).status}`) }));
  }
}
