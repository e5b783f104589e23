// Where the holders' notice comes from: online the server's answer since this device's mark,
// offline (or on any failure) the last answer this device stored. Both, and the mark, live in one
// account-tagged Dexie copy (src/db/settings-cache.ts), so a sign-out or another account clears
// them; the service worker never stores the answer itself (its `since` changes on every look).
import type { ConfidenceChangesReply } from '../../api/confidence-contract';
import { apiGet, isFailure } from '../../api/client';
import { database, type ParlayDatabase } from '../../db/schema';
import { readSettingsCache, writeSettingsCache } from '../../db/settings-cache';
import {
  changesToShow,
  markAfterDismiss,
  noticeSince,
  type HeldItem,
} from '../../domain/confidence/confidence-notice';
import { confidenceHistoryPath } from '../../domain/confidence/confidence-timeline';
import { clientNow } from '../../api/clock';

export type HeldPickChanges = ConfidenceChangesReply['picks'][number];

/** The device's notice state for the signed-in account. */
interface StoredNotice {
  /** The newest change the bettor dismissed here (the server's time); the next `since`. */
  seenThrough: string | null;
  /** The last answer still to show, for offline. */
  picks: HeldPickChanges[];
}

const CACHE_KEY = 'confidence-notice';

async function readStored(db: ParlayDatabase): Promise<StoredNotice | null> {
  const entry = await readSettingsCache<StoredNotice>(db, CACHE_KEY).catch(() => null);
  return entry?.data ?? null;
}

function store(db: ParlayDatabase, notice: StoredNotice): Promise<boolean> {
  return writeSettingsCache(db, CACHE_KEY, notice, clientNow()).catch(() => false);
}

export interface LoadedNotice {
  picks: HeldPickChanges[];
  /** True when the server could not be asked and the stored answer is shown. */
  fromCache: boolean;
}

/** The changes to show for the list `held` (nothing is asked for an empty list). */
export async function loadConfidenceNotice(
  held: readonly HeldItem[],
  db: ParlayDatabase = database(),
): Promise<LoadedNotice> {
  const stored = await readStored(db);
  const seenThrough = stored?.seenThrough ?? null;
  const since = noticeSince(seenThrough, held);
  if (since === null) return { picks: [], fromCache: false };
  const reply = await apiGet<ConfidenceChangesReply>(
    `/user/picks/confidence-changes?${new URLSearchParams({ since }).toString()}`,
  );
  if (isFailure(reply)) {
    return { picks: changesToShow(stored?.picks ?? [], held, seenThrough), fromCache: true };
  }
  const picks = changesToShow(reply.picks, held, seenThrough);
  await store(db, { seenThrough, picks });
  // the detail's history of a changed pick may have been stored before the change (My Picks'
  // prefetch): asked again now, the service worker's copy agrees with the notice offline too
  for (const pick of picks) void apiGet<unknown>(confidenceHistoryPath(pick.pick_id));
  return { picks, fromCache: false };
}

/** The bettor dismissed `shown`: the mark moves past its newest change and nothing stays stored. */
export async function dismissConfidenceNotice(
  shown: readonly HeldPickChanges[],
  db: ParlayDatabase = database(),
): Promise<void> {
  const stored = await readStored(db);
  const seenThrough = markAfterDismiss(stored?.seenThrough ?? null, shown);
  await store(db, { seenThrough, picks: [] });
}
