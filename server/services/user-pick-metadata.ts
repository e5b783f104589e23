// The user's stored list with each pick's optimizer metadata from the picks table (probability,
// odds, game, team, side, reusable, capital limit, mutual exclusion). The optimizer and
// GET /api/user_picks both read it, so the device stores exactly the values the server splits by.
import type { Kysely, Selectable } from 'kysely';
import type { SelectedPick } from '../../src/domain/my-picks';
import { normalizeConfidence } from '../../src/domain/confidence';
import { readSelectedPicks } from '../../src/domain/selected-pick-input';
import type { DB } from '../db/tables';
import type { PicksTable } from '../db/sports-tables';
import { readUserPicks } from './user-pick-lists';

type PickRow = Pick<
  Selectable<PicksTable>,
  | 'id'
  | 'confidence'
  | 'game_id'
  | 'event_team'
  | 'prediction'
  | 'reusable'
  | 'capital_limit'
  | 'mutual_exclusion'
  | 'odds'
  | 'player_name'
  | 'stat_type'
  | 'league'
>;

/** The item with the pick's stored values in place of what the client sent. */
export function withPickMetadata(item: SelectedPick, row: PickRow | undefined): SelectedPick {
  if (!row) return item;
  // our computed confidence is the calibrated P(the pick's side wins): docs/decisions.md
  const confidence = normalizeConfidence(row.confidence) ?? item.confidence;
  return {
    ...item,
    playerName: row.player_name,
    statType: row.stat_type,
    league: row.league,
    confidence,
    probability: confidence / 100,
    odds: row.odds,
    gameKey: row.game_id != null ? `game-${row.game_id}` : (item.gameKey ?? null),
    team: row.event_team,
    side: Number(row.prediction) === 1 ? 1 : 0,
    reusable: Number(row.reusable) === 1,
    capitalLimit: Number(row.capital_limit),
    mutualExclusion: Number(row.mutual_exclusion),
  };
}

export async function userPicksWithMetadata(
  db: Kysely<DB>,
  userId: number,
): Promise<SelectedPick[]> {
  const items = readSelectedPicks(await readUserPicks(db, userId));
  const pickIds = [
    ...new Set(
      items.map((item) => Number(item.sourceId)).filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
  const rows =
    pickIds.length === 0
      ? []
      : await db
          .selectFrom('picks')
          .select([
            'id',
            'confidence',
            'game_id',
            'event_team',
            'prediction',
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
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return items.map((item) => withPickMetadata(item, byId.get(Number(item.sourceId))));
}
