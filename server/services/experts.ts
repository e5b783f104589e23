// Experts (handicappers): who picked on a date, their picks, and records computed from results.
import {
  closingLineSummary,
  type ClosingLineSummary,
} from '../../src/domain/handicappers/closing-line-summary';
import type { Kysely } from 'kysely';
import {
  calibrationOf,
  type Calibration,
  type GradedStatement,
} from '../../src/domain/handicappers/calibration';
import { MIN_CONFIDENCE } from '../../src/domain/confidence/confidence';
import { asPercent } from '../../src/domain/probability/scales';
import {
  countCall,
  emptyTally,
  expertRecordOf,
  type ExpertCall,
  type RecordTally,
} from '../../src/domain/handicappers/expert-record';
import type { ExpertRecord } from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import type { DB } from '../db/tables';
import {
  findExpert,
  selectExpertNamesOn,
  selectOriginRows,
  type OriginRow,
} from '../repositories/experts.repository';
import { selectRevisionTotals } from '../repositories/picks-revisions.repository';

/** The experts who picked on `date` (a pick shown: confidence at least MIN_CONFIDENCE), by name. */
export async function expertNamesOn(
  db: Kysely<DB>,
  date: string,
): Promise<{ id: number; name: string }[]> {
  return selectExpertNamesOn(db, date, MIN_CONFIDENCE);
}

/** An expert's picks by outcome: decided (wins, losses), pushes, and not yet graded. */
export interface ExpertTally {
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
}

export interface ExpertRecordSummary extends ExpertTally {
  id: number;
  name: string;
  kind: string;
  leagues: string[];
  /** Graded picks by the confidence the expert stated, with each band's hit rate. */
  calibration: Calibration;
  /** Closing line value of the graded picks the expert took on the pick's side. */
  closingLine: ClosingLineSummary;
}

/**
 * The closing line value of an expert's graded picks: only those where the expert took the pick's
 * side, the side whose prices are recorded (an expert against the consensus is left out, not
 * credited with the opposite of the pick's value, which the other side's vig would distort).
 */
export function expertClosingLine(rows: readonly OriginRow[]): ClosingLineSummary {
  return closingLineSummary(
    rows
      .filter(
        (r) =>
          r.clv_percent !== null &&
          r.actual_value !== null &&
          Number(r.prediction) === Number(r.pick_prediction),
      )
      .map((r) => Number(r.clv_percent)),
  );
}

/** A stored origin row as the record rule reads it (numbers arrive as strings on PostgreSQL). */
function callOf(row: OriginRow): ExpertCall {
  return {
    side: (Number(row.prediction) === 1 ? 1 : 0) as PredictionSide,
    threshold: row.stat_threshold === null ? null : Number(row.stat_threshold),
    actual: row.actual_value === null ? null : Number(row.actual_value),
    statedPercent:
      row.stated_confidence_percent === null ? null : Number(row.stated_confidence_percent),
  };
}

/** One expert's tally from their origin rows; the graded statements feed the calibration card. */
function tallyOf(rows: readonly OriginRow[]): { tally: ExpertTally; graded: GradedStatement[] } {
  const counted = emptyTally();
  const graded: GradedStatement[] = [];
  for (const row of rows) {
    const call = callOf(row);
    const result = countCall(counted, call);
    if (result === null) continue;
    graded.push({
      confidence: call.statedPercent === null ? null : asPercent(call.statedPercent),
      result,
    });
  }
  const { wins, losses, pushes, pending } = counted;
  return { tally: { wins, losses, pushes, pending }, graded };
}

/**
 * Each expert's record (decided calls and mean stated confidence) from origin rows, for the
 * confidence formula: an admin event's and the refresh job's. An expert with no decided call has
 * no entry (the caller chooses what an unknown record means).
 */
export function recordsFrom(rows: readonly OriginRow[]): Map<number, ExpertRecord> {
  const tallies = new Map<number, RecordTally>();
  for (const row of rows) {
    const id = Number(row.expert_id);
    const tally = tallies.get(id) ?? emptyTally();
    countCall(tally, callOf(row));
    tallies.set(id, tally);
  }
  const records = new Map<number, ExpertRecord>();
  for (const [id, tally] of tallies)
    if (tally.wins + tally.losses > 0) records.set(id, expertRecordOf(tally));
  return records;
}

/**
 * The experts' tallies as last counted, and the picks fingerprint they were counted at. The app
 * owns one for its database (app.expertTallies) and hands it in: the feed asks often, results
 * arrive seldom, so counting every expert once per fingerprint saves the work of each request.
 */
export interface ExpertTallyCache {
  counted: { fingerprint: string; tallies: Map<number, ExpertTally> } | null;
}

export function emptyExpertTallyCache(): ExpertTallyCache {
  return { counted: null };
}

/**
 * Grows with every write to any date's picks or origins (the revisions only ever increase, and a
 * regenerated demo bumps them as it deletes), so equal fingerprints mean equal tallies.
 */
async function picksFingerprint(db: Kysely<DB>): Promise<string> {
  const row = await selectRevisionTotals(db);
  return `${Number(row?.dates ?? 0)}|${Number(row?.total ?? 0)}`;
}

/**
 * Several experts' graded tallies at once (the events feed's cards); an expert with no pick is all
 * zeros. Every expert is counted in one pass and kept in `cache` while no pick changes. The cache
 * only saves work (each process reads the fingerprint each time).
 */
export async function expertTallies(
  db: Kysely<DB>,
  cache: ExpertTallyCache,
  expertIds: readonly number[],
): Promise<Map<number, ExpertTally>> {
  if (expertIds.length === 0) return new Map();
  const fingerprint = await picksFingerprint(db);
  let counted = cache.counted;
  if (counted?.fingerprint !== fingerprint) {
    const rows = await selectOriginRows(db);
    const byExpert = new Map<number, OriginRow[]>();
    for (const row of rows) {
      const id = Number(row.expert_id);
      const list = byExpert.get(id) ?? [];
      list.push(row);
      byExpert.set(id, list);
    }
    const tallies = new Map<number, ExpertTally>();
    for (const [id, list] of byExpert) tallies.set(id, tallyOf(list).tally);
    counted = { fingerprint, tallies };
    cache.counted = counted;
  }
  const none: ExpertTally = { wins: 0, losses: 0, pushes: 0, pending: 0 };
  return new Map(expertIds.map((id) => [id, { ...(counted.tallies.get(id) ?? none) }]));
}

/** The expert's record from graded results, with the calibration of what they stated. */
export async function expertRecord(
  db: Kysely<DB>,
  expertId: number,
): Promise<ExpertRecordSummary | null> {
  const expert = await findExpert(db, expertId);
  if (!expert) return null;
  const rows = await selectOriginRows(db, [expertId]);
  const { tally, graded } = tallyOf(rows);
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
    ...tally,
    calibration: calibrationOf(graded),
    closingLine: expertClosingLine(rows),
  };
}
