// Break-even probabilities: what a pick must hit to pay off at the market's price, and per leg in
// the Standard and Flex payout tables (the lines the Probability chart draws).
import { americanImpliedProbability, decimalImpliedProbability } from '../odds/odds';
import { DEFAULT_PAYOUT_TABLES, type PayoutTable, type PayoutTables } from './payout-tables';
import type { ParlayPickType } from './parlay-picks';

/**
 * The probability a price implies. A pick's odds arrive as text in either format: |n| >= 100 is
 * American ('-115', '+120', '150'), 1 < n < 100 decimal ('1.85'). Null when unreadable.
 */
export function impliedProbabilityFromOdds(
  odds: string | number | null | undefined,
): number | null {
  if (odds === null || odds === undefined) return null;
  const text = String(odds).trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  if (Math.abs(n) >= 100) return americanImpliedProbability(n);
  if (n > 1 && !text.startsWith('-')) return decimalImpliedProbability(n);
  return null;
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Expected return per unit staked of an n-leg entry whose legs each hit with probability p. */
export function expectedReturn(table: PayoutTable, legs: number, p: number): number {
  const payouts = table[legs] ?? {};
  let total = 0;
  for (const [hitsText, payout] of Object.entries(payouts)) {
    const hits = Number(hitsText);
    total += payout * choose(legs, hits) * p ** hits * (1 - p) ** (legs - hits);
  }
  return total;
}

/**
 * The per-leg hit probability at which an n-leg entry breaks even (expected return 1), found by
 * bisection: the expected return rises with p. Null when the table has no n-leg entry or it
 * cannot break even at all.
 */
export function legBreakEven(table: PayoutTable, legs: number): number | null {
  if (table[legs] === undefined || expectedReturn(table, legs, 1) < 1) return null;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (expectedReturn(table, legs, mid) < 1) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface TableBreakEven {
  type: ParlayPickType;
  legs: number;
  probability: number;
}

/**
 * The easiest break-even a payout type offers: the leg count needing the lowest per-leg hit rate.
 * A pick above it can pay off in that entry; below every type's it cannot.
 */
export function easiestBreakEven(
  type: ParlayPickType,
  tables: PayoutTables = DEFAULT_PAYOUT_TABLES,
): TableBreakEven | null {
  let best: TableBreakEven | null = null;
  for (const legsText of Object.keys(tables[type])) {
    const legs = Number(legsText);
    const probability = legBreakEven(tables[type], legs);
    if (probability !== null && (best === null || probability < best.probability)) {
      best = { type, legs, probability };
    }
  }
  return best;
}
