// A pick's computed confidence: its experts' stated confidences weighted by their graded records,
// and the model's P(over) when the player and stat are in the sports world
// (src/domain/confidence/pick-confidence.ts, the same formula as the demo slate's picks). Used for a new admin
// event and by the confidence refresh job (server/services/confidence-refresh.ts).
import type { Kysely, Transaction } from 'kysely';
import { ALGO_HANDICAPPER_ID } from '../../src/domain/handicappers/handicappers';
import {
  computePickConfidence,
  type ExpertRecord,
} from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import { asPercent, asProbability, percentOf } from '../../src/domain/probability/scales';
import {
  fitStatDistribution,
  MODEL_WINDOW,
  probabilityOver,
} from '../../src/domain/probability/stat-distribution';
import type { DB } from '../db/tables';
import { recordsFrom } from './experts';
import { selectExpertKinds, selectOriginRows } from '../repositories/experts.repository';
import { expertHasPick } from '../repositories/picks.repository';
import { selectPlayersNamed } from '../repositories/players.repository';
import { recentGames, statValues } from './stat-lines';
import { leagueEntry, statKindOf } from '../catalog/lookups';
import type { EventDraft } from './admin-event-rules';

type Db = Kysely<DB> | Transaction<DB>;

/** The stat key behind a prop's stat_type in a league (e.g. NBA "PRA" → pra), if the catalogue knows it. */
function statKeyOf(league: string, statType: string): string | null {
  const spec = leagueEntry(league);
  const wanted = statType.trim().toLowerCase();
  for (const role of spec?.roles ?? []) {
    for (const stat of [...role.stats, ...(role.derived ?? [])]) {
      if (stat.prop?.toLowerCase() === wanted || stat.key === wanted) return stat.key;
    }
  }
  return null;
}

async function recordsOf(db: Db, expertIds: readonly number[]) {
  if (expertIds.length === 0) return new Map<number, ExpertRecord>();
  return recordsFrom(await selectOriginRows(db, expertIds, { gradedOnly: true }));
}

/** The model's P(over) for a player's stat at a line, from his lines before `before` (or null). */
export async function modelOverFor(
  db: Db,
  input: { playerId: number; statKey: string; threshold: number; before: string },
): Promise<number | null> {
  const values = statValues(
    await recentGames(db, input.playerId, { limit: MODEL_WINDOW, before: input.before }),
    input.statKey,
  );
  if (values.length === 0) return null;
  return probabilityOver(fitStatDistribution(values, statKindOf(input.statKey)), input.threshold);
}

/** One expert's call on a pick, as stored: their side and stated confidence (percent). */
export interface OriginOpinion {
  expertId: number;
  kind: string;
  prediction: PredictionSide;
  statedPercent: number | null;
}

/** Whether the algorithm has any pick in this database (then its record calibrates the model). */
export async function algorithmIsActive(db: Db): Promise<boolean> {
  return expertHasPick(db, ALGO_HANDICAPPER_ID);
}

/**
 * The pick's confidence (0-100) by the formula in docs/decisions.md: the model calibrated by the
 * algorithm's record, and each expert calibrated by their own. The algorithm is left out of the
 * expert sum when the model speaks, so it is not counted twice. Once the algorithm has picks, an
 * empty record calibrates the model to nothing (as the demo computed its first day); a database
 * where it never picked (admin events only) lets the model count fully.
 */
export function confidenceOf(input: {
  side: PredictionSide;
  modelProbabilityOver: number | null;
  records: ReadonlyMap<number, ExpertRecord>;
  origins: readonly OriginOpinion[];
  algorithmActive: boolean;
}) {
  const noRecord: ExpertRecord = { wins: 0, losses: 0, meanStatedConfidence: null };
  const experts = input.origins.filter(
    (o) => input.modelProbabilityOver === null || o.kind !== 'algorithm',
  );
  return computePickConfidence({
    side: input.side,
    modelProbabilityOver: input.modelProbabilityOver,
    modelRecord:
      input.records.get(ALGO_HANDICAPPER_ID) ?? (input.algorithmActive ? noRecord : null),
    experts: experts.map((origin) => ({
      prediction: origin.prediction,
      confidence: origin.statedPercent === null ? null : asPercent(origin.statedPercent),
      record: input.records.get(origin.expertId) ?? noRecord,
    })),
  });
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
  const named = await selectPlayersNamed(db, league, event.player_name);
  const team = event.player_team.trim().toLowerCase();
  const player = named.find((p) => team !== '' && p.team.toLowerCase() === team) ?? named[0];
  if (!player) return { playerId: null, statKey, pOver: null };
  const pOver = await modelOverFor(db, {
    playerId: player.id,
    statKey,
    threshold: event.stat_threshold,
    before: event.eventDate,
  });
  return { playerId: player.id, statKey, pOver };
}

/** The pick's confidence (0-100) and the model's view, from the experts' records and the model. */
export async function computedConfidence(db: Db, draft: EventDraft, expertIds: readonly number[]) {
  const { event, side } = draft;
  const model = await modelProbabilityOver(db, draft);
  const records = await recordsOf(db, [...expertIds, ALGO_HANDICAPPER_ID]);
  const kinds = await selectExpertKinds(db, expertIds.length > 0 ? expertIds : [-1]);
  const kindOf = new Map(kinds.map((row) => [Number(row.id), row.kind]));
  const confidence = confidenceOf({
    side,
    modelProbabilityOver: model.pOver,
    records,
    algorithmActive: await algorithmIsActive(db),
    origins: event.pick_origin.map((origin, i) => ({
      expertId: expertIds[i] ?? -1,
      kind: kindOf.get(expertIds[i] ?? -1) ?? 'human',
      prediction: side,
      // the event's origins carry the spec's 0-1 fraction (the admin form converts its percent)
      statedPercent: percentOf(asProbability(origin.confidence)),
    })),
  });
  return { model, confidence };
}
