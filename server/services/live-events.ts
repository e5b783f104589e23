// The log of live updates (table live_events, issue [O]): each published event is a row first, so
// its id orders it for every process and a page that reconnects resumes after the last id it saw.
import type { Kysely } from 'kysely';
import type { LiveEventKind, LiveEvents } from '../../src/api/live-contract';
import type { DB } from '../db/tables';
import {
  deleteLiveEventsBefore,
  findOldestLiveEventId,
  insertLiveEvent,
  selectLiveEventsAfter,
} from '../repositories/live-events.repository';
import { isoAt, type Clock } from './clock';

/** Events are kept this long; a page away longer is told to refresh everything (`reset`). */
export const LIVE_EVENTS_KEPT_MS = 60 * 60_000;
/** A resume sends at most this many events; more than that and a `reset` is cheaper. */
export const LIVE_RESUME_LIMIT = 200;

export interface LiveEvent<K extends LiveEventKind = LiveEventKind> {
  id: number;
  /** null: every signed-in page; else this account's pages only. */
  userId: number | null;
  kind: K;
  data: LiveEvents[K];
}

export async function recordLiveEvent<K extends Exclude<LiveEventKind, 'reset'>>(
  db: Kysely<DB>,
  clock: Clock,
  userId: number | null,
  kind: K,
  data: LiveEvents[K],
): Promise<LiveEvent<K>> {
  const id = await insertLiveEvent(db, {
    user_id: userId,
    kind,
    data: JSON.stringify(data),
    created_at: isoAt(clock),
  });
  return { id, userId, kind, data };
}

/**
 * The account's events after `afterId`, oldest first, or 'reset' when some may be gone (pruned,
 * or more than a resume sends).
 */
export async function liveEventsSince(
  db: Kysely<DB>,
  userId: number,
  afterId: number,
): Promise<LiveEvent[] | 'reset'> {
  const oldest = await findOldestLiveEventId(db);
  // the page's last event and the ones after it were pruned: it may have missed some
  if (oldest !== null && oldest > afterId + 1) return 'reset';
  // one more than a resume sends: that one says "too many"
  const rows = await selectLiveEventsAfter(db, userId, afterId, LIVE_RESUME_LIMIT + 1);
  if (rows.length > LIVE_RESUME_LIMIT) return 'reset';
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    kind: row.kind as LiveEventKind,
    data: JSON.parse(row.data) as LiveEvents[LiveEventKind],
  }));
}

/** Deletes events older than LIVE_EVENTS_KEPT_MS. */
export async function pruneLiveEvents(db: Kysely<DB>, clock: Clock): Promise<void> {
  await deleteLiveEventsBefore(db, isoAt(clock, -LIVE_EVENTS_KEPT_MS));
}
