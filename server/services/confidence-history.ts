// Reading the confidence history: one pick's changes (the pick detail), and the changes to the
// picks a bettor holds in My Picks since they last looked (the holders' notice).
import type { Kysely } from 'kysely';
import type { ConfidenceChange } from '../../src/api/confidence-contract';
import { INT4_MAX } from '../../src/api/bounds';
import { confidenceReasonText } from '../../src/domain/confidence/confidence-history';
import { readSelectedPicks } from '../../src/domain/lists/selected-pick-input';
import type { DB } from '../db/tables';
import { readUserPicks } from './user-pick-lists';
import {
  selectChangesSince,
  selectPickHistory,
  type ConfidenceHistoryRow,
} from '../repositories/confidence-history.repository';
import { findPickConfidence, selectPickHeadlines } from '../repositories/picks.repository';

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

function changeOf(row: ConfidenceHistoryRow): ConfidenceChange {
  return {
    pick_id: Number(row.pick_id),
    previous_confidence: numberOrNull(row.previous_confidence_percent),
    confidence: numberOrNull(row.confidence_percent),
    reason: confidenceReasonText(row.reason),
    changed_at: row.computed_at,
  };
}

/** A pick's current confidence and every recorded value, oldest first; null for no such pick. */
export async function readConfidenceHistory(db: Kysely<DB>, pickId: number) {
  const pick = await findPickConfidence(db, pickId);
  if (!pick) return null;
  const rows = await selectPickHistory(db, pickId);
  return { confidence: numberOrNull(pick.confidence_percent), history: rows.map(changeOf) };
}

/**
 * The user's My Picks whose confidence changed after `since` (an ISO time): per pick, its changes
 * oldest first, the value before the first and the value now. A pick's first value is no change.
 */
export async function heldPickChanges(db: Kysely<DB>, userId: number, since: string) {
  const items = readSelectedPicks(await readUserPicks(db, userId));
  const itemIdOf = new Map<number, string>();
  for (const item of items) {
    const id = Number(item.sourceId);
    if (Number.isInteger(id) && id > 0 && id <= INT4_MAX && !itemIdOf.has(id))
      itemIdOf.set(id, item.id);
  }
  const ids = [...itemIdOf.keys()];
  if (ids.length === 0) return [];
  const rows = await selectChangesSince(db, ids, since);
  if (rows.length === 0) return [];
  const picks = await selectPickHeadlines(
    db,
    rows.map((row) => Number(row.pick_id)),
  );
  const byPick = new Map<number, ConfidenceChange[]>();
  for (const row of rows) {
    const list = byPick.get(Number(row.pick_id)) ?? [];
    list.push(changeOf(row));
    byPick.set(Number(row.pick_id), list);
  }
  return picks
    .map((pick) => {
      const changes = byPick.get(Number(pick.id)) ?? [];
      return {
        pick_id: Number(pick.id),
        item_id: itemIdOf.get(Number(pick.id)) ?? String(pick.id),
        player_name: pick.player_name,
        stat_type: pick.stat_type,
        previous_confidence: changes[0]?.previous_confidence ?? null,
        confidence: numberOrNull(pick.confidence_percent),
        changes,
      };
    })
    .sort((a, b) => a.pick_id - b.pick_id);
}
