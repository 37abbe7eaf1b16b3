import { type DestinationStream, pino, type Logger as PinoLogger } from 'pino';
import type { Config } from '../config';

export type LogDetails = Record<string, unknown>;
type LogMethod = (message: string, details?: LogDetails) => void;

/**
 * One JSON object per line: `level`, `time`, `msg` and the details as fields. `child` returns a logger whose every
 * line also carries the given fields; each request gets one bound to its request id (`c.var.logger`).
 */
export type Logger = {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
  child: (bindings: LogDetails) => Logger;
};

function wrap(base: PinoLogger): Logger {
  // Call sites put the message first; pino wants the fields first.
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error'): LogMethod =>
    (message, details) => {
      if (details) base[level](details, message);
      else base[level](message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: (bindings) => wrap(base.child(bindings)) };
}

/**
 * Structured logs filtered by `LOG_LEVEL`, written to stdout in the calling thread (no transport worker, no
 * pretty-printing: a log collector or `jq` reads them). Tests pass their own `destination` to read the lines.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"warn" rather than pino's numeric 40: readable without a lookup table.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return wrap(destination ? pino(options, destination) : pino(options));
}
