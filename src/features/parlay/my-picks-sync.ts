// Bringing the server's copy of My Picks into Dexie. The optimizer's metadata (and the server's
// own confidence and names) for items this device already lists is always safe to take; the whole
// list replaces this device's only when no change of ours still waits in the outbox.
import { apiGet, isFailure } from '../../api/client';
import type { UserPicksReply } from '../../api/parlay-contract';
import { LOAD_USER_PICKS_URL } from '../../db/my-picks';
import { pendingWrites } from '../../db/outbox';
import { database, type MyPickRow, type ParlayDatabase } from '../../db/schema';
import { MY_PICKS_CACHE_POLICY, cacheFreshness } from '../../domain/cache-freshness';
import type { SelectedPick } from '../../domain/my-picks';
import { readSelectedPicks } from '../../domain/selected-pick-input';

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

/** True when this device has no list yet, or a row past its 24 h freshness. */
export async function wantsServerList(
  db: ParlayDatabase,
  userId: number,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.myPicks.where('userId').equals(userId).toArray();
  return (
    rows.length === 0 ||
    rows.some((row) => cacheFreshness(row, MY_PICKS_CACHE_POLICY, nowMs) !== 'fresh')
  );
}

/**
 * The server's list replaces this device's when no unsent list change of ours waits in the outbox
 * (a new device, another device's edits); otherwise only the server's fields are merged.
 */
export async function adoptServerList(
  db: ParlayDatabase,
  userId: number,
  picks: readonly SelectedPick[],
  nowMs: number,
): Promise<'replaced' | 'merged'> {
  return db.transaction('rw', db.myPicks, db.outbox, async () => {
    const unsent = (await pendingWrites(db, userId)).some((w) => w.url === LOAD_USER_PICKS_URL);
    if (unsent) {
      await mergeServerFields(db, userId, picks, nowMs);
      return 'merged';
    }
    const rows: MyPickRow[] = picks.map((pick) => ({
      ...pick,
      userId,
      storedAt: nowMs,
      version: MY_PICKS_CACHE_POLICY.version!,
    }));
    await db.myPicks.where('userId').equals(userId).delete();
    await db.myPicks.bulkPut(rows);
    return 'replaced';
  });
}

/** GET /api/user_picks into Dexie (see adoptServerList); a failure leaves the device's list. */
export async function refreshFromServer(userId: number, nowMs: number): Promise<void> {
  const reply = await apiGet<UserPicksReply>('/user_picks');
  if (isFailure(reply) || reply.httpStatus !== 200 || reply.updated_at === null) return;
  await adoptServerList(database(), userId, readSelectedPicks(reply.picks), nowMs);
}
