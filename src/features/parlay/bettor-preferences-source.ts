// Where this device reads the bettor's staking preferences: a change still waiting in the outbox
// first (it is newer than anything the server holds), then the server's answer (the service
// worker's stored copy when offline), then the defaults. Used by the staking panel and by
// 'Optimize Parlays', so the split is staked by exactly what the panel shows.
import { apiGet, isFailure } from '../../api/client';
import type { PreferencesReply } from '../../api/preferences-contract';
import { savedOnThisPage, unsentPreferences } from '../../db/preferences';
import { database } from '../../db/schema';
import {
  DEFAULT_BETTOR_PREFERENCES,
  readPreferences,
  type BettorPreferences,
} from '../../domain/parlay/bettor-preferences';

// The last set this page saved (here or in Settings) lives in src/db/preferences.ts.
export { rememberSaved, savedOnThisPage } from '../../db/preferences';

export async function currentPreferences(userId: number): Promise<BettorPreferences> {
  const unsent = await unsentPreferences(database(), userId).catch(() => null);
  if (unsent) return unsent;
  const saved = savedOnThisPage(userId);
  if (saved) return saved;
  const reply = await apiGet<PreferencesReply>('/settings/preferences');
  if (!isFailure(reply) && reply.httpStatus === 200) return readPreferences(reply.preferences);
  return { ...DEFAULT_BETTOR_PREFERENCES };
}

/** The query string that stakes a split by these preferences (GET /api/optimize_split). */
export function preferencesQuery(preferences: BettorPreferences): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(preferences)) params.set(key, String(value));
  return params.toString();
}
