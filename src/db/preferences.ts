// The bettor's staking preferences on this device: a change is queued in the outbox (POST
// /api/settings/preferences, replayed when online) and shown at once; until it is sent, the latest
// queued change is what this device uses, ahead of the server's (or the service worker's stored)
// answer.
import { readPreferences, type BettorPreferences } from '../domain/parlay/bettor-preferences';
import { enqueueWrite } from './outbox';
import type { ParlayDatabase } from './schema';

export const PREFERENCES_URL = '/api/settings/preferences';

/** The latest change of this account still waiting in the outbox, or null. */
export async function unsentPreferences(
  db: ParlayDatabase,
  userId: number,
): Promise<BettorPreferences | null> {
  const waiting = await db.outbox
    .filter((e) => e.userId === userId && e.url === PREFERENCES_URL && e.rejectedAt === null)
    .sortBy('seq');
  const latest = waiting.at(-1);
  if (!latest?.body) return null;
  try {
    return readPreferences(JSON.parse(latest.body));
  } catch {
    return null;
  }
}

/** Queues the whole set (a later change supersedes it on the server as on this device). */
export async function queuePreferences(
  db: ParlayDatabase,
  userId: number,
  preferences: BettorPreferences,
  nowMs: number,
): Promise<void> {
  await enqueueWrite(
    db,
    { userId, method: 'POST', url: PREFERENCES_URL, body: { ...preferences } },
    nowMs,
  );
}

/** Every change of this account still waiting in the outbox, oldest first, laid one over another. */
export async function unsentPreferenceChanges(
  db: ParlayDatabase,
  userId: number,
): Promise<Record<string, unknown> | null> {
  const waiting = await db.outbox
    .filter((e) => e.userId === userId && e.url === PREFERENCES_URL && e.rejectedAt === null)
    .sortBy('seq');
  if (waiting.length === 0) return null;
  const layered: Record<string, unknown> = {};
  for (const entry of waiting) {
    try {
      Object.assign(layered, JSON.parse(entry.body ?? '{}'));
    } catch {
      // an unreadable body changes nothing on this device (the server refuses it too)
    }
  }
  return layered;
}

/**
 * The last staking set this page saved (the staking panel or Settings): shown at once, and used
 * to stake a split, before the server's (or the service worker's stored) copy catches up.
 */
let savedHere: { userId: number; preferences: BettorPreferences } | null = null;

export function rememberSaved(userId: number, preferences: BettorPreferences): void {
  savedHere = { userId, preferences };
}

export function savedOnThisPage(userId: number): BettorPreferences | null {
  return savedHere?.userId === userId ? savedHere.preferences : null;
}
