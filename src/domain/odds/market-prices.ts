// The market of one pick: its prices at several books, the best of them, the vig-free fair
// probability, the edge against the best price and closing line value. One implementation for the
// generator, the import, the server's grading and every screen (issue [M]).
import { americanImpliedProbability, americanToDecimal, removeVig } from './odds';

export const PRICE_PHASES = ['open', 'current', 'close'] as const;
export type PricePhase = (typeof PRICE_PHASES)[number];

/** One book's two-way price: American odds of the pick's side and of the other side. */
export interface BookQuote {
  book: string;
  odds: number;
  otherOdds: number;
}

/** The book's vig-free probability of the pick's side. */
export function bookFairProbability(quote: BookQuote): number {
  const [side] = removeVig(
    americanImpliedProbability(quote.odds),
    americanImpliedProbability(quote.otherOdds),
  );
  return side;
}

/** The book's margin: how far its two implied probabilities exceed 1. */
export function bookVig(quote: BookQuote): number {
  return americanImpliedProbability(quote.odds) + americanImpliedProbability(quote.otherOdds) - 1;
}

/**
 * The best price for the pick's side: the one that pays most; a tie goes to the book whose name
 * sorts first, so every runtime names the same book. Null when no book quotes it.
 */
export function bestQuote(quotes: readonly BookQuote[]): BookQuote | null {
  let best: BookQuote | null = null;
  for (const quote of quotes) {
    if (!best) best = quote;
    else {
      const gain = americanToDecimal(quote.odds) - americanToDecimal(best.odds);
      if (gain > 1e-9 || (Math.abs(gain) <= 1e-9 && quote.book < best.book)) best = quote;
    }
  }
  return best;
}

/** The market's fair probability of the pick's side: the mean of the books' vig-free ones. */
export function fairProbability(quotes: readonly BookQuote[]): number | null {
  if (quotes.length === 0) return null;
  return quotes.reduce((sum, q) => sum + bookFairProbability(q), 0) / quotes.length;
}

/**
 * The edge against a price: the expected return per unit staked at those odds when the side wins
 * with `probability` (0.04 = +4%).
 */
export function edgeAt(probability: number, americanOdds: number): number {
  return probability * americanToDecimal(americanOdds) - 1;
}

/**
 * Closing line value in percent: what the price taken is worth at the closing fair probability
 * (+3.2 means the bettor got 3.2% more than the close says the side was worth).
 */
export function closingLineValuePercent(takenAmerican: number, closingFair: number): number {
  return (closingFair * americanToDecimal(takenAmerican) - 1) * 100;
}

/** A pick beat the close when its closing line value is above zero. */
export function beatsClose(clvPercent: number): boolean {
  return clvPercent > 0;
}

/**
 * A graded pick's closing numbers: the price taken is the best opening price (what a bettor who
 * followed the pick when it was posted could get), measured at the books' mean vig-free closing
 * probability. Null without opening or closing prices.
 */
export function pickClosingLine(
  opening: readonly BookQuote[],
  closing: readonly BookQuote[],
): { closingProbability: number; clvPercent: number } | null {
  const taken = bestQuote(opening);
  const closingProbability = fairProbability(closing);
  if (!taken || closingProbability === null) return null;
  return {
    closingProbability,
    clvPercent: closingLineValuePercent(taken.odds, closingProbability),
  };
}
