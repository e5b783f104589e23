// The 'Probability' chart's data: the model's pdf, the chance of the pick's side at every line
// (read from the cdf), the chosen line, and the break-evens it must clear. The legend's model
// probability and the market line are the pick's own API fields (src/domain/probability/pick-probabilities.ts),
// so the chart says what the tiles, the card and GET /api/picks say.
import { easiestBreakEven, impliedProbabilityFromOdds } from '../parlay/break-even';
import { percentText, pickModelProbability } from '../probability/pick-probabilities';
import { asProbability, formatProbability, type Probability } from '../probability/scales';
import type { PayoutTables } from '../parlay/payout-tables';
import { DEFAULT_PAYOUT_TABLES } from '../parlay/payout-tables';
import type { PredictionSide } from '../picks/prediction';

/** A curve as the distribution endpoint sends it: {x, y} arrays, or a map of x to y. */
export type RawCurve = { x: readonly number[]; y: readonly number[] } | Record<string, number>;

export interface Curve {
  x: number[];
  y: number[];
}

/** Reads either shape into sorted, finite {x, y} arrays; null when nothing is usable. */
export function readCurve(raw: RawCurve | null | undefined): Curve | null {
  if (!raw || typeof raw !== 'object') return null;
  const pairs: [number, number][] = [];
  if (Array.isArray((raw as Curve).x) && Array.isArray((raw as Curve).y)) {
    const { x, y } = raw as Curve;
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) pairs.push([x[i]!, y[i]!]);
  } else {
    for (const [key, value] of Object.entries(raw)) pairs.push([Number(key), Number(value)]);
  }
  const clean = pairs
    .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
    .sort((a, b) => a[0] - b[0]);
  return clean.length === 0 ? null : { x: clean.map((p) => p[0]), y: clean.map((p) => p[1]) };
}

export interface BreakEvenLine {
  key: 'market' | 'standard' | 'flex';
  label: string;
  probability: number;
}

export interface ProbabilityChart {
  xs: number[];
  /** The model's probability (mass or density) at each x. */
  pdf: number[];
  /** The market-implied distribution's pdf on the same xs, when the server sent one. */
  marketPdf: (number | null)[] | null;
  /** P(the pick's side wins) if the line were at x: 1 − cdf for Over, cdf for Under. */
  sideCurve: number[];
  sideLabel: string;
  threshold: number | null;
  /** The model's chance that this pick wins at its own line; null without a line. */
  modelProbability: Probability | null;
  breakEvens: BreakEvenLine[];
}

export interface ProbabilityChartInput {
  pdf: RawCurve | null | undefined;
  cdf: RawCurve | null | undefined;
  oddsPdf?: RawCurve | null;
  threshold: number | null;
  /** The pick's side; null reads as Over. */
  side: PredictionSide | null;
  /** P(over the line) the distribution endpoint computed; used when the pick has no model probability. */
  probabilityOver?: number | null;
  /** The pick's model_probability (its side, 0-1): the legend quotes it when known. */
  modelProbability?: number | null;
  /** The pick's vig-free market_probability (its side, 0-1): the market line when known. */
  marketProbability?: number | null;
  odds: string | number | null;
  tables?: PayoutTables;
}

const percent = (p: number) => formatProbability(asProbability(p), 1);

/**
 * The break-evens a pick is compared with: the market, and Standard / Flex per leg. The market is
 * the vig-free probability (the tiles' figure); a pick without one falls back to its price, labelled
 * as carrying the vig, so the two are never confused.
 */
export function breakEvenLines(
  odds: string | number | null,
  tables: PayoutTables = DEFAULT_PAYOUT_TABLES,
  marketProbability: number | null = null,
): BreakEvenLine[] {
  const lines: BreakEvenLine[] = [];
  const fair =
    typeof marketProbability === 'number' &&
    Number.isFinite(marketProbability) &&
    marketProbability > 0 &&
    marketProbability < 1
      ? asProbability(marketProbability)
      : null;
  const priced = fair === null ? impliedProbabilityFromOdds(odds) : null;
  if (fair !== null) {
    lines.push({
      key: 'market',
      label: `Market (vig-free) ${percentText(fair)}`,
      probability: fair,
    });
  } else if (priced !== null) {
    lines.push({
      key: 'market',
      label: `Market price (with vig) ${percent(priced)}`,
      probability: priced,
    });
  }
  for (const type of ['Standard', 'Flex'] as const) {
    const best = easiestBreakEven(type, tables);
    if (best === null) continue;
    lines.push({
      key: type === 'Standard' ? 'standard' : 'flex',
      label: `${type} ${best.legs}-leg ${percent(best.probability)}`,
      probability: best.probability,
    });
  }
  return lines;
}

/** Value of a step cdf at x: the last point at or below x (0 before the first). */
function cdfAt(cdf: Curve, x: number): number {
  let value = 0;
  for (let i = 0; i < cdf.x.length && cdf.x[i]! <= x + 1e-9; i += 1) value = cdf.y[i]!;
  return value;
}

/** Below this share of the tallest bar a value is too unlikely to be worth width on a phone. */
export const TAIL_SHARE = 0.005;

/**
 * How many leading points the chart shows: through the last value either pdf still gives
 * TAIL_SHARE of its peak, and never cutting off the pick's line.
 */
export function visibleEnd(
  xs: readonly number[],
  curves: readonly (readonly (number | null)[])[],
  threshold: number | null,
): number {
  let last = 0;
  for (const curve of curves) {
    const peak = Math.max(0, ...curve.map((v) => v ?? 0));
    curve.forEach((v, i) => {
      if ((v ?? 0) >= peak * TAIL_SHARE && peak > 0) last = Math.max(last, i);
    });
  }
  if (threshold !== null) {
    const beyond = xs.findIndex((x) => x > threshold);
    last = Math.max(last, beyond === -1 ? xs.length - 1 : beyond);
  }
  return Math.min(xs.length, last + 2);
}

/** Chart data, or null when the reply has no usable pdf and cdf (the chart image is the fallback). */
export function probabilityChart(input: ProbabilityChartInput): ProbabilityChart | null {
  const pdf = readCurve(input.pdf);
  const cdf = readCurve(input.cdf);
  if (!pdf || !cdf) return null;
  const over = input.side !== 0;
  const xs = pdf.x;
  const sideCurve = xs.map((x) => {
    const below = cdfAt(cdf, x);
    return Math.min(1, Math.max(0, over ? 1 - below : below));
  });
  const market = readCurve(input.oddsPdf);
  const marketPdf = market
    ? xs.map((x) => {
        const i = market.x.findIndex((mx) => Math.abs(mx - x) < 1e-6);
        return i === -1 ? null : market.y[i]!;
      })
    : null;
  const threshold = input.threshold;
  let modelProbability: Probability | null = null;
  if (threshold !== null) {
    const pOver =
      typeof input.probabilityOver === 'number' && Number.isFinite(input.probabilityOver)
        ? input.probabilityOver
        : 1 - cdfAt(cdf, threshold);
    modelProbability = pickModelProbability(
      { modelProbability: input.modelProbability },
      pOver,
      over ? 1 : 0,
    );
  }
  const end = visibleEnd(xs, [pdf.y, marketPdf ?? []], threshold);
  return {
    xs: xs.slice(0, end),
    pdf: pdf.y.slice(0, end),
    marketPdf: marketPdf ? marketPdf.slice(0, end) : null,
    sideCurve: sideCurve.slice(0, end),
    sideLabel: over ? 'P(Over line)' : 'P(Under line)',
    threshold,
    modelProbability,
    breakEvens: breakEvenLines(input.odds, input.tables, input.marketProbability ?? null),
  };
}
