import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { finalize, throwError, type Observable } from 'rxjs';
import { ReplicaStopping } from './errors.js';
import { ServiceRpcSocket } from './rpc-socket.js';

/**
 * A service's graceful stop, as a rolling update needs it: from drain() on, readiness fails (the
 * replica leaves its Service's endpoints), calls arriving on open connections are answered
 * ReplicaStopping without being run, and drain() resolves once the calls already running have
 * answered. Only then does the part close its connections, queues and database.
 */
@Injectable()
export class RpcDrain implements NestInterceptor {
  private stopping = false;
  private running = 0;
  private lastTurnedAway = 0;

  get isStopping(): boolean {
    return this.stopping;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    if (this.stopping) {
      this.lastTurnedAway = Date.now();
      return throwError(() => new ReplicaStopping());
    }
    this.running += 1;
    return next.handle().pipe(finalize(() => (this.running -= 1)));
  }

  /**
   * Takes no new calls, tells every caller so (a go-away frame down each connection), and waits, at most
   * `timeoutMs`, until the running calls have answered and the callers have gone quiet: a call that
   * crossed the go-away frame is turned away, and closing a connection one is still arriving on would
   * lose its answer.
   */
  async drain(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.lastTurnedAway = Date.now();
    ServiceRpcSocket.goAway();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (this.running > 0 || Date.now() - this.lastTurnedAway < QUIET_MS)) {
      await new Promise((pause) => setTimeout(pause, 50));
    }
  }
}

/** How long no call may have been turned away before the connections close. */
const QUIET_MS = 300;
