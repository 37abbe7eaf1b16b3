import type { Config } from '../config';
import { createLogger, type Logger } from '../lib/logger';

export type LogLine = { level: string; time: string; msg: string } & Record<string, unknown>;

/** A real logger whose JSON lines are kept in memory, parsed, for assertions. */
export function captureLogs(level: Config['logLevel'] = 'debug'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
