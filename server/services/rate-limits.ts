// Rate limits counted in the database (table rate_events), so several server processes agree.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';

export interface WindowLimit {
  /** At most `max` events in the last `windowMs`. */
  max: number;
  windowMs: number;
}

/** Code sends per phone or email: one per 60 s and five per hour. */
export const SEND_LIMITS: WindowLimit[] = [
  { max: 1, windowMs: 60_000 },
  { max: 5, windowMs: 3_600_000 },
];
/** Code sends from one network address (many targets): 20 per hour. */
export const SEND_LIMITS_PER_ADDRESS: WindowLimit[] = [{ max: 20, windowMs: 3_600_000 }];
/** Failed sign-ins per account (email): 5 per 15 minutes. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: WindowLimit[] = [{ max: 5, windowMs: 15 * 60_000 }];
/** Sign-in attempts per network address: 20 per 15 minutes. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS: WindowLimit[] = [{ max: 20, windowMs: 15 * 60_000 }];

/** Everything older than the longest window is deleted now and then. */
const LONGEST_WINDOW_MS = 3_600_000;

export async function isLimited(
  db: Kysely<DB>,
  clock: Clock,
  bucket: string,
  limits: readonly WindowLimit[],
): Promise<boolean> {
  for (const limit of limits) {
    const row = await db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('bucket', '=', bucket)
      .where('at', '>', isoAt(clock, -limit.windowMs))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) >= limit.max) return true;
  }
  return false;
}

export async function recordEvent(db: Kysely<DB>, clock: Clock, bucket: string): Promise<void> {
  await db
    .insertInto('rate_events')
    .values({ bucket, at: isoAt(clock) })
    .execute();
  // Pruning on ~1 in 50 writes keeps the table small without a separate job.
  if (Math.random() < 0.02) {
    await db.deleteFrom('rate_events').where('at', '<', isoAt(clock, -LONGEST_WINDOW_MS)).execute();
  }
}

export async function clearBucket(db: Kysely<DB>, bucket: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
}
