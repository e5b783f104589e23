// Scoring candidate parlays for the searches: which legs may sit together, each leg set's hit
// distribution (same-game pairs joined through their correlation) and its better payout table.
// Scores are memoised per leg set, because the searches ask about the same sets again and again.
import type { CorrelatedPair, OptimizerLeg, OptimizerOptions } from './parlay-optimizer-options';
import type { ParlayPickType } from './parlay-picks';
import { expectedValue, hitDistribution, type LegBlock } from './parlay-probability';

export interface ScoredParlay {
  /** Indexes into the leg list, ascending. */
  legs: readonly number[];
  key: string;
  type: ParlayPickType;
  hitProbability: number;
  expectedValue: number;
  /** P(exactly k legs hit). */
  distribution: number[];
  correlatedPairs: CorrelatedPair[];
}

const TYPES: readonly ParlayPickType[] = ['Standard', 'Flex'];

export const keyOf = (legs: readonly number[]) => legs.join(',');

export class ParlayScorer {
  private readonly scores = new Map<string, ScoredParlay | null>();
  private readonly rho = new Map<number, number | undefined>();

  constructor(
    readonly legs: readonly OptimizerLeg[],
    readonly options: OptimizerOptions,
  ) {}

  /** Modelled correlation of two legs of one game (undefined = unknown or other games). */
  correlation(i: number, j: number): number | undefined {
    const a = this.legs[i]!;
    const b = this.legs[j]!;
    if (a.gameId === null || a.gameId !== b.gameId) return undefined;
    const slot = Math.min(i, j) * this.legs.length + Math.max(i, j);
    if (!this.rho.has(slot)) {
      const [first, second] = i < j ? [a, b] : [b, a];
      this.rho.set(slot, this.options.correlation(first, second));
    }
    return this.rho.get(slot);
  }

  /**
   * Whether leg `i` may join `chosen`: one pick per mutual-exclusion group, and legs of one game
   * together only when their modelled correlation is positive, and then only as one pair.
   */
  fits(chosen: readonly number[], i: number): boolean {
    const leg = this.legs[i]!;
    let sameGame = 0;
    for (const c of chosen) {
      const other = this.legs[c]!;
      if (c === i) return false;
      if (leg.mutualExclusion >= 0 && leg.mutualExclusion === other.mutualExclusion) return false;
      if (leg.gameId !== null && leg.gameId === other.gameId) {
        sameGame += 1;
        const rho = this.correlation(c, i);
        if (sameGame > 1 || rho === undefined || rho <= 0) return false;
      }
    }
    return true;
  }

  /** The set's score under its better table; null when no table offers that many legs. */
  score(sortedLegs: readonly number[]): ScoredParlay | null {
    const key = keyOf(sortedLegs);
    const known = this.scores.get(key);
    if (known !== undefined) return known;
    const scored = this.compute(sortedLegs, key);
    this.scores.set(key, scored);
    return scored;
  }

  /** The set's hit distribution and correlated pairs, whatever its size. */
  private analyse(legs: readonly number[]) {
    const blocks: LegBlock[] = [];
    const pairs: CorrelatedPair[] = [];
    const paired = new Set<number>();
    for (const i of legs) {
      if (paired.has(i)) continue;
      const mate = legs.find(
        (j) => j !== i && !paired.has(j) && this.correlation(i, j) !== undefined,
      );
      const p = this.legs[i]!.probability;
      if (mate === undefined) {
        blocks.push({ kind: 'single', probability: p });
        continue;
      }
      const correlation = this.correlation(i, mate)!;
      paired.add(i).add(mate);
      blocks.push({
        kind: 'pair',
        probabilities: [p, this.legs[mate]!.probability],
        correlation,
      });
      pairs.push({ legIds: [this.legs[i]!.id, this.legs[mate]!.id], correlation });
    }
    return { distribution: hitDistribution(blocks), pairs };
  }

  private compute(legs: readonly number[], key: string): ScoredParlay | null {
    const { distribution, pairs } = this.analyse(legs);
    let best: ScoredParlay | null = null;
    for (const type of TYPES) {
      const row = this.options.payouts[type][legs.length];
      if (row === undefined) continue;
      const ev = expectedValue(distribution, row);
      if (best === null || ev > best.expectedValue) {
        best = {
          legs: [...legs],
          key,
          type,
          hitProbability: distribution[legs.length] ?? 0,
          expectedValue: ev,
          distribution,
          correlatedPairs: pairs,
        };
      }
    }
    return best;
  }

  /**
   * An optimistic EV for any parlay that adds legs to `partial`, none likelier than `plain`: each
   * same-game pair the parlay can still form lifts one added leg to `boosted` (at most
   * P(leg | its correlated mate hit)), the rest count as independent legs of probability `plain`.
   * A parlay of m legs holds at most ⌊m/2⌋ pairs. Prunes the greedy search, not the exact one.
   */
  optimisticValue(partial: readonly number[], plain: number, boosted: number): number {
    const analysed = partial.length === 0 ? null : this.analyse(partial);
    const base = analysed?.distribution ?? [1];
    const pairsSoFar = analysed?.pairs.length ?? 0;
    let best = -Infinity;
    for (
      let size = Math.max(partial.length + 1, this.options.minLegs);
      size <= this.options.maxLegs;
      size += 1
    ) {
      const added = size - partial.length;
      const lifted = Math.min(added, Math.max(0, Math.floor(size / 2) - pairsSoFar));
      let dist = base;
      for (let n = 0; n < added; n += 1) dist = withLeg(dist, n < lifted ? boosted : plain);
      for (const type of TYPES) {
        const row = this.options.payouts[type][size];
        if (row !== undefined) best = Math.max(best, expectedValue(dist, row));
      }
    }
    return best;
  }
}

function withLeg(dist: readonly number[], p: number): number[] {
  const grown = new Array<number>(dist.length + 1).fill(0);
  for (let k = 0; k < dist.length; k += 1) {
    grown[k]! += dist[k]! * (1 - p);
    grown[k + 1]! += dist[k]! * p;
  }
  return grown;
}
