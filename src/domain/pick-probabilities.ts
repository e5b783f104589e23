// The four numbers a bettor reads about a pick, and the edge: one definition of each, used by the
// API, the card, the detail, the research texts and the optimizer, so every screen agrees.

/** Probabilities are 0-1; the confidence is the spec's 0-100 rating. */
export interface PickProbabilities {
  /** The headline rating, 0-100 (the spec's figure). */
  confidence: number | null;
  /** How often picks at this confidence have won in graded history, 0-1. */
  calibrated: number | null;
  /** The player model's probability that the pick's side wins, 0-1. */
  model: number | null;
  /** The sportsbook's price for the pick's side with the vig removed, 0-1. */
  market: number | null;
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
export function edgeOf(calibrated: number | null, market: number | null): number | null {
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
}): number {
  for (const p of [pick.calibratedProbability, pick.marketProbability])
    if (typeof p === 'number' && Number.isFinite(p) && p > 0 && p < 1) return p;
  return 0.5;
}

/** '66%': a probability as a whole percent, written like the confidence beside it. */
export function percentText(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** '+4.2 pts' / '−3.0 pts': an edge in percentage points. */
export function edgeText(edge: number): string {
  const points = Math.abs(edge * 100).toFixed(1);
  return `${edge >= 0 ? '+' : '−'}${points} pts`;
}

/** The card's small type: what this confidence has meant historically. */
export function historicalMeaningText(calibrated: number | null): string | null {
  return calibrated === null
    ? null
    : `won ${percentText(calibrated)} of graded picks at this level`;
}
