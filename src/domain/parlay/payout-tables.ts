// Pick'em payout tables: what a parlay of N legs pays per unit staked, by how many legs hit.
// Configuration, not code: see docs/decisions.md for the source and the date they were read.

import type { ParlayPickType } from './parlay-picks';

/** payouts[legs][hits] = total return per unit staked (stake included); absent = 0. */
export type PayoutTable = Readonly<Record<number, Readonly<Record<number, number>>>>;

/** Standard ("Power Play"): every leg must hit. */
export const STANDARD_PAYOUTS: PayoutTable = {
  2: { 2: 3 },
  3: { 3: 5 },
  4: { 4: 10 },
  5: { 5: 20 },
  6: { 6: 37.5 },
};

/** Flex: pays on all hits and, smaller, on one or two misses. There is no 2-leg flex. */
export const FLEX_PAYOUTS: PayoutTable = {
  3: { 3: 2.25, 2: 1.25 },
  4: { 4: 5, 3: 1.5 },
  5: { 5: 10, 4: 2, 3: 0.4 },
  6: { 6: 25, 5: 2, 4: 0.4 },
};

export interface PayoutTables {
  Standard: PayoutTable;
  Flex: PayoutTable;
}

export const DEFAULT_PAYOUT_TABLES: PayoutTables = {
  Standard: STANDARD_PAYOUTS,
  Flex: FLEX_PAYOUTS,
};

/** Whether the table offers a parlay of this many legs at all. */
export function offersLegCount(tables: PayoutTables, type: ParlayPickType, legs: number): boolean {
  return tables[type][legs] !== undefined;
}
