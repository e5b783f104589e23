// The probability model for a player's stat: fit recent game lines to a distribution, then read
// pdf/cdf arrays and P(over a threshold). Counts (hits, points, strikeouts) get Poisson, or a
// negative binomial when the lines are over-dispersed; yardage-like stats get a normal.

export type StatKind = 'count' | 'continuous';
export type DistributionFamily = 'poisson' | 'negative-binomial' | 'normal';

export interface StatDistribution {
  family: DistributionFamily;
  mean: number;
  variance: number;
  /** Support points: integers for counts, an even grid for continuous stats. */
  xs: number[];
  /** Probability mass (counts) or density (continuous) at each x. */
  pdf: number[];
  /** P(X <= x) at each x. */
  cdf: number[];
}

export interface FitOptions {
  /** Prior mean (e.g. the player's season or position average) the fit shrinks towards. */
  priorMean?: number;
  /** How many games the prior counts as; more games of data outweigh it. Default 3. */
  priorWeight?: number;
}

/** Variance above this multiple of the mean makes a count stat negative binomial. */
/** How many of a player's most recent games the model fits (the game-log table shows as many). */
export const MODEL_WINDOW = 12;
export const OVERDISPERSION_RATIO = 1.2;

function meanOf(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

function varianceOf(values: readonly number[], mean: number): number {
  if (values.length < 2) return Number.NaN;
  return values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
}

/** Shrunk mean and variance of the lines; a prior alone when there are no lines. */
function moments(
  lines: readonly number[],
  options: FitOptions,
): { mean: number; variance: number } {
  const clean = lines.filter((v) => Number.isFinite(v));
  const weight = options.priorWeight ?? 3;
  const prior = options.priorMean;
  if (clean.length === 0) {
    const mean = Math.max(prior ?? 0, 0);
    return { mean, variance: Number.NaN };
  }
  const sample = meanOf(clean);
  const mean =
    prior === undefined
      ? sample
      : (clean.length * sample + weight * prior) / (clean.length + weight);
  return { mean, variance: varianceOf(clean, sample) };
}

/** Error function (Abramowitz-Stegun 7.1.26, |error| < 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return sign * y;
}

export function normalCdf(x: number, mean: number, sd: number): number {
  return 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
}

function countDistribution(mean: number, variance: number): StatDistribution {
  const m = Math.max(mean, 1e-6);
  const over = Number.isFinite(variance) && variance > m * OVERDISPERSION_RATIO;
  const r = over ? (m * m) / (variance - m) : Infinity;
  const upper = Math.ceil(m + 8 * Math.sqrt(over ? variance : m) + 3);
  const xs: number[] = [];
  const pdf: number[] = [];
  let p = over ? Math.pow(r / (r + m), r) : Math.exp(-m);
  for (let k = 0; k <= upper; k += 1) {
    xs.push(k);
    pdf.push(p);
    p = over ? ((p * (k + r)) / (k + 1)) * (m / (r + m)) : (p * m) / (k + 1);
  }
  const total = pdf.reduce((s, v) => s + v, 0);
  const normalized = pdf.map((v) => v / total);
  let running = 0;
  const cdf = normalized.map((v) => Math.min(1, (running += v)));
  return {
    family: over ? 'negative-binomial' : 'poisson',
    mean: m,
    variance: over ? variance : m,
    xs,
    pdf: normalized,
    cdf,
  };
}

/** Spread floor for continuous stats: a tenth of the mean, at least 1 (e.g. 1 yard). */
function continuousSd(mean: number, variance: number): number {
  const floor = Math.max(1, Math.abs(mean) * 0.1);
  return Number.isFinite(variance)
    ? Math.max(Math.sqrt(variance), floor)
    : Math.max(Math.abs(mean) * 0.4, floor);
}

function continuousDistribution(mean: number, variance: number, points = 61): StatDistribution {
  const sd = continuousSd(mean, variance);
  const lo = Math.max(0, mean - 4 * sd);
  const hi = mean + 4 * sd;
  const step = (hi - lo) / (points - 1);
  const xs = Array.from({ length: points }, (_, i) => lo + i * step);
  const pdf = xs.map(
    (x) => Math.exp(-0.5 * ((x - mean) / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI)),
  );
  const cdf = xs.map((x) => normalCdf(x, mean, sd));
  return { family: 'normal', mean, variance: sd * sd, xs, pdf, cdf };
}

/** A distribution with a known mean and variance (the demo's true and market distributions). */
export function distributionFromMoments(
  kind: StatKind,
  mean: number,
  variance: number,
): StatDistribution {
  return kind === 'count'
    ? countDistribution(mean, variance)
    : continuousDistribution(mean, variance);
}

/** Fits a player's recent lines of one stat. */
export function fitStatDistribution(
  lines: readonly number[],
  kind: StatKind,
  options: FitOptions = {},
): StatDistribution {
  const { mean, variance } = moments(lines, options);
  return kind === 'count'
    ? countDistribution(mean, variance)
    : continuousDistribution(mean, variance);
}

/** P(X > threshold). For counts the threshold is usually x.5, so there are no pushes. */
export function probabilityOver(distribution: StatDistribution, threshold: number): number {
  if (distribution.family === 'normal') {
    const sd = Math.sqrt(distribution.variance);
    return 1 - normalCdf(threshold, distribution.mean, sd);
  }
  let atOrBelow = 0;
  for (let i = 0; i < distribution.xs.length; i += 1) {
    if ((distribution.xs[i] ?? Infinity) <= threshold) atOrBelow = distribution.cdf[i] ?? atOrBelow;
  }
  return Math.min(1, Math.max(0, 1 - atOrBelow));
}

/** The x.5 line nearest a distribution's median: where the book hangs a prop. */
export function medianLine(distribution: StatDistribution): number {
  const index = distribution.cdf.findIndex((c) => c >= 0.5);
  const median = distribution.xs[Math.max(0, index)] ?? distribution.mean;
  if (distribution.family === 'normal') return Math.floor(median) + 0.5;
  // For counts, P(X <= k) first reaching 0.5 at k: the line k - 0.5 or k + 0.5, whichever is closer to even.
  const below = distribution.cdf[index - 1] ?? 0;
  const at = distribution.cdf[index] ?? 1;
  return Math.abs(below - 0.5) < Math.abs(at - 0.5) ? Math.max(0.5, median - 0.5) : median + 0.5;
}
