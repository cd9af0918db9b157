import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { deleteMessagesUntouchedSince } from './support.repository.ts';

/** The Privacy Policy's promise: Contact Us messages and bug reports go 2 years after the last reply. */
export const SUPPORT_RETENTION_DAYS = 730;
const DAY_MS = 86_400_000;

/** Erases the messages last touched (received, or answered) more than the retention period ago. */
export async function purgeExpiredMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SUPPORT_RETENTION_DAYS * DAY_MS).toISOString();
  return deleteMessagesUntouchedSince(db, cutoff);
}

/** Purges once the server is ready, then once a day while it runs. */
export function scheduleRetention(app: FastifyInstance, db: Db, clock: Clock): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await purgeExpiredMessages(db, clock.now());
      if (removed > 0) app.log.info({ removed }, 'support: erased messages past their retention period');
    } catch (error) {
      app.log.error({ err: error }, 'support: the retention purge failed; it runs again tomorrow');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
