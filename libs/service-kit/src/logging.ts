import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { BaseConfig } from './config.js';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** One JSON object per line, so logs from every part can be searched the same way. */
export function jsonLogger(part: string, level: BaseConfig['LOG_LEVEL']): ConsoleLogger {
  return new ConsoleLogger(part, {
    json: true,
    logLevels: LEVELS.slice(0, LEVELS.indexOf(level) + 1),
    maskedProperties: ['password', 'passwordHash', 'currentPassword', 'newPassword', 'cookie', 'authorization'],
  } as ConstructorParameters<typeof ConsoleLogger>[1]);
}
