// Stores the picks telemetry the client's buffer sends, and the per-address limit on batches.
import type { Kysely } from 'kysely';
import type { TelemetryBody } from '../../src/api/admin-contract';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';
import type { WindowLimit } from './rate-limits';

/** Batches per network address: 60 a minute (the client flushes every 15 s or at 10 events). */
export const TELEMETRY_BATCHES_PER_ADDRESS: WindowLimit[] = [{ max: 60, windowMs: 60_000 }];

export const telemetryBucket = (address: string) => `telemetry:${address}`;

/** Inserts a batch in one statement per 250 rows; returns how many were stored. */
export async function storeTelemetry(
  db: Kysely<DB>,
  clock: Clock,
  userId: number | null,
  events: TelemetryBody['events'],
): Promise<number> {
  const received_at = isoAt(clock);
  const rows = events.map((e) => ({
    user_id: userId,
    event: e.event,
    client_ts: e.ts,
    payload: e.payload === undefined ? null : JSON.stringify(e.payload),
    received_at,
  }));
  if (rows.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 250) {
      await trx
        .insertInto('telemetry_events')
        .values(rows.slice(i, i + 250))
        .execute();
    }
  });
  return rows.length;
}
