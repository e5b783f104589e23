// A new admin event's computed confidence: its experts' stated confidences weighted by their graded
// records, and the model's P(over) when the player and stat are in the sports world
// (src/domain/pick-confidence.ts, the same formula as the demo slate's picks).
import type { Kysely, Transaction } from 'kysely';
import { ALGO_HANDICAPPER_ID } from '../../src/domain/handicappers';
import {
  computePickConfidence,
  gradePick,
  type ExpertRecord,
} from '../../src/domain/pick-confidence';
import type { PredictionSide } from '../../src/domain/prediction';
import { asPercent, asProbability, percentOf } from '../../src/domain/scales';
import {
  fitStatDistribution,
  MODEL_WINDOW,
  probabilityOver,
} from '../../src/domain/stat-distribution';
import type { DB } from '../db/tables';
import { originRows } from './experts';
import { recentGames, statValues } from './stat-lines';
import { LEAGUES } from '../demo/leagues';
import type { EventDraft } from './admin-event-rules';
import { statKindOf } from './distributions';

type Db = Kysely<DB> | Transaction<DB>;

/** The stat key behind a prop's stat_type in a league (e.g. NBA "PRA" → pra), if the demo knows it. */
function statKeyOf(league: string, statType: string): string | null {
  const spec = LEAGUES.find((l) => l.code === league);
  const wanted = statType.trim().toLowerCase();
  for (const role of spec?.roles ?? []) {
    for (const stat of [...role.stats, ...(role.derived ?? [])]) {
      if (stat.prop?.toLowerCase() === wanted || stat.key === wanted) return stat.key;
    }
  }
  return null;
}

/** Graded wins/losses and mean stated confidence per expert, from their earlier picks. */
async function recordsOf(db: Db, expertIds: readonly number[]) {
  const records = new Map<number, ExpertRecord & { statedSum: number }>();
  if (expertIds.length === 0) return records;
  const rows = await originRows(db, expertIds, { gradedOnly: true });
  for (const row of rows) {
    const record = records.get(row.expert_id) ?? {
      wins: 0,
      losses: 0,
      meanStatedConfidence: null,
      statedSum: 0,
    };
    const side = (Number(row.prediction) === 1 ? 1 : 0) as PredictionSide;
    const result = gradePick(side, Number(row.stat_threshold), Number(row.actual_value));
    if (result === 'push') continue;
    record[result === 'win' ? 'wins' : 'losses'] += 1;
    record.statedSum += Number(row.stated_confidence_percent ?? 50);
    record.meanStatedConfidence = asPercent(record.statedSum / (record.wins + record.losses));
    records.set(row.expert_id, record);
  }
  return records;
}

/** The model's P(over) from the player's recent lines, when the player and stat are known. */
async function modelProbabilityOver(db: Db, draft: EventDraft) {
  const { event } = draft;
  const league = event.league[0] ?? '';
  const statKey = statKeyOf(league, event.stat_type);
  if (statKey === null || event.stat_threshold === null || event.player_name === '') {
    return { playerId: null, statKey, pOver: null };
  }
  // Foreign data names the player: the full name in the league, and the player's team when two
  // share the name (the pick then carries this id, so nothing downstream looks up the name again).
  const named = await db
    .selectFrom('players')
    .innerJoin('teams', 'teams.id', 'players.team_id')
    .select(['players.id', 'teams.name as team'])
    .where('players.league', '=', league)
    .where('players.name', '=', event.player_name)
    .orderBy('players.id')
    .execute();
  const team = event.player_team.trim().toLowerCase();
  const player = named.find((p) => team !== '' && p.team.toLowerCase() === team) ?? named[0];
  if (!player) return { playerId: null, statKey, pOver: null };
  const values = statValues(
    await recentGames(db, player.id, { limit: MODEL_WINDOW, before: event.eventDate }),
    statKey,
  );
  if (values.length === 0) return { playerId: player.id, statKey, pOver: null };
  const fit = fitStatDistribution(values, statKindOf(statKey));
  return { playerId: player.id, statKey, pOver: probabilityOver(fit, event.stat_threshold) };
}

/** The pick's confidence (0-100) and the model's view, from the experts' records and the model. */
export async function computedConfidence(db: Db, draft: EventDraft, expertIds: readonly number[]) {
  const { event, side } = draft;
  const model = await modelProbabilityOver(db, draft);
  const records = await recordsOf(db, [...expertIds, ALGO_HANDICAPPER_ID]);
  const noRecord: ExpertRecord = { wins: 0, losses: 0, meanStatedConfidence: null };
  const confidence = computePickConfidence({
    side,
    modelProbabilityOver: model.pOver,
    modelRecord: records.get(ALGO_HANDICAPPER_ID) ?? null,
    experts: event.pick_origin.map((origin, i) => ({
      prediction: side,
      // the event's origins carry the spec's 0-1 fraction (the admin form converts its percent)
      confidence: percentOf(asProbability(origin.confidence)),
      record: records.get(expertIds[i] ?? -1) ?? noRecord,
    })),
  });
  return { model, confidence };
}
