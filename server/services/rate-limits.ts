// Rate limits counted in the database (table rate_events), or in Redis when REDIS_URL is set
// (issue [O]): taking a slot is one atomic step either way, so several server processes agree and a
// concurrent burst gets exactly the allowed number through. Redis unreachable: the database counts.
import { isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import {
  countBucketEventsAfter,
  deleteBucketEvents,
  deleteRateEvent,
  deleteRateEventsBefore,
  findBucketEventAt,
  findNewestBucketEventId,
  inBucketLocks,
  insertRateEvents,
} from '../repositories/rate-events.repository';
import { isoAt, type Clock } from './clock';
import type { RedisCounters } from './rate-limit-redis';

export interface WindowLimit {
  /** At most `max` events in the last `windowMs`. */
  max: number;
  windowMs: number;
}

/** A refusal: the first full bucket and how long until it has room again. */
export interface RateLimited {
  bucket: string;
  retryAfterMs: number;
}

export interface Slot {
  bucket: string;
  limits: readonly WindowLimit[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The one-per-60 s window of code sends (alone, for a send that keeps its own minute window). */
export const SEND_LIMIT_PER_MINUTE: WindowLimit[] = [{ max: 1, windowMs: MINUTE }];
/** The hourly cap of sends per phone or email, across every purpose. */
export const SEND_LIMIT_PER_HOUR: WindowLimit[] = [{ max: 5, windowMs: HOUR }];
/** Code sends per phone or email: one per 60 s and five per hour. */
export const SEND_LIMITS: WindowLimit[] = [...SEND_LIMIT_PER_MINUTE, ...SEND_LIMIT_PER_HOUR];
/** Code sends from one network address (many targets): 20 per hour. */
export const SEND_LIMITS_PER_ADDRESS: WindowLimit[] = [{ max: 20, windowMs: HOUR }];
/** Sign-in attempts per network address, right or wrong: 20 per 15 minutes. */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS: WindowLimit[] = [{ max: 20, windowMs: 15 * MINUTE }];
/** Failed sign-ins per (account, address) pair: 5 per 15 minutes. */
export const SIGN_IN_FAILURES_PER_PAIR: WindowLimit[] = [{ max: 5, windowMs: 15 * MINUTE }];
/**
 * Failed sign-ins per account from origins the account has not seen (no device token of this
 * account, no recent successful sign-in from the address): 10 per 15 minutes and 30 per day, the
 * backoff that slows a distributed guesser down without touching the owner's own devices.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT: WindowLimit[] = [
  { max: 10, windowMs: 15 * MINUTE },
  { max: 30, windowMs: DAY },
];

/**
 * No limit may look further back than this: events older than it are pruned. Checked when a slot
 * is taken, so a new, longer limit cannot silently lose its history.
 */
export const LONGEST_WINDOW_MS = DAY;

/**
 * The part of a network address that limits count under: an IPv4 address whole, an IPv6 address
 * by its /64 (one subscriber gets a whole /64, so counting single IPv6 addresses would give one
 * caller 2^64 fresh budgets). IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.toLowerCase().split('::');
  // a dotted IPv4 tail (64:ff9b::192.0.2.1) fills two groups
  const groupsOf = (text: string) =>
    text === '' ? [] : text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = groupsOf(head);
  const right = groupsOf(tail ?? '');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Where limits are counted: the database's rate_events, or Redis when REDIS_URL is set. The app
 * builds the one store of a process (`app.rateLimits`, app.ts) and every take, give-back and clear
 * is handed it. The database stays the fallback whenever Redis does not answer; a store of a
 * caller's transaction (`{ db: trx, redis: null }`) counts inside that transaction.
 */
export interface RateLimitStore {
  db: Kysely<DB>;
  redis: RedisCounters | null;
}

/** Runs `work` on Redis when the store counts there and Redis answers; else null. */
async function onRedis<T>(
  store: RateLimitStore,
  work: (counters: RedisCounters) => Promise<T>,
): Promise<{ value: T } | null> {
  const counters = store.redis;
  if (!counters) return null;
  try {
    return { value: await work(counters) };
  } catch {
    // unreachable (the link logs that once): the database counts instead
    return null;
  }
}

/** How long until `bucket` has room under `limit` again (0 if it has room now). */
async function retryAfter(
  db: Kysely<DB>,
  clock: Clock,
  bucket: string,
  limit: WindowLimit,
  count: number,
): Promise<number> {
  // The window has room again once the (count - max + 1)-th oldest event in it has aged out.
  const at = await findBucketEventAt(
    db,
    bucket,
    isoAt(clock, -limit.windowMs),
    Math.max(0, count - limit.max),
  );
  if (at === undefined) return 0;
  return Math.max(1000, Date.parse(at) + limit.windowMs - clock.now());
}

/**
 * Atomically: if every limit of every slot has room, records one event in each bucket and returns
 * null; otherwise records nothing and returns the first full bucket.
 */
export async function takeSlots(
  store: RateLimitStore,
  clock: Clock,
  slots: readonly Slot[],
): Promise<RateLimited | null> {
  if (slots.length === 0) return null;
  for (const slot of slots) {
    for (const limit of slot.limits) {
      if (limit.windowMs > LONGEST_WINDOW_MS) {
        throw new Error(`rate limit window of ${slot.bucket} is longer than LONGEST_WINDOW_MS`);
      }
    }
  }
  const counted = await onRedis(store, (counters) => counters.takeSlots(clock.now(), slots));
  if (counted) return counted.value;
  const { db } = store;
  const buckets = [...new Set(slots.map((slot) => slot.bucket))].sort();
  const refused = await inBucketLocks(db, buckets, async (trx) => {
    for (const slot of slots) {
      if (slot.limits.length === 0) continue;
      // All windows of a bucket in one indexed read.
      const counts = await countBucketEventsAfter(
        trx,
        slot.bucket,
        slot.limits.map((limit) => isoAt(clock, -limit.windowMs)),
        isoAt(clock, -Math.max(...slot.limits.map((l) => l.windowMs))),
      );
      for (const [i, limit] of slot.limits.entries()) {
        const count = counts[i] ?? 0;
        if (count >= limit.max) {
          return {
            bucket: slot.bucket,
            retryAfterMs: await retryAfter(trx, clock, slot.bucket, limit, count),
          };
        }
      }
    }
    await insertRateEvents(
      trx,
      slots.map((slot) => slot.bucket),
      isoAt(clock),
    );
    return null;
  });
  if (refused === null) await maybePrune(db, clock);
  return refused;
}

/** One bucket: true when the slot was taken (the caller may go on), false when it is full. */
export async function takeSlot(
  store: RateLimitStore,
  clock: Clock,
  bucket: string,
  limits: readonly WindowLimit[],
): Promise<boolean> {
  return (await takeSlots(store, clock, [{ bucket, limits }])) === null;
}

/** Gives back one event of the bucket (e.g. a sign-in that turned out right is not a failure). */
export async function giveBack(store: RateLimitStore, clock: Clock, bucket: string): Promise<void> {
  if (await onRedis(store, (counters) => counters.giveBack(clock.now(), bucket))) return;
  // Under the bucket's lock, so two give-backs never pick the same row and leave one behind.
  await inBucketLocks(store.db, [bucket], async (trx) => {
    const newest = await findNewestBucketEventId(trx, bucket, isoAt(clock));
    if (newest !== undefined) await deleteRateEvent(trx, newest);
  });
}

/** Forgets a bucket entirely (tests, and an owner's reset). */
export async function clearBucket(store: RateLimitStore, bucket: string): Promise<void> {
  await onRedis(store, (counters) => counters.clear(bucket));
  await deleteBucketEvents(store.db, bucket);
}

/**
 * Deletes events no limit can see any more, on ~1 in 50 taken slots (no separate job needed).
 * Deleting rows older than every window changes no count, so it cannot race a taker; on
 * PostgreSQL only one pruner runs at a time (a try-lock), so two never fight over the same rows.
 */
async function maybePrune(db: Kysely<DB>, clock: Clock): Promise<void> {
  if (Math.random() >= 0.02) return;
  await pruneRateEvents(db, clock);
}

export async function pruneRateEvents(db: Kysely<DB>, clock: Clock): Promise<void> {
  await deleteRateEventsBefore(db, isoAt(clock, -LONGEST_WINDOW_MS));
}
