// My Picks in Dexie: the list renders from here at once (online or not), and every change queues
// its operation (an add or a remove, with an id and the time) for POST /api/user_picks/ops in the
// same transaction, so no change is lost and two devices' changes merge on the server (issue [N]).
import { MY_PICKS_CACHE_POLICY, cacheFreshness } from '../domain/offline/cache-freshness';
import type { ListOp } from '../domain/lists/list-ops';
import {
  myPickKey,
  removeMyPick,
  toggleMyPick,
  upgradeStoredPick,
  type SelectedPick,
} from '../domain/lists/my-picks';
import { enqueueWrite } from './outbox';
import type { MyPickRow, ParlayDatabase } from './schema';

/** Where the whole list went before operations (a queued one from an older version still replays). */
export const LOAD_USER_PICKS_URL = '/api/load_user_picks';
export const USER_PICK_OPS_URL = '/api/user_picks/ops';

/** One queued change of the list: the operation, and for an add the item it puts in. */
export type MyPickOp = ListOp & { item?: SelectedPick };

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

/** Writes the account's rows as `picks` (in order). */
export async function writeMyPickRows(
  db: ParlayDatabase,
  userId: number,
  picks: readonly SelectedPick[],
  nowMs: number,
): Promise<void> {
  await db.myPicks.where('userId').equals(userId).delete();
  await db.myPicks.bulkPut(picks.map((pick) => toRow(userId, pick, nowMs)));
}

/** The operations turning `before` into `after`, stamped with this device's clock. */
function opsBetween(
  before: readonly SelectedPick[],
  after: readonly SelectedPick[],
  nowMs: number,
): MyPickOp[] {
  const had = new Set(before.map(myPickKey));
  const has = new Set(after.map(myPickKey));
  const op = (kind: MyPickOp['kind'], key: string, item?: SelectedPick): MyPickOp => ({
    id: crypto.randomUUID(),
    kind,
    key,
    at: nowMs,
    ...(item ? { item } : {}),
  });
  return [
    ...[...had].filter((key) => !has.has(key)).map((key) => op('remove', key)),
    ...after
      .filter((pick) => !had.has(myPickKey(pick)))
      .map((pick) => op('add', myPickKey(pick), pick)),
  ];
}

/**
 * Changes the account's list and queues the operations for the server in one transaction: the
 * rows and the write land together or not at all. The caller then asks the worker to flush.
 */
async function changeMyPicks(
  db: ParlayDatabase,
  userId: number,
  change: (list: SelectedPick[]) => SelectedPick[],
  nowMs: number,
): Promise<SelectedPick[]> {
  return db.transaction('rw', db.myPicks, db.outbox, async () => {
    const before = await readMyPicks(db, userId, nowMs);
    const after = change(before);
    const ops = opsBetween(before, after, nowMs);
    if (ops.length === 0) return before;
    await writeMyPickRows(db, userId, after, nowMs);
    await enqueueWrite(
      db,
      { userId, method: 'POST', url: USER_PICK_OPS_URL, body: { ops } },
      nowMs,
    );
    return after;
  });
}

/** 'Add to List' / 'Added': adds the pick or takes it off (under any of its ids), and queues it. */
export function toggleMyPickFor(
  db: ParlayDatabase,
  userId: number,
  item: SelectedPick,
  nowMs: number,
): Promise<SelectedPick[]> {
  return changeMyPicks(db, userId, (list) => toggleMyPick(list, item), nowMs);
}

/** Takes one item off the list (the remove button) and queues the removal. */
export function removeMyPickFor(
  db: ParlayDatabase,
  userId: number,
  id: string,
  nowMs: number,
): Promise<SelectedPick[]> {
  return changeMyPicks(db, userId, (list) => removeMyPick(list, id), nowMs);
}
