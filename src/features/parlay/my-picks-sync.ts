// Bringing the server's copy of My Picks into Dexie. The server's list (merged from every
// device's operations) replaces this device's, with this device's unsent operations applied on
// top: what the bettor just did always shows until the server has it (issue [N]). A whole-list
// write queued by an older version still waits: then only the server's fields are merged.
import { apiGet, isFailure } from '../../api/client';
import type { UserPicksReply } from '../../api/parlay-contract';
import {
  LOAD_USER_PICKS_URL,
  USER_PICK_OPS_URL,
  writeMyPickRows,
  type MyPickOp,
} from '../../db/my-picks';
import { pendingWrites, queuedListOps } from '../../db/outbox';
import { database, type ParlayDatabase } from '../../db/schema';
import { applyPendingOps } from '../../domain/lists/list-ops';
import { myPickKey, type SelectedPick } from '../../domain/lists/my-picks';
import { readSelectedPicks } from '../../domain/lists/selected-pick-input';

/** What the server knows better than the device: what the optimizer reads, and how it names it. */
const SERVER_FIELDS = [
  'playerName',
  'statType',
  'league',
  'confidence',
  'probability',
  'calibratedProbability',
  'modelProbability',
  'marketProbability',
  'edge',
  'sportsbook',
  'odds',
  'gameKey',
  'team',
  'side',
  'reusable',
  'capitalLimit',
  'mutualExclusion',
] as const satisfies readonly (keyof SelectedPick)[];

function serverFieldsOf(pick: SelectedPick): Partial<SelectedPick> {
  const fields: Partial<Record<keyof SelectedPick, unknown>> = {};
  for (const key of SERVER_FIELDS) if (pick[key] !== undefined) fields[key] = pick[key];
  return fields as Partial<SelectedPick>;
}

/** Takes the server's fields for every listed item; the list itself is left as it is. */
export async function mergeServerFields(
  db: ParlayDatabase,
  userId: number,
  picks: readonly SelectedPick[],
  nowMs: number,
): Promise<void> {
  await db.transaction('rw', db.myPicks, async () => {
    for (const pick of picks) {
      await db.myPicks.update([userId, pick.id], { ...serverFieldsOf(pick), storedAt: nowMs });
    }
  });
}

/** This account's list operations still waiting in the outbox, oldest first. */
export async function pendingMyPickOps(db: ParlayDatabase, userId: number): Promise<MyPickOp[]> {
  return queuedListOps<MyPickOp>(await pendingWrites(db, userId), USER_PICK_OPS_URL);
}

/**
 * The server's list, with this device's unsent operations on top, becomes this device's list
 * ('replaced'); while a whole-list write of an older version is unsent, only the server's fields
 * are merged ('merged').
 */
export async function adoptServerList(
  db: ParlayDatabase,
  userId: number,
  picks: readonly SelectedPick[],
  nowMs: number,
): Promise<'replaced' | 'merged'> {
  return db.transaction('rw', db.myPicks, db.outbox, async () => {
    const pending = await pendingWrites(db, userId);
    if (pending.some((w) => w.url === LOAD_USER_PICKS_URL)) {
      await mergeServerFields(db, userId, picks, nowMs);
      return 'merged';
    }
    const ops = queuedListOps<MyPickOp>(pending, USER_PICK_OPS_URL);
    await writeMyPickRows(db, userId, applyPendingOps(picks, ops, myPickKey), nowMs);
    return 'replaced';
  });
}

/** GET /api/user_picks into Dexie (see adoptServerList); a failure leaves the device's list. */
export async function refreshFromServer(userId: number, nowMs: number): Promise<void> {
  const reply = await apiGet<UserPicksReply>('/user_picks');
  if (isFailure(reply) || reply.httpStatus !== 200 || reply.updated_at === null) return;
  await adoptServerList(database(), userId, readSelectedPicks(reply.picks), nowMs);
}
