// The confidence refresh's work: grade the picks whose results are in, recompute each pick in scope
// with the formula in docs/decisions.md (admin-event-confidence.ts; records as they stood before the
// pick's date, as the demo slate computed them), record every change with its reason in words, then
// refit the calibration. Writes are conditional on the value read, so two overlapping jobs never
// record one change twice; the picks revision triggers invalidate the cached picks pages.
import { refreshPickMarkets } from './pick-prices';
import type { Kysely } from 'kysely';
import {
  confidenceChangeReason,
  confidenceMoved,
} from '../../src/domain/confidence/confidence-history';
import { ALGO_HANDICAPPER_ID } from '../../src/domain/handicappers/handicappers';
import { gradePick, type ExpertRecord } from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import type { DB } from '../db/tables';
import {
  algorithmIsActive,
  confidenceOf,
  modelOverFor,
  type OriginOpinion,
} from './admin-event-confidence';
import { isoAt, systemClock, type Clock } from './clock';
import { noJobCounts, type JobCounts, type RefreshParams } from './confidence-refresh-jobs';
import { recordsFrom } from './experts';
import { insertConfidenceHistory } from '../repositories/confidence-history.repository';
import { selectOriginRows, type OriginRow } from '../repositories/experts.repository';
import {
  selectOriginEventDates,
  selectOriginOpinions,
  selectPicksInScope,
  selectUngradedPicksWithLines,
  setPickResult,
  updateConfidenceIfUnchanged,
} from '../repositories/picks.repository';
import { hasStatLineBetween } from '../repositories/stat-lines.repository';
import { refitProbabilityCalibration } from './probability-calibration';

/** How the job reports: counts so far; false means stop (the lease was lost or the server stops). */
export type ReportProgress = (counts: JobCounts) => Promise<boolean>;

const REPORT_EVERY_MS = 250;
const sideOf = (value: unknown): PredictionSide => (Number(value) === 1 ? 1 : 0);

/**
 * Grades every pick whose stat line is in and has no result yet; returns how many, and per expert
 * the earliest event date graded now (a later pick's record moved because of it).
 */
export async function gradeNewResults(db: Kysely<DB>) {
  const rows = await selectUngradedPicksWithLines(db);
  const graded: number[] = [];
  for (const row of rows) {
    const stats = JSON.parse(row.stats) as Record<string, unknown>;
    const actual = stats[row.stat_key ?? ''];
    if (typeof actual !== 'number' || row.stat_threshold === null) continue;
    const won = await setPickResult(
      db,
      Number(row.id),
      {
        actual_value: actual,
        result: gradePick(sideOf(row.prediction), Number(row.stat_threshold), actual),
      },
      { ifUngraded: true },
    );
    if (won) graded.push(Number(row.id));
  }
  // a graded pick with opening and closing prices gets its closing line value (issue [M])
  await refreshPickMarkets(db, graded);
  const earliestByExpert = new Map<number, string>();
  for (let i = 0; i < graded.length; i += 500) {
    const origins = await selectOriginEventDates(db, graded.slice(i, i + 500));
    for (const o of origins) {
      const id = Number(o.expert_id);
      const known = earliestByExpert.get(id);
      if (known === undefined || o.event_date < known) earliestByExpert.set(id, o.event_date);
    }
  }
  return { graded: graded.length, earliestByExpert };
}

type ScopePick = Awaited<ReturnType<typeof selectPicksInScope>>[number];

/** Each scope pick's origins (expert, kind, side, stated percent). */
async function originsOf(db: Kysely<DB>, params: RefreshParams) {
  const rows = await selectOriginOpinions(db, params.date);
  const byPick = new Map<number, OriginOpinion[]>();
  for (const row of rows) {
    const list = byPick.get(Number(row.pick_id)) ?? [];
    list.push({
      expertId: Number(row.expert_id),
      kind: row.kind,
      prediction: sideOf(row.prediction),
      statedPercent:
        row.stated_confidence_percent === null ? null : Number(row.stated_confidence_percent),
    });
    byPick.set(Number(row.pick_id), list);
  }
  return byPick;
}

/** Experts' records as they stood before each date (graded picks of earlier dates only). */
function recordsBefore(rows: readonly OriginRow[]) {
  const byDate = new Map<string, Map<number, ExpertRecord>>();
  return (date: string) => {
    let records = byDate.get(date);
    if (!records) {
      records = recordsFrom(rows.filter((row) => row.event_date < date));
      byDate.set(date, records);
    }
    return records;
  };
}

/**
 * The model's P(over) again when the player has stat lines newer than the pick (played after it was
 * entered, before its game); otherwise null (the stored value stands: nothing new to fit).
 */
async function refitModel(db: Kysely<DB>, pick: ScopePick): Promise<number | null> {
  if (pick.player_id === null || pick.stat_key === null || pick.stat_threshold === null)
    return null;
  const enteredOn = pick.created_at.slice(0, 10);
  if (enteredOn >= pick.event_date) return null;
  const range = { from: enteredOn, before: pick.event_date };
  if (!(await hasStatLineBetween(db, Number(pick.player_id), range))) return null;
  return modelOverFor(db, {
    playerId: Number(pick.player_id),
    statKey: pick.stat_key,
    threshold: Number(pick.stat_threshold),
    before: pick.event_date,
  });
}

type ItemOutcome = 'updated' | 'skipped';

/** Recomputes one pick and writes it (with its history row) when it moved. */
async function refreshPick(
  db: Kysely<DB>,
  clock: Clock,
  pick: ScopePick,
  context: {
    origins: readonly OriginOpinion[];
    records: ReadonlyMap<number, ExpertRecord>;
    earliestGraded: ReadonlyMap<number, string>;
    algorithmActive: boolean;
  },
): Promise<ItemOutcome> {
  const side = sideOf(pick.prediction);
  const stored = pick.model_probability === null ? null : Number(pick.model_probability);
  const storedOver = stored === null ? null : side === 1 ? stored : 1 - stored;
  const refit = await refitModel(db, pick);
  const modelMoved =
    refit !== null && (storedOver === null || Math.abs(refit - storedOver) >= 1e-4);
  const pOver = modelMoved ? refit : storedOver;
  const next = confidenceOf({
    side,
    modelProbabilityOver: pOver,
    records: context.records,
    origins: context.origins,
    algorithmActive: context.algorithmActive,
  });
  const before = pick.confidence_percent === null ? null : Number(pick.confidence_percent);
  const moved = confidenceMoved(before, next);
  if (!moved && !modelMoved) return 'skipped';
  const experts = [...context.origins.map((o) => o.expertId), ALGO_HANDICAPPER_ID];
  const gradedThisRun = experts.some((id) => {
    const earliest = context.earliestGraded.get(id);
    return earliest !== undefined && earliest < pick.event_date;
  });
  return db.transaction().execute(async (trx) => {
    // only over the value this job read: an overlapping job's write is not recorded twice
    const written = await updateConfidenceIfUnchanged(trx, Number(pick.id), before, {
      confidence_percent: next,
      ...(modelMoved && pOver !== null
        ? { model_probability: Math.round((side === 1 ? pOver : 1 - pOver) * 1e4) / 1e4 }
        : {}),
    });
    if (!written || !moved) return 'skipped';
    await insertConfidenceHistory(trx, {
      pick_id: pick.id,
      previous_confidence_percent: before,
      confidence_percent: next,
      reason: confidenceChangeReason({ modelMoved, gradedThisRun }),
      computed_at: isoAt(clock),
    });
    return 'updated';
  });
}

/**
 * Runs a refresh: grades, recomputes the scope's picks in `workers` parallel lanes, reports
 * progress as it goes, and refits the calibration when anything changed. Stops early (returning
 * null) when `report` says so.
 */
export async function runConfidenceRefresh(
  db: Kysely<DB>,
  clock: Clock,
  params: RefreshParams,
  report: ReportProgress,
  log: { warn(obj: object, msg: string): void } = { warn: () => undefined },
): Promise<JobCounts | null> {
  const counts = noJobCounts();
  const { graded, earliestByExpert } = await gradeNewResults(db);
  counts.graded = graded;
  const picks = await selectPicksInScope(db, params);
  counts.total_items = picks.length;
  if (!(await report({ ...counts }))) return null;
  const origins = await originsOf(db, params);
  const recordsAt = recordsBefore(await selectOriginRows(db, undefined, { gradedOnly: true }));
  const algorithmActive = await algorithmIsActive(db);

  let next = 0;
  let stopped = false;
  let lastReport = systemClock.now();
  let reporting: Promise<void> | null = null;
  const done = () => counts.updated + counts.skipped + counts.failed;
  const maybeReport = async () => {
    // wall time, not the app clock: this paces database writes, it is not a business time
    if (reporting || systemClock.now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = systemClock.now();
    reporting = (async () => {
      counts.progress = Math.floor((done() * 100) / Math.max(1, counts.total_items));
      if (!(await report({ ...counts }))) stopped = true;
    })();
    await reporting;
    reporting = null;
  };
  const lane = async () => {
    while (!stopped && next < picks.length) {
      const pick = picks[next++]!;
      try {
        const outcome = await refreshPick(db, clock, pick, {
          origins: origins.get(Number(pick.id)) ?? [],
          records: recordsAt(pick.event_date),
          earliestGraded: earliestByExpert,
          algorithmActive,
        });
        counts[outcome] += 1;
      } catch (error) {
        counts.failed += 1;
        log.warn({ err: error, pickId: pick.id }, 'confidence refresh: a pick failed');
      }
      await maybeReport();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, params.workers) }, lane));
  if (stopped) return null;
  if (counts.graded > 0 || counts.updated > 0) await refitProbabilityCalibration(db, clock);
  counts.progress = 100;
  return counts;
}
