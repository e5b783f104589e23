// My Picks in Dexie: the list renders from here at once (online or not), and every change queues
// the whole list for POST /api/load_user_picks in the same transaction, so no change is lost.
import { MY_PICKS_CACHE_POLICY, cacheFreshness } from '../domain/cache-freshness';
import { toggleMyPick, upgradeStoredPick, type SelectedPick } from '../domain/my-picks';
import { enqueueWrite } from './outbox';
import type { MyPickRow, ParlayDatabase } from './schema';

export const LOAD_USER_PICKS_URL = '/api/load_user_picks';

function toRow(userId: number, pick: SelectedPick, nowMs: number): MyPickRow {
  return { ...pick, userId, storedAt: nowMs, version: MY_PICKS_CACHE_POLICY.version! };
}

function toPick(row: MyPickRow): SelectedPick {
  const { userId: _user, storedAt: _stored, version: _version, ...pick } = row;
  return upgradeStoredPick(pick);
}

/** The account's list in the order it was built; rows past 7 days or of another version are left out. */
export async function readMyPicks(
  db: ParlayDatabase,
  userId: number,
  nowMs: number,
): Promise<SelectedPick[]> {
  const rows = await db.myPicks.where('userId').equals(userId).toArray();
  return rows
    .filter((row) => cacheFreshness(row, MY_PICKS_CACHE_POLICY, nowMs) !== 'expired')
    .sort((a, b) => a.addedAt - b.addedAt)
    .map(toPick);
}

/**
 * Replaces the account's list and queues it for the server in one transaction: the rows and the
 * write land together or not at all. The caller then asks the data worker to flush the outbox.
 */
export async function saveMyPicks(
  db: ParlayDatabase,
  userId: number,
  picks: readonly SelectedPick[],
  nowMs: number,
): Promise<void> {
  await db.transaction('rw', db.myPicks, db.outbox, async () => {
    await db.myPicks.where('userId').equals(userId).delete();
    await db.myPicks.bulkPut(picks.map((pick) => toRow(userId, pick, nowMs)));
    await enqueueWrite(
      db,
      { userId, method: 'POST', url: LOAD_USER_PICKS_URL, body: { picks } },
      nowMs,
    );
  });
}

/** 'Add to List' / 'Added': adds the item or takes it off, and queues the new list. */
export async function toggleMyPickFor(
  db: ParlayDatabase,
  userId: number,
  item: SelectedPick,
  nowMs: number,
): Promise<SelectedPick[]> {
  return db.transaction('rw', db.myPicks, db.outbox, async () => {
    const next = toggleMyPick(await readMyPicks(db, userId, nowMs), item);
    await saveMyPicks(db, userId, next, nowMs);
    return next;
  });
}

/** Takes one item off the list (the remove button) and queues the new list. */
export async function removeMyPickFor(
  db: ParlayDatabase,
  userId: number,
  id: string,
  nowMs: number,
): Promise<SelectedPick[]> {
  return db.transaction('rw', db.myPicks, db.outbox, async () => {
    const next = (await readMyPicks(db, userId, nowMs)).filter((pick) => pick.id !== id);
    await saveMyPicks(db, userId, next, nowMs);
    return next;
  });
}
