// Stores the picks telemetry the client's buffer sends, within limits that keep it from filling the
// disk: batches per caller and minute, anonymous events per day, a size cap per payload, retention.
import type { Kysely, Transaction } from 'kysely';
import { TELEMETRY_PAYLOAD_MAX_BYTES, type TelemetryBody } from '../../src/api/admin-contract';
import type { DB } from '../db/tables';
import {
  addToQuota,
  deleteEventsBefore,
  deleteQuotaBefore,
  ensureQuotaRow,
  insertEvents,
} from '../repositories/telemetry.repository';
import { isoAt, type Clock } from './clock';
import { addressKey, type WindowLimit } from './rate-limits';

/** Anonymous batches per network address: 6 a minute (the client flushes every 15 s or at 10). */
export const ANONYMOUS_BATCHES_PER_ADDRESS: WindowLimit[] = [{ max: 6, windowMs: 60_000 }];
/** Signed-in batches per account: 60 a minute, as before the anonymous caps. */
export const SIGNED_IN_BATCHES_PER_ACCOUNT: WindowLimit[] = [{ max: 60, windowMs: 60_000 }];
/** Anonymous events stored per UTC day, all callers together; then 429 until midnight UTC. */
export const ANONYMOUS_EVENTS_PER_DAY = 20_000;
/**
 * Events one account may store per UTC day. A bettor's page sends a few hundred on a busy
 * evening (it flushes every 10 events or 15 s); the cap only stops a scripted account.
 */
export const ACCOUNT_EVENTS_PER_DAY = 5_000;
/** Telemetry is kept this long, then deleted by jobs/telemetry-retention.ts. */
export const TELEMETRY_RETENTION_DAYS = 30;

/**
 * The rate-limit bucket of a caller: the account, or the address as every limit counts it
 * (`addressKey`: IPv6 per /64, so rotating addresses inside one block does not multiply the limit;
 * an IPv4-mapped address is its IPv4 caller).
 */
export function telemetryBucket(userId: number | null, address: string): string {
  return userId !== null ? `telemetry:user:${userId}` : `telemetry:anon:${addressKey(address)}`;
}

/** The anonymous daily cap is full: nothing of the batch was stored. */
export class TelemetryDailyCapReached extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Telemetry is full for today. Please try again tomorrow.');
  }
}

/** A payload as stored: its JSON, or a small marker when it is over the size cap. */
function storedPayload(payload: unknown): string | null {
  if (payload === undefined) return null;
  const text = JSON.stringify(payload) ?? 'null';
  const bytes = Buffer.byteLength(text, 'utf8');
  return bytes > TELEMETRY_PAYLOAD_MAX_BYTES ? JSON.stringify({ dropped_bytes: bytes }) : text;
}

/**
 * Counts `n` anonymous events against today's cap: one conditional UPDATE, so concurrent batches
 * (several processes included) wait on the day's row and never overshoot. False when full.
 */
async function takeDailyQuota(
  trx: Transaction<DB>,
  day: string,
  caller: string,
  cap: number,
  n: number,
): Promise<boolean> {
  await ensureQuotaRow(trx, day, caller);
  return addToQuota(trx, day, caller, cap, n);
}

/**
 * Inserts a batch in one transaction (one statement per 250 rows) and returns how many were
 * stored. An anonymous batch (userId null) first takes its events from today's cap and throws
 * TelemetryDailyCapReached when they do not fit. `inTransaction` runs inside the same transaction
 * (idempotency keys), so the batch and whatever it records land together or not at all.
 */
export async function storeTelemetry(
  db: Kysely<DB>,
  clock: Clock,
  userId: number | null,
  events: TelemetryBody['events'],
  inTransaction?: (trx: Transaction<DB>) => Promise<void>,
): Promise<number> {
  const received_at = isoAt(clock);
  const rows = events.map((e) => ({
    user_id: userId,
    event: e.event,
    client_ts: e.ts,
    payload: storedPayload(e.payload),
    received_at,
  }));
  await db.transaction().execute(async (trx) => {
    if (rows.length > 0) {
      const day = received_at.slice(0, 10);
      const [caller, cap] =
        userId === null
          ? ['anonymous', ANONYMOUS_EVENTS_PER_DAY]
          : [`user:${userId}`, ACCOUNT_EVENTS_PER_DAY];
      if (!(await takeDailyQuota(trx, day, caller, cap, rows.length))) {
        const midnight = Date.parse(`${day}T00:00:00.000Z`) + 86_400_000;
        throw new TelemetryDailyCapReached(midnight - clock.now());
      }
    }
    for (let i = 0; i < rows.length; i += 250) {
      await insertEvents(trx, rows.slice(i, i + 250));
    }
    await inTransaction?.(trx);
  });
  return rows.length;
}

/**
 * Deletes telemetry received more than the retention period ago, in chunks so no statement holds
 * locks for long, and quota rows of past days. Safe to run in several processes at once: a row
 * another run deleted first is simply not deleted twice. Returns how many events went.
 */
export async function deleteExpiredTelemetry(
  db: Kysely<DB>,
  clock: Clock,
  chunk = 5_000,
): Promise<number> {
  const cutoff = isoAt(clock, -TELEMETRY_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const n = await deleteEventsBefore(db, cutoff, chunk);
    deleted += n;
    if (n < chunk) break;
  }
  await deleteQuotaBefore(db, isoAt(clock, -2 * 86_400_000).slice(0, 10));
  return deleted;
}
