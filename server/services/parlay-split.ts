// The server side of the optimizer: the bettor's stored list, enriched with each pick's computed
// probability and constraints from the database, split by the one optimizer in src/domain.
import type { Kysely } from 'kysely';
import { displayConfidence, normalizeConfidence } from '../../src/domain/confidence';
import { MIN_PICKS_TO_OPTIMIZE } from '../../src/domain/optimize-parlays';
import { mapParlayLeg, type ParlayPick } from '../../src/domain/parlay-picks';
import {
  splitIntoParlays,
  type OptimizedParlay,
  type OptimizerLeg,
} from '../../src/domain/parlay-optimizer';
import type { DB } from '../db/tables';
import { readUserPicks } from './user-pick-lists';

/** What the client posts for each My Picks item (the spec's selected pick); all fields optional. */
interface StoredItem {
  id: string;
  sourceId?: unknown;
  playerName?: unknown;
  statType?: unknown;
  league?: unknown;
  gameInfo?: unknown;
  confidence?: unknown;
  handicapperNames?: unknown;
}

export interface ParlaySplitResult {
  subparlays: ParlayPick[][];
  parlays: OptimizedParlay[];
  expectedProfit: number;
  method: 'exact' | 'greedy';
  listSize: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function splitStoredList(db: Kysely<DB>, userId: number): Promise<ParlaySplitResult> {
  const items = (await readUserPicks(db, userId)).filter(
    (item): item is StoredItem => typeof (item as StoredItem | null)?.id === 'string',
  );
  // too short to split: say so without reading the picks or searching
  if (items.length < MIN_PICKS_TO_OPTIMIZE) {
    return {
      subparlays: [],
      parlays: [],
      expectedProfit: 0,
      method: 'exact',
      listSize: items.length,
    };
  }
  const pickIds = items
    .map((item) => Number(item.sourceId))
    .filter((id) => Number.isInteger(id) && id > 0);
  const rows =
    pickIds.length === 0
      ? []
      : await db
          .selectFrom('picks')
          .select([
            'id',
            'confidence',
            'game_id',
            'reusable',
            'capital_limit',
            'mutual_exclusion',
            'odds',
            'player_name',
            'stat_type',
            'league',
          ])
          .where('id', 'in', pickIds)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));

  const legs: OptimizerLeg[] = [];
  const legView = new Map<string, ParlayPick>();
  for (const item of items) {
    const row = byId.get(Number(item.sourceId));
    // the server's computed confidence when the pick is ours; the list's own number otherwise
    const confidence = normalizeConfidence(row?.confidence ?? item.confidence) ?? 50;
    legs.push({
      id: item.id,
      probability: Math.min(0.99, Math.max(0.01, confidence / 100)),
      gameId: row?.game_id != null ? String(row.game_id) : null,
      reusable: row ? Number(row.reusable) === 1 : false,
      capitalLimit: row ? Number(row.capital_limit) : 0,
      mutualExclusion: row ? Number(row.mutual_exclusion) : -1,
    });
    legView.set(
      item.id,
      mapParlayLeg({
        pID: item.id,
        player_name: row?.player_name ?? text(item.playerName),
        stat_type: row?.stat_type ?? text(item.statType),
        confidence: displayConfidence(confidence),
        odds: row?.odds ?? null,
        league: row?.league ?? text(item.league),
        gameInfo: text(item.gameInfo),
        handicapperNames: Array.isArray(item.handicapperNames)
          ? item.handicapperNames.filter((n): n is string => typeof n === 'string')
          : [],
      }),
    );
  }

  const split = splitIntoParlays(legs);
  return {
    subparlays: split.parlays.map((parlay) =>
      parlay.legIds.map((id) => ({ ...legView.get(id)!, pick_type: parlay.type })),
    ),
    parlays: split.parlays,
    expectedProfit: split.expectedProfit,
    method: split.method,
    listSize: items.length,
  };
}
