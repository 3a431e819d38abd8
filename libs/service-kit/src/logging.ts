import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { activeTraceIds } from '@artshop/telemetry';
import type { BaseConfig } from './config.js';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Nest's JSON lines, each naming the trace it was written in (when traces are on), so a trace's logs can be found. */
class TracedJsonLogger extends ConsoleLogger {
  protected override getJsonLogObject(message: unknown, options: Parameters<ConsoleLogger['getJsonLogObject']>[1]) {
    const ids = activeTraceIds();
    const entry = super.getJsonLogObject(message, options);
    return ids ? { ...entry, traceId: ids.traceId, spanId: ids.spanId } : entry;
  }
}

/** One JSON object per line, so logs from every part can be searched the same way. */
export function jsonLogger(part: string, level: BaseConfig['LOG_LEVEL']): ConsoleLogger {
  return new TracedJsonLogger(part, {
    json: true,
    logLevels: LEVELS.slice(0, LEVELS.indexOf(level) + 1),
    maskedProperties: ['password', 'passwordHash', 'currentPassword', 'newPassword', 'cookie', 'authorization'],
  } as ConstructorParameters<typeof ConsoleLogger>[1]);
}
