// A handicapper's calibration: graded picks grouped by the confidence they stated, with how often
// each group won, so a bettor sees whether "70 %" from this expert means 70 %.
import type { Percent } from '../probability/scales';

/** Stated-confidence bands [min, max) in percent; the last one includes 100. */
export const CALIBRATION_BANDS: readonly (readonly [number, number])[] = [
  [50, 60],
  [60, 70],
  [70, 80],
  [80, 101],
];

export interface GradedStatement {
  /** The confidence the expert stated (null when they gave none). */
  confidence: Percent | null;
  result: 'win' | 'loss' | 'push';
}

export interface CalibrationBand {
  /** Band label, e.g. '60-69%'. */
  label: string;
  min: number;
  max: number;
  /** Graded picks in the band (pushes included). */
  picks: number;
  wins: number;
  losses: number;
  /** wins / (wins + losses), or null with nothing decided. */
  hitRate: number | null;
  /** Mean stated confidence in the band (0-100), or null when empty. */
  meanStated: number | null;
}

export interface Calibration {
  graded: number;
  /** Picks without a stated confidence or stated below 50: counted in graded, in no band. */
  unbanded: number;
  bands: CalibrationBand[];
}

function bandLabel(min: number, max: number): string {
  return max > 100 ? `${min}-100%` : `${min}-${max - 1}%`;
}

export function calibrationOf(statements: readonly GradedStatement[]): Calibration {
  const bands: CalibrationBand[] = CALIBRATION_BANDS.map(([min, max]) => ({
    label: bandLabel(min, max),
    min,
    max,
    picks: 0,
    wins: 0,
    losses: 0,
    hitRate: null,
    meanStated: null,
  }));
  const sums = bands.map(() => 0);
  let unbanded = 0;
  for (const s of statements) {
    const c = s.confidence;
    const index =
      c === null || !Number.isFinite(c) ? -1 : bands.findIndex((b) => c >= b.min && c < b.max);
    const band = bands[index];
    if (!band) {
      unbanded += 1;
      continue;
    }
    band.picks += 1;
    sums[index] = (sums[index] ?? 0) + (c ?? 0);
    if (s.result === 'win') band.wins += 1;
    if (s.result === 'loss') band.losses += 1;
  }
  bands.forEach((band, i) => {
    const decided = band.wins + band.losses;
    band.hitRate = decided > 0 ? Math.round((1000 * band.wins) / decided) / 1000 : null;
    band.meanStated = band.picks > 0 ? Math.round((10 * (sums[i] ?? 0)) / band.picks) / 10 : null;
  });
  return { graded: statements.length, unbanded, bands };
}
