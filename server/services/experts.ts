// Experts (handicappers): who picked on a date, their picks, and records computed from results.
import type { Kysely } from 'kysely';
import {
  calibrationOf,
  type Calibration,
  type GradedStatement,
} from '../../src/domain/calibration';
import { MIN_CONFIDENCE, normalizeConfidence } from '../../src/domain/confidence';
import { gradePick } from '../../src/domain/pick-confidence';
import type { PredictionSide } from '../../src/domain/prediction';
import type { DB } from '../db/tables';

export async function expertNamesOn(
  db: Kysely<DB>,
  date: string,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('experts')
    .select(['experts.id', 'experts.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pick_origins')
          .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
          .select('pick_origins.pick_id')
          .whereRef('pick_origins.expert_id', '=', 'experts.id')
          .where('picks.event_date', '=', date)
          .where('picks.confidence', '>=', MIN_CONFIDENCE),
      ),
    )
    .orderBy('experts.name')
    .execute();
}

export interface ExpertRecordSummary {
  id: number;
  name: string;
  kind: string;
  leagues: string[];
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  /** Graded picks by the confidence the expert stated, with each band's hit rate. */
  calibration: Calibration;
}

/**
 * The expert's record from graded results: each of their picks graded on THEIR side (an expert
 * who took the Under on a pick whose consensus is Over wins when the Under wins).
 */
export async function expertRecord(
  db: Kysely<DB>,
  expertId: number,
): Promise<ExpertRecordSummary | null> {
  const expert = await db
    .selectFrom('experts')
    .selectAll()
    .where('id', '=', expertId)
    .executeTakeFirst();
  if (!expert) return null;
  const rows = await db
    .selectFrom('pick_origins')
    .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
    .select([
      'pick_origins.prediction',
      'pick_origins.confidence',
      'picks.stat_threshold',
      'picks.actual_value',
    ])
    .where('pick_origins.expert_id', '=', expertId)
    .execute();
  const summary = { wins: 0, losses: 0, pushes: 0, pending: 0 };
  const graded: GradedStatement[] = [];
  for (const row of rows) {
    if (row.actual_value === null || row.stat_threshold === null) {
      summary.pending += 1;
      continue;
    }
    const side = (row.prediction === 1 ? 1 : 0) as PredictionSide;
    const result = gradePick(side, Number(row.stat_threshold), Number(row.actual_value));
    summary[result === 'win' ? 'wins' : result === 'loss' ? 'losses' : 'pushes'] += 1;
    graded.push({ confidence: normalizeConfidence(row.confidence), result });
  }
  let leagues: string[] = [];
  try {
    leagues = JSON.parse(expert.leagues) as string[];
  } catch {
    leagues = [];
  }
  return {
    id: expert.id,
    name: expert.name,
    kind: expert.kind,
    leagues,
    ...summary,
    calibration: calibrationOf(graded),
  };
}
