import type { Config } from '../config';

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, 'silent'>;

export type Logger = Record<Level, (message: string, details?: Record<string, unknown>) => void>;

/** One-line structured logs on stdout/stderr, filtered by `LOG_LEVEL`. */
export function createLogger(level: Config['logLevel']): Logger {
  const emit = (at: Level) => (message: string, details?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = details ? `${message} ${JSON.stringify(details)}` : message;
    (at === 'error' || at === 'warn' ? console.error : console.log)(`[${at}] ${line}`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
