// The books' prices on a demo prop: American odds in whole fives around the market's fair
// probability, each book with its own shade of the consensus and its own margin.
import type { BookQuote } from '../../src/domain/odds/market-prices';
import { probabilityToAmerican } from '../../src/domain/odds/odds';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import { standardNormal, type Random } from '../../src/domain/probability/seeded-random';
import type { SPORTSBOOKS } from './sportsbooks';

export const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** American odds (whole fives) for an implied probability that includes the book's margin. */
function americanOdds(implied: number): number {
  const raw = probabilityToAmerican(clamp(implied, 0.2, 0.8));
  const rounded = Math.round(raw / 5) * 5;
  return rounded === 100 || rounded === -100 ? -105 : rounded;
}

/**
 * Each book's two-way price around the market's fair P(over): its own shade of the consensus and
 * its own margin, quoted for the pick's side (odds) and the other side (other odds).
 */
export function bookQuotes(
  rng: Random,
  books: readonly (typeof SPORTSBOOKS)[number][],
  fairOver: number,
  side: PredictionSide,
): BookQuote[] {
  return books.map((book) => {
    const over = clamp(fairOver + book.shade * standardNormal(rng), 0.08, 0.92);
    const overOdds = americanOdds(over * (1 + book.margin));
    const underOdds = americanOdds((1 - over) * (1 + book.margin));
    return side === 1
      ? { book: book.name, odds: overOdds, otherOdds: underOdds }
      : { book: book.name, odds: underOdds, otherOdds: overOdds };
  });
}
