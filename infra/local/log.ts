/**
 * Console output of the local stack. LOG_LEVEL=debug shows every request and the emulators' own logs;
 * the default (info) shows progress and problems only.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function levelFromEnv(value: string | undefined, fallback: LogLevel = 'info'): LogLevel {
  const level = value?.toLowerCase() as LogLevel | undefined;
  return level && ORDER.includes(level) ? level : fallback;
}

export interface Logger {
  level: LogLevel;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  enabled(level: LogLevel): boolean;
}

export function createLogger(level: LogLevel): Logger {
  const enabled = (wanted: LogLevel) => ORDER.indexOf(wanted) >= ORDER.indexOf(level) && level !== 'silent';
  return {
    level,
    enabled,
    debug: (message) => enabled('debug') && console.log(`  · ${message}`),
    info: (message) => enabled('info') && console.log(message),
    warn: (message) => enabled('warn') && console.warn(`⚠ ${message}`),
    error: (message, error) => {
      if (!enabled('error')) return;
      console.error(`✖ ${message}`);
      if (error !== undefined) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    },
  };
}
