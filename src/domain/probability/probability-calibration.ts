// The calibrated win probability of a pick: what its confidence has meant in graded history. An
// isotonic (pool-adjacent-violators) fit of win rate on confidence, read by interpolation, per
// source of the pick where that source has enough graded picks, else over every pick.
import { asPercent, asProbability, type Percent, type Probability } from './scales';

/** Whose picks a fit describes: picks backed by a human expert, Cole's Algo alone, or all. */
export type CalibrationSource = 'experts' | 'algorithm' | 'all';

/** One step of the fitted mapping: picks around this confidence (0-100) won this often (0-1). */
export interface CalibrationPoint {
  confidence: Percent;
  probability: Probability;
  /** Graded picks pooled into this step. */
  picks: number;
}

export interface CalibrationFit {
  source: CalibrationSource;
  method: 'isotonic';
  /** Ascending in confidence and (not strictly) in probability. */
  points: CalibrationPoint[];
  /** Graded picks the fit used (pushes and picks without a confidence left out). */
  sampleSize: number;
  wins: number;
  /** ISO-8601 UTC time of the fit. */
  fittedAt: string;
}

/** A decided pick of the history: its confidence (0-100) and whether it won. */
export interface GradedOutcome {
  confidence: Percent;
  won: boolean;
}

/** A source's own fit needs this many graded picks; with fewer, the fit over all picks is used. */
export const MIN_SOURCE_SAMPLE = 200;
/** Below this many graded picks in all there is no fit at all (no claim without a record). */
export const MIN_FIT_SAMPLE = 50;
/** Each step pools at least this many picks, so a handful of lucky picks cannot make a step. */
export const MIN_STEP_PICKS = 25;
/** Calibrated probabilities stay inside [floor, 1 - floor]: no pick is ever a sure thing. */
const PROBABILITY_FLOOR = 0.01;

interface Block {
  confidenceSum: number;
  wins: number;
  picks: number;
}

const rate = (b: Block) => b.wins / b.picks;
const merge = (a: Block, b: Block): Block => ({
  confidenceSum: a.confidenceSum + b.confidenceSum,
  wins: a.wins + b.wins,
  picks: a.picks + b.picks,
});

/**
 * The isotonic fit: picks binned by whole confidence point, then adjacent bins pooled while a
 * lower bin wins more often than a higher one (pool adjacent violators), then steps with fewer
 * than `minStepPicks` picks pooled into a neighbour (pooling neighbours keeps the order).
 */
export function fitIsotonic(
  graded: readonly GradedOutcome[],
  minStepPicks = MIN_STEP_PICKS,
): CalibrationPoint[] {
  const bins = new Map<number, Block>();
  for (const { confidence, won } of graded) {
    if (!Number.isFinite(confidence)) continue;
    const key = Math.floor(confidence);
    const bin = bins.get(key) ?? { confidenceSum: 0, wins: 0, picks: 0 };
    bin.confidenceSum += confidence;
    bin.wins += won ? 1 : 0;
    bin.picks += 1;
    bins.set(key, bin);
  }
  const stack: Block[] = [];
  for (const key of [...bins.keys()].sort((a, b) => a - b)) {
    let block = bins.get(key)!;
    while (stack.length > 0 && rate(stack[stack.length - 1]!) >= rate(block))
      block = merge(stack.pop()!, block);
    stack.push(block);
  }
  // small steps join the neighbour whose rate is closest (the first and last have one neighbour)
  for (let i = 0; stack.length > 1 && i < stack.length;) {
    if (stack[i]!.picks >= minStepPicks) {
      i += 1;
      continue;
    }
    const before = i > 0 ? stack[i - 1] : undefined;
    const after = stack[i + 1];
    const intoBefore =
      after === undefined ||
      (before !== undefined &&
        Math.abs(rate(before) - rate(stack[i]!)) <= Math.abs(rate(after) - rate(stack[i]!)));
    if (intoBefore) {
      stack.splice(i - 1, 2, merge(before!, stack[i]!));
      i -= 1;
    } else stack.splice(i, 2, merge(stack[i]!, after));
  }
  return stack.map((b) => ({
    confidence: asPercent(round(b.confidenceSum / b.picks, 2)),
    probability: asProbability(round(rate(b), 4)),
    picks: b.picks,
  }));
}

/**
 * The calibrated probability (0-1) of a confidence (0-100): linear between the steps' centres,
 * the first or last step's rate beyond them. Null without a fit or a confidence.
 */
export function calibratedProbability(
  points: readonly CalibrationPoint[] | null | undefined,
  confidence: Percent | null | undefined,
): Probability | null {
  if (!points || points.length === 0) return null;
  if (confidence === null || confidence === undefined || !Number.isFinite(confidence)) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let p: number;
  if (confidence <= first.confidence) p = first.probability;
  else if (confidence >= last.confidence) p = last.probability;
  else {
    const upper = points.findIndex((point) => point.confidence >= confidence);
    const a = points[upper - 1]!;
    const b = points[upper]!;
    const t = (confidence - a.confidence) / (b.confidence - a.confidence);
    p = a.probability + t * (b.probability - a.probability);
  }
  return asProbability(round(Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, p)), 4));
}

/**
 * Whose picks a pick counts among: 'algorithm' when Cole's Algo is its only source, 'experts'
 * when a human expert backs it (whether or not the algorithm does too).
 */
export function calibrationSourceOf(expertKinds: readonly string[]): 'experts' | 'algorithm' {
  return expertKinds.length > 0 && expertKinds.every((kind) => kind === 'algorithm')
    ? 'algorithm'
    : 'experts';
}

/** The fit a pick of `source` reads: its own when there is one, else the fit over all picks. */
export function fitFor(
  fits: readonly CalibrationFit[],
  source: 'experts' | 'algorithm',
): CalibrationFit | null {
  return fits.find((f) => f.source === source) ?? fits.find((f) => f.source === 'all') ?? null;
}

/**
 * The fits a history allows: over all picks from MIN_FIT_SAMPLE graded picks, and per source from
 * MIN_SOURCE_SAMPLE. Each entry of `graded` carries its source.
 */
export function fitCalibrations(
  graded: readonly (GradedOutcome & { source: 'experts' | 'algorithm' })[],
  fittedAt: string,
): CalibrationFit[] {
  const fitOf = (
    source: CalibrationSource,
    outcomes: readonly GradedOutcome[],
  ): CalibrationFit => ({
    source,
    method: 'isotonic',
    points: fitIsotonic(outcomes),
    sampleSize: outcomes.length,
    wins: outcomes.filter((o) => o.won).length,
    fittedAt,
  });
  const usable = graded.filter((g) => Number.isFinite(g.confidence));
  if (usable.length < MIN_FIT_SAMPLE) return [];
  const fits = [fitOf('all', usable)];
  for (const source of ['experts', 'algorithm'] as const) {
    const own = usable.filter((g) => g.source === source);
    if (own.length >= MIN_SOURCE_SAMPLE) fits.push(fitOf(source, own));
  }
  return fits;
}

/** Mean squared error of probabilities against outcomes (0 perfect, 0.25 a coin's 50 %). */
export function brierScore(forecasts: readonly { probability: number; won: boolean }[]): number {
  if (forecasts.length === 0) return 0;
  const sum = forecasts.reduce((s, f) => s + (f.probability - (f.won ? 1 : 0)) ** 2, 0);
  return sum / forecasts.length;
}

export interface ReliabilityRow {
  /** Band of the predicted probability, e.g. '60-65 %'. */
  label: string;
  picks: number;
  meanPredicted: number;
  observed: number;
}

/** Predicted against observed per band of the prediction (bands in percent, [lo, hi)). */
export function reliabilityTable(
  forecasts: readonly { probability: number; won: boolean }[],
  edges: readonly number[] = [0, 45, 50, 55, 60, 65, 70, 75, 80, 90, 101],
): ReliabilityRow[] {
  const rows: ReliabilityRow[] = [];
  for (let i = 0; i < edges.length - 1; i += 1) {
    const lo = edges[i]!;
    const hi = edges[i + 1]!;
    const inBand = forecasts.filter((f) => 100 * f.probability >= lo && 100 * f.probability < hi);
    if (inBand.length === 0) continue;
    rows.push({
      label: hi > 100 ? `${lo}+ %` : `${lo}-${hi} %`,
      picks: inBand.length,
      meanPredicted: inBand.reduce((s, f) => s + f.probability, 0) / inBand.length,
      observed: inBand.filter((f) => f.won).length / inBand.length,
    });
  }
  return rows;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
