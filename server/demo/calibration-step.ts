// The first-start step that fits the calibrated probabilities (src/domain/probability/probability-calibration.ts)
// on the demo's graded history, after the slate step has written it.
import type { Database } from '../db/database';
import type { Clock } from '../services/clock';
import {
  readCalibrationFits,
  refitProbabilityCalibration,
} from '../services/probability-calibration';
import { DEMO_MARKER_KEY } from './seed-slate';

/**
 * The first-start step: fit when there is no fit yet, when the graded history changed size, or
 * when the demo slate was regenerated after the last fit. A restart with nothing new writes nothing.
 */
export async function calibrationStep(context: {
  database: Database;
  clock: Clock;
}): Promise<string[]> {
  const { db } = context.database;
  const [stored] = (await readCalibrationFits(db)).filter((fit) => fit.source === 'all');
  const counted = await db
    .selectFrom('picks')
    .select((eb) => eb.fn.countAll().as('graded'))
    .where('result', 'in', ['win', 'loss'])
    .where('confidence_percent', 'is not', null)
    .executeTakeFirst();
  const marker = await db
    .selectFrom('app_settings')
    .select('updated_at')
    .where('key', '=', DEMO_MARKER_KEY)
    .executeTakeFirst();
  const unchanged =
    stored !== undefined &&
    stored.sampleSize === Number(counted?.graded ?? 0) &&
    (marker === undefined || marker.updated_at <= stored.fittedAt);
  if (unchanged) return [];
  const fits = await refitProbabilityCalibration(db, context.clock);
  const all = fits.find((fit) => fit.source === 'all');
  return all
    ? [
        `Calibration fitted on ${all.sampleSize} graded picks (${fits.map((f) => f.source).join(', ')}).`,
      ]
    : [];
}
