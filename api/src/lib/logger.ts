import { type DestinationStream, pino, type Logger as PinoLogger } from 'pino';
import type { Config } from '../config';

export type LogDetails = Record<string, unknown>;
type LogMethod = (message: string, details?: LogDetails) => void;
type Level = 'debug' | 'info' | 'warn' | 'error';

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

/**
 * Call sites put the message first; pino wants the fields first. A child is made on its first line, not when it is
 * asked for: every request asks for one and most write nothing through it, and a pino child costs more than the
 * rest of a cheap request's logging.
 */
class PinoWriter implements Logger {
  #pino: PinoLogger | undefined;
  readonly #parent: PinoLogger;
  readonly #bindings: LogDetails | undefined;

  constructor(parent: PinoLogger, bindings?: LogDetails) {
    this.#parent = parent;
    this.#bindings = bindings;
    if (!bindings) this.#pino = parent;
  }

  #logger(): PinoLogger {
    return (this.#pino ??= this.#parent.child(this.#bindings ?? {}));
  }

  #write(level: Level, message: string, details: LogDetails | undefined) {
    if (!this.#parent.isLevelEnabled(level)) return;
    if (details) this.#logger()[level](details, message);
    else this.#logger()[level](message);
  }

  debug(message: string, details?: LogDetails) {
    this.#write('debug', message, details);
  }
  info(message: string, details?: LogDetails) {
    this.#write('info', message, details);
  }
  warn(message: string, details?: LogDetails) {
    this.#write('warn', message, details);
  }
  error(message: string, details?: LogDetails) {
    this.#write('error', message, details);
  }
  child(bindings: LogDetails): Logger {
    return new PinoWriter(this.#logger(), bindings);
  }
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
  return new PinoWriter(destination ? pino(options, destination) : pino(options));
}
