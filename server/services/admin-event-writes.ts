// One transaction per admin write: every event (and result) is written, or nothing is.
import type { AdminEventBody, ImportPlayerImage, ImportResult } from '../../src/api/admin-contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/tables';
import { isUniqueViolation } from '../db/unique-violation';
import { draftEvent, EventRejected, type EventDraft } from './admin-event-rules';
import { writeAdminEvent, writeResult, type WrittenEvent } from './admin-events';
import { isoAt, type Clock } from './clock';
import type { PriceItem } from './event-import';
import { refreshPickMarkets, upsertPrices, type PriceRow } from './pick-prices';
import { writePlayerImages } from './player-image-import';
import { selectPickIdsByEventIds } from '../repositories/picks.repository';

/**
 * Writes drafted events, results and imported player images in one transaction; a refused item (EventRejected) or a
 * database error rolls everything back. A concurrent insert of the same event id becomes 409.
 */
export async function writeEventsAtomically(
  database: Database,
  clock: Clock,
  drafts: readonly EventDraft[],
  results: readonly ImportResult[],
  reason: string,
  images: readonly ImportPlayerImage[] = [],
  prices: readonly PriceItem[] = [],
): Promise<WrittenEvent[]> {
  try {
    return await database.db.transaction().execute(async (trx) => {
      const written: WrittenEvent[] = [];
      for (const draft of drafts) written.push(await writeAdminEvent(trx, clock, draft, reason));
      const priced = await writePrices(trx, clock, prices);
      const graded: number[] = [];
      for (const result of results)
        graded.push(await writeResult(trx, result.event_id, result.actual_value));
      await writePlayerImages(trx, clock, images);
      // the best price onto each priced pick; closing line value onto each graded one
      await refreshPickMarkets(trx, [...new Set([...priced, ...graded])]);
      return written;
    });
  } catch (error) {
    if (error instanceof EventRejected || !isUniqueViolation(error)) throw error;
    throw new EventRejected(
      409,
      'An event with this id was added at the same time; it exists now.',
    );
  }
}

/** The stored picks' ids by event id, of those of `eventIds` that are stored (500 ids a query). */
export async function pickIdsByEventId(
  db: Kysely<DB> | Transaction<DB>,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  const idOf = new Map<string, number>();
  for (let i = 0; i < eventIds.length; i += 500) {
    for (const row of await selectPickIdsByEventIds(db, eventIds.slice(i, i + 500)))
      idOf.set(row.event_id, Number(row.id));
  }
  return idOf;
}

/** Stores imported prices by event id; an event neither in the file nor stored is refused. */
async function writePrices(
  trx: Transaction<DB>,
  clock: Clock,
  prices: readonly PriceItem[],
): Promise<number[]> {
  if (prices.length === 0) return [];
  const idOf = await pickIdsByEventId(trx, [...new Set(prices.map((p) => p.event_id))]);
  const now = isoAt(clock);
  const rows: PriceRow[] = prices.map((price, i) => {
    const pickId = idOf.get(price.event_id);
    if (pickId === undefined)
      throw new EventRejected(400, `prices[${i}]: no event with id ${price.event_id}.`);
    return {
      pick_id: pickId,
      book: price.book,
      phase: price.phase,
      odds: price.odds,
      other_odds: price.other_odds,
      recorded_at: price.recorded_at ?? now,
    };
  });
  await upsertPrices(trx, rows);
  return [...new Set(rows.map((r) => r.pick_id))];
}

/** add_event and the admin pick submit: validate, derive, write (all or nothing). */
export async function addAdminEvent(
  database: Database,
  clock: Clock,
  body: AdminEventBody,
  reason: string,
): Promise<WrittenEvent> {
  const [written] = await writeEventsAtomically(database, clock, [draftEvent(body)], [], reason);
  if (!written) throw new Error('no event written');
  return written;
}
