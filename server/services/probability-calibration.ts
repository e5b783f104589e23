// The calibration fit over the graded history: refit (at first start, and by the admin refresh job
// later), store per source with its date and sample size, read back, and apply to a pick. The fit
// itself is the domain's (src/domain/probability/probability-calibration.ts).
import type { Kysely } from 'kysely';
import {
  calibratedProbability,
  calibrationSourceOf,
  fitCalibrations,
  fitFor,
  type CalibrationFit,
  type CalibrationPoint,
  type CalibrationSource,
} from '../../src/domain/probability/probability-calibration';
import { edgeOf } from '../../src/domain/probability/pick-probabilities';
import { asPercent, asProbability, type Probability } from '../../src/domain/probability/scales';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from './clock';
import { selectDecidedPicksWithOrigins } from '../repositories/picks.repository';
import { bumpEveryRevision } from '../repositories/picks-revisions.repository';
import {
  deleteCalibrations,
  insertCalibrations,
  selectCalibrations,
} from '../repositories/probability-calibrations.repository';

/** Every decided pick with a confidence, and whose it is (a human expert's, or the algorithm's alone). */
async function gradedHistory(db: Kysely<DB>) {
  const rows = await selectDecidedPicksWithOrigins(db);
  return rows.map((row) => ({
    confidence: asPercent(Number(row.confidence_percent)),
    won: row.result === 'win',
    // SQLite answers exists() with 0/1, PostgreSQL with a boolean
    source: calibrationSourceOf(
      Number(row.has_origin) === 1 || row.has_origin === true
        ? [Number(row.has_human) === 1 || row.has_human === true ? 'human' : 'algorithm']
        : [],
    ),
  }));
}

/**
 * Fits the mapping again from every graded pick and replaces the stored fits in one transaction.
 * Every date's picks revision moves with it: the picks pages and their ETags carry the calibrated
 * probabilities, so devices refetch them.
 */
export async function refitProbabilityCalibration(
  db: Kysely<DB>,
  clock: Clock,
): Promise<CalibrationFit[]> {
  const fits = fitCalibrations(await gradedHistory(db), isoAt(clock));
  await db.transaction().execute(async (trx) => {
    await deleteCalibrations(trx);
    if (fits.length > 0)
      await insertCalibrations(
        trx,
        fits.map((fit) => ({
          source: fit.source,
          method: fit.method,
          points: JSON.stringify(fit.points),
          sample_size: fit.sampleSize,
          wins: fit.wins,
          fitted_at: fit.fittedAt,
        })),
      );
    await bumpEveryRevision(trx);
  });
  return fits;
}

function pointsOf(json: string): CalibrationPoint[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is CalibrationPoint =>
        typeof p === 'object' &&
        p !== null &&
        Number.isFinite((p as CalibrationPoint).confidence) &&
        Number.isFinite((p as CalibrationPoint).probability) &&
        Number.isFinite((p as CalibrationPoint).picks),
    );
  } catch {
    return [];
  }
}

/** The stored fits (none before the first fit, or with too little graded history). */
export async function readCalibrationFits(db: Kysely<DB>): Promise<CalibrationFit[]> {
  const rows = await selectCalibrations(db);
  return rows.map((row) => ({
    source: row.source as CalibrationSource,
    method: 'isotonic' as const,
    points: pointsOf(row.points),
    sampleSize: Number(row.sample_size),
    wins: Number(row.wins),
    fittedAt: row.fitted_at,
  }));
}

/** A pick's calibrated probability and its edge against the market, from the stored fits. */
export function calibratedFields(
  fits: readonly CalibrationFit[],
  pick: { confidence: number | null; market_probability: number | null },
  expertKinds: readonly string[],
): { calibrated_probability: Probability | null; edge: number | null } {
  const fit = fitFor(fits, calibrationSourceOf(expertKinds));
  // the stored pick's columns: confidence in percent, market probability 0-1 (their names say so)
  const calibrated = calibratedProbability(
    fit?.points,
    pick.confidence === null ? null : asPercent(pick.confidence),
  );
  const market = pick.market_probability === null ? null : asProbability(pick.market_probability);
  return { calibrated_probability: calibrated, edge: edgeOf(calibrated, market) };
}
