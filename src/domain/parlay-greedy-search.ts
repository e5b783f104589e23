// The search for long lists: build parlays one at a time (each the best leg set the remaining uses
// allow, found by a pruned depth-first search over the legs, likeliest first), then improve the
// whole split by local search (replace, add, drop and swap legs) while total EV rises.
import { byValue } from './parlay-exact-search';
import { improveLocally } from './parlay-local-search';
import type { ParlayScorer, ScoredParlay } from './parlay-scoring';

const EPSILON = 1e-12;

export function chooseGreedily(scorer: ParlayScorer): ScoredParlay[] {
  const { legs, options } = scorer;
  const order = legs
    .map((_, i) => i)
    .sort((a, b) => legs[b]!.probability - legs[a]!.probability || a - b);
  // P(leg | its most correlated mate hit): what a leg can be worth at best inside a parlay
  const optimistic = legs.map((leg, i) => {
    let rho = 0;
    for (let j = 0; j < legs.length; j += 1)
      if (j !== i) rho = Math.max(rho, scorer.correlation(i, j) ?? 0);
    return leg.probability + rho * (1 - leg.probability);
  });
  const uses = new Array<number>(legs.length).fill(0);
  const chosen: ScoredParlay[] = [];
  const taken = new Set<string>();
  const findBest = () => bestParlay(scorer, order, optimistic, uses, taken);
  for (let best = findBest(); best !== null; best = findBest()) {
    chosen.push(best);
    taken.add(best.key);
    for (const l of best.legs) uses[l]! += 1;
    if (chosen.length === options.maxParlays) break;
  }
  improveLocally(scorer, chosen, uses, taken, findBest);
  return chosen.sort(byValue);
}

/** The best positive-EV leg set not taken yet that the remaining uses allow. */
function bestParlay(
  scorer: ParlayScorer,
  order: readonly number[],
  optimistic: readonly number[],
  uses: readonly number[],
  taken: ReadonlySet<string>,
): ScoredParlay | null {
  const { legs, options } = scorer;
  const available = order.filter((i) => legs[i]!.reusable || uses[i]! < options.maxUsesPerPick);
  // suffix maxima: no leg at or after position a is worth more than boostedAfter[a] with a
  // correlated mate, or than its own probability (the list is sorted by it) without one
  const boostedAfter = new Array<number>(available.length + 1).fill(0);
  for (let a = available.length - 1; a >= 0; a -= 1)
    boostedAfter[a] = Math.max(boostedAfter[a + 1]!, optimistic[available[a]!]!);
  let best: ScoredParlay | null = null;
  const chosen: number[] = [];
  const visit = (start: number) => {
    const sorted = [...chosen].sort((x, y) => x - y);
    if (chosen.length >= options.minLegs) {
      const scored = scorer.score(sorted);
      if (scored && scored.expectedValue > 0 && !taken.has(scored.key))
        if (best === null || byValue(scored, best) < 0) best = scored;
    }
    if (chosen.length === options.maxLegs) return;
    let bound = Infinity;
    let boundPlain = NaN;
    let boundBoosted = NaN;
    for (let a = start; a < available.length; a += 1) {
      const floor = best === null ? 0 : (best as ScoredParlay).expectedValue;
      const plain = legs[available[a]!]!.probability;
      const boosted = boostedAfter[a]!;
      if (plain !== boundPlain || boosted !== boundBoosted) {
        bound = scorer.optimisticValue(sorted, plain, boosted);
        boundPlain = plain;
        boundBoosted = boosted;
      }
      if (bound <= floor + EPSILON) return;
      const i = available[a]!;
      if (!scorer.fits(chosen, i)) continue;
      chosen.push(i);
      visit(a + 1);
      chosen.pop();
    }
  };
  visit(0);
  return best;
}
