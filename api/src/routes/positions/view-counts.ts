// Views of positions, counted in memory and written every few seconds, so that reading a position costs a read.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions } from '../../db/schema/projects';
import type { Logger } from '../../lib/logger';

/** How long a view waits in memory at most before it is written. */
export const VIEW_FLUSH_MS = 5_000;

export type ViewCounts = {
  /** Counts one view of `positionId`; returns the views this process has counted and not yet written, this one too. */
  count: (positionId: number) => number;
  /** The views of `positionId` counted here and not yet written. */
  pending: (positionId: number) => number;
  /** Writes the views counted so far, one statement per position in one transaction. */
  flush: () => Promise<void>;
  /** Writes what is left and stops the timer (shutdown). */
  stop: () => Promise<void>;
};

export function createViewCounts(db: Db, logger: Logger, flushMs = VIEW_FLUSH_MS): ViewCounts {
  let counted = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>) {
    try {
      await db.transaction(async (tx) => {
        for (const [positionId, views] of batch) {
          await tx
            .update(positions)
            .set({ views: sql`${positions.views} + ${views}` })
            .where(eq(positions.id, positionId));
        }
      });
    } catch (error) {
      // A view is worth less than a failed request: the batch is dropped, not retried forever.
      logger.warn('Could not write position views', { positions: batch.size, error: String(error) });
    }
  }

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = counted;
    counted = new Map();
    if (batch.size > 0) writing = writing.then(() => write(batch));
    return writing;
  };

  return {
    count: (positionId) => {
      const views = (counted.get(positionId) ?? 0) + 1;
      counted.set(positionId, views);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        // Pending views never keep a process alive on their own; shutdown writes them.
        timer.unref();
      }
      return views;
    },
    pending: (positionId) => counted.get(positionId) ?? 0,
    flush,
    stop: flush,
  };
}
