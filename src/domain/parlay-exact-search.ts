// The exact search for short lists: every allowed positive-EV parlay, then branch and bound over
// sets of them for the most total EV the uses allow. Checked against brute force in the tests.
import type { OptimizerOptions } from './parlay-optimizer-options';
import type { ParlayScorer, ScoredParlay } from './parlay-scoring';

/** Every allowed parlay of 2-6 legs with a positive edge, best first (ties: fewer legs, key). */
export function positiveParlays(scorer: ParlayScorer): ScoredParlay[] {
  const { minLegs, maxLegs } = scorer.options;
  const found: ScoredParlay[] = [];
  const chosen: number[] = [];
  const visit = (start: number) => {
    if (chosen.length >= minLegs) {
      const scored = scorer.score(chosen);
      if (scored && scored.expectedValue > 0) found.push(scored);
    }
    if (chosen.length === maxLegs) return;
    for (let i = start; i < scorer.legs.length; i += 1) {
      if (!scorer.fits(chosen, i)) continue;
      chosen.push(i);
      visit(i + 1);
      chosen.pop();
    }
  };
  visit(0);
  return found.sort(byValue);
}

export function byValue(a: ScoredParlay, b: ScoredParlay): number {
  return (
    b.expectedValue - a.expectedValue ||
    a.legs.length - b.legs.length ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** Branch and bound over the candidates (best first): the feasible set with the most total EV. */
export function chooseExactly(
  scorer: ParlayScorer,
  candidates: readonly ScoredParlay[],
): ScoredParlay[] {
  const { legs, options } = scorer;
  const uses = new Array<number>(legs.length).fill(0);
  const anyReusable = legs.some((leg) => leg.reusable);
  let usesLeft = legs.length * options.maxUsesPerPick;
  let best: ScoredParlay[] = [];
  let bestValue = 0;
  const current: ScoredParlay[] = [];
  // prefix sums of the sorted EVs give each branch's bound in O(1)
  const prefix = [0];
  for (const c of candidates) prefix.push(prefix[prefix.length - 1]! + c.expectedValue);

  const search = (start: number, value: number) => {
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = [...current];
    }
    // without reusable picks, the uses left also bound how many more parlays fit
    const room = Math.min(
      options.maxParlays - current.length,
      anyReusable ? Infinity : Math.floor(usesLeft / options.minLegs),
    );
    if (room <= 0) return;
    for (let i = start; i < candidates.length; i += 1) {
      const bound = value + prefix[Math.min(candidates.length, i + room)]! - prefix[i]!;
      if (bound <= bestValue + 1e-12) return;
      const candidate = candidates[i]!;
      if (!allowedBy(uses, candidate, scorer, options)) continue;
      current.push(candidate);
      for (const l of candidate.legs) uses[l]! += 1;
      usesLeft -= candidate.legs.length;
      search(i + 1, value + candidate.expectedValue);
      usesLeft += candidate.legs.length;
      for (const l of candidate.legs) uses[l]! -= 1;
      current.pop();
    }
  };
  search(0, 0);
  return best;
}

/** A non-reusable pick may be in at most maxUsesPerPick parlays. */
export function allowedBy(
  uses: readonly number[],
  candidate: ScoredParlay,
  scorer: ParlayScorer,
  options: OptimizerOptions,
): boolean {
  return candidate.legs.every((l) => scorer.legs[l]!.reusable || uses[l]! < options.maxUsesPerPick);
}
