// The user's stored list with each pick's optimizer metadata from the picks table (calibrated,
// model and market probabilities, odds and book, game, team, side, reusable, capital limit, mutual
// exclusion). The optimizer and GET /api/user_picks both read it, so the device stores exactly the
// values the server splits by.
import type { Kysely, Selectable } from 'kysely';
import { INT4_MAX } from '../../src/api/bounds';
import type { SelectedPick } from '../../src/domain/lists/my-picks';
import { readSelectedPicks } from '../../src/domain/lists/selected-pick-input';
import type { Probability } from '../../src/domain/probability/scales';
import { wireProbability } from '../../src/domain/picks/server-pick';
import { calibratedFields, readCalibrationFits } from './probability-calibration';
import type { DB } from '../db/tables';
import type { PicksTable } from '../db/sports-tables';
import { selectOriginKinds, selectPickMetadata } from '../repositories/picks.repository';
import { readUserPicks } from './user-pick-lists';

type PickRow = Pick<
  Selectable<PicksTable>,
  | 'id'
  | 'confidence_percent'
  | 'game_id'
  | 'player_id'
  | 'stat_key'
  | 'stat_threshold'
  | 'event_team'
  | 'prediction'
  | 'reusable'
  | 'capital_limit'
  | 'mutual_exclusion'
  | 'odds'
  | 'player_name'
  | 'stat_type'
  | 'league'
  | 'sportsbook'
  | 'model_probability'
  | 'market_probability'
>;

/** The pick's calibrated probability and edge (services/probability-calibration.ts). */
interface Calibrated {
  calibrated_probability: Probability | null;
  edge: number | null;
}

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/** The item with the pick's stored values in place of what the client sent. */
export function withPickMetadata(
  item: SelectedPick,
  row: PickRow | undefined,
  calibrated: Calibrated = { calibrated_probability: null, edge: null },
): SelectedPick {
  if (!row) return item;
  const confidence =
    row.confidence_percent === null ? item.confidence : Number(row.confidence_percent);
  // the optimizer's leg probability is the calibrated one, never confidence / 100 (a stale
  // `probability` a client posted is dropped with it)
  const probability = calibrated.calibrated_probability;
  const { probability: _posted, ...rest } = item;
  return {
    ...rest,
    playerName: row.player_name,
    statType: row.stat_type,
    league: row.league,
    confidence,
    ...(probability === null ? {} : { probability }),
    calibratedProbability: probability,
    modelProbability: wireProbability(row.model_probability),
    marketProbability: wireProbability(row.market_probability),
    edge: calibrated.edge,
    sportsbook: row.sportsbook,
    odds: row.odds,
    gameKey: row.game_id != null ? `game-${row.game_id}` : (item.gameKey ?? null),
    team: row.event_team,
    playerId: row.player_id,
    statKey: row.stat_key,
    threshold: row.stat_threshold === null ? null : Number(row.stat_threshold),
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
      // an id beyond int4 cannot exist, and PostgreSQL refuses to compare one (a 500)
      items
        .map((item) => Number(item.sourceId))
        .filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX),
    ),
  ];
  const rows = pickIds.length === 0 ? [] : await selectPickMetadata(db, pickIds);
  const kinds = pickIds.length === 0 ? [] : await selectOriginKinds(db, pickIds);
  const fits = await readCalibrationFits(db);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return items.map((item) => {
    const row = byId.get(Number(item.sourceId));
    if (!row) return withPickMetadata(item, row);
    const own = kinds.filter((k) => Number(k.pick_id) === Number(row.id)).map((k) => k.kind);
    const pick = {
      confidence: numberOrNull(row.confidence_percent),
      market_probability: numberOrNull(row.market_probability),
    };
    return withPickMetadata(item, row, calibratedFields(fits, pick, own));
  });
}
