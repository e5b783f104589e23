// The four numbers a bettor reads about a pick, and the edge: one definition of each, used by the
// API, the card, the detail, the research texts and the optimizer, so every screen agrees.
import { asProbability, formatProbability, type Percent, type Probability } from './scales';

/** Probabilities are 0-1; the confidence is the spec's 0-100 rating. */
export interface PickProbabilities {
  /** The headline rating, 0-100 (the spec's figure). */
  confidence: Percent | null;
  /** How often picks at this confidence have won in graded history, 0-1. */
  calibrated: Probability | null;
  /** The player model's probability that the pick's side wins, 0-1. */
  model: Probability | null;
  /** The sportsbook's price for the pick's side with the vig removed, 0-1. */
  market: Probability | null;
  /** calibrated − market: what the pick is worth against the price (null without either). */
  edge: number | null;
}

/** One-line definitions shown beside the numbers in the detail. */
export const PROBABILITY_DEFINITIONS = {
  confidence: "Our rating of the pick, from its experts' records, the model and their agreement.",
  calibrated: 'How often graded picks at this confidence have actually won.',
  model: "The player model's chance of this side, from the player's recent stat lines.",
  market: "The sportsbook's price for this side with its margin (the vig) taken out.",
  edge: 'Calibrated minus market: positive when the pick has won more than the price implies.',
} as const;

const round4 = (p: number) => Math.round(p * 10_000) / 10_000;

/** calibrated − market, or null when either is unknown. */
export function edgeOf(calibrated: Probability | null, market: Probability | null): number | null {
  if (calibrated === null || market === null) return null;
  if (!Number.isFinite(calibrated) || !Number.isFinite(market)) return null;
  return round4(calibrated - market);
}

/**
 * The probability the optimizer gives a leg: the calibrated one; without a fit, the vig-free
 * market (no edge claimed that the record has not shown); with neither, a coin's 50 %. Never the
 * raw confidence.
 */
export function legWinProbability(pick: {
  calibratedProbability?: number | null;
  marketProbability?: number | null;
}): Probability {
  for (const p of [pick.calibratedProbability, pick.marketProbability])
    if (typeof p === 'number' && Number.isFinite(p) && p > 0 && p < 1) return asProbability(p);
  return asProbability(0.5);
}

/** '66%': a probability as a whole percent, written like the confidence beside it. */
export function percentText(probability: Probability): string {
  return formatProbability(probability);
}

/** '+4.2 pts' / '−3.0 pts': an edge in percentage points. */
export function edgeText(edge: number): string {
  const points = Math.abs(edge * 100).toFixed(1);
  return `${edge >= 0 ? '+' : '−'}${points} pts`;
}

/** The card's small type: what this confidence has meant historically. */
export function historicalMeaningText(calibrated: Probability | null): string | null {
  return calibrated === null
    ? null
    : `won ${percentText(calibrated)} of graded picks at this level`;
}

/** P(the pick's side) from P(over the line): Under (0) takes the complement; no side reads as Over. */
export function sideProbability(probabilityOver: Probability, side: 0 | 1 | null): Probability {
  return side === 0 ? asProbability(1 - probabilityOver) : probabilityOver;
}

const usable = (p: number | null | undefined): p is Probability =>
  typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1;

/**
 * The model probability every screen quotes for a pick: the pick's own `model_probability` (what
 * the API, the tiles and the optimizer read); only a pick without one (an import) falls back to the
 * distribution's P(over) at the line, turned to the pick's side. Null when neither is known.
 */
export function pickModelProbability(
  pick: { modelProbability?: number | null },
  distributionOver: number | null | undefined,
  side: 0 | 1 | null,
): Probability | null {
  if (usable(pick.modelProbability)) return pick.modelProbability;
  return usable(distributionOver) ? sideProbability(distributionOver, side) : null;
}

/** The numbers a research text quotes: the same fields the detail tiles show. */
export interface QuotedProbabilities {
  model: Probability | null;
  calibrated: Probability | null;
  market: Probability | null;
}

/** The quoted numbers of a pick as the API sends them (fields the contract documents as 0-1). */
export function quotedFromReply(
  pick:
    | {
        model_probability?: number | null;
        calibrated_probability?: number | null;
        market_probability?: number | null;
      }
    | null
    | undefined,
): QuotedProbabilities {
  const field = (p: number | null | undefined) => (usable(p) ? p : null);
  return {
    model: field(pick?.model_probability),
    calibrated: field(pick?.calibrated_probability),
    market: field(pick?.market_probability),
  };
}

/**
 * The one sentence the research texts (the server's justification and the 'Model vs market'
 * card) use for a pick's numbers, written with the tiles' own formats, so every quoted percent and
 * the edge (calibrated − vig-free market) read exactly as the detail shows them.
 */
export function probabilityQuote(numbers: QuotedProbabilities, subject: string): string {
  const { model, calibrated, market } = numbers;
  const who = subject.trim() || 'this pick';
  const parts: string[] = [];
  parts.push(
    model === null
      ? `The model has no probability for ${who} yet`
      : `Our model gives ${who} a ${percentText(model)} chance`,
  );
  if (calibrated !== null)
    parts.push(`picks at this confidence have won ${percentText(calibrated)}`);
  const edge = edgeOf(calibrated, market);
  if (market === null) parts.push('no market price is recorded to compare');
  else
    parts.push(
      `the vig-free market implies ${percentText(market)}${edge === null ? '' : `: an edge of ${edgeText(edge)}`}`,
    );
  return `${parts.join('; ')}.`;
}
