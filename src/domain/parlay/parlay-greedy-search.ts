// The search for long lists: build parlays one at a time (each the best leg set the remaining uses
// and the overlap rule allow, found by a pruned depth-first search over the legs, likeliest first),
// then improve the whole split by local search (replace, add, drop and swap legs) while total EV
// rises.
import { byValue } from './parlay-exact-search';
import { improveLocally } from './parlay-local-search';
import { overlapAllowed, usesAllowed } from './parlay-optimizer-options';
import type { ParlayScorer, ScoredParlay } from './parlay-scoring';

const EPSILON = 1e-12;

/** Rounds of "take one parlay out and rebuild around the others" after the first build. */
const REBUILD_ROUNDS = 4;
/**
 * Rebuilding pays on short lists, where the overlap rule leaves few ways around the best parlay's
 * legs (up to 15 % more EV at 8 picks); on long lists it adds about 1 % for ten times the time.
 */
const REBUILD_MAX_LEGS = 12;

const total = (split: readonly ScoredParlay[]) => split.reduce((s, p) => s + p.expectedValue, 0);

export function chooseGreedily(scorer: ParlayScorer): ScoredParlay[] {
  const { legs } = scorer;
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
  let best = build(scorer, order, optimistic, [], null);
  // The best parlay first can crowd out a better whole (the overlap rule keeps the rest away from
  // its legs): take each parlay out in turn, forbid it, rebuild around the others, keep a gain.
  const rounds = legs.length <= REBUILD_MAX_LEGS ? REBUILD_ROUNDS : 0;
  for (let round = 0; round < rounds; round += 1) {
    let improved = false;
    for (let p = 0; p < best.length && !improved; p += 1) {
      const kept = best.filter((_, k) => k !== p);
      const trial = build(scorer, order, optimistic, kept, best[p]!.key);
      if (total(trial) > total(best) + EPSILON) {
        best = trial;
        improved = true;
      }
    }
    if (!improved) break;
  }
  return best.sort(byValue);
}

/** Parlays added one at a time to `start` (best first), then improved by local search. */
function build(
  scorer: ParlayScorer,
  order: readonly number[],
  optimistic: readonly number[],
  start: readonly ScoredParlay[],
  forbidden: string | null,
): ScoredParlay[] {
  const uses = new Array<number>(scorer.legs.length).fill(0);
  const chosen: ScoredParlay[] = [...start];
  const taken = new Set<string>(chosen.map((c) => c.key));
  for (const c of chosen) for (const l of c.legs) uses[l]! += 1;
  if (forbidden !== null) taken.add(forbidden);
  const findBest = () => bestParlay(scorer, order, optimistic, uses, taken, chosen);
  while (chosen.length < scorer.options.maxParlays) {
    const next = findBest();
    if (next === null) break;
    chosen.push(next);
    taken.add(next.key);
    for (const l of next.legs) uses[l]! += 1;
  }
  improveLocally(scorer, chosen, uses, taken, findBest);
  return chosen;
}

/**
 * The best positive-EV leg set not taken yet that the remaining uses allow and that shares at most
 * half its legs with each parlay of `others`.
 */
export function bestParlay(
  scorer: ParlayScorer,
  order: readonly number[],
  optimistic: readonly number[],
  uses: readonly number[],
  taken: ReadonlySet<string>,
  others: readonly ScoredParlay[],
): ScoredParlay | null {
  const { legs, options } = scorer;
  const available = order.filter((i) => uses[i]! < usesAllowed(legs[i]!, options));
  // suffix maxima: no leg at or after position a is worth more than boostedAfter[a] with a
  // correlated mate, or than its own probability (the list is sorted by it) without one
  const boostedAfter = new Array<number>(available.length + 1).fill(0);
  for (let a = available.length - 1; a >= 0; a -= 1)
    boostedAfter[a] = Math.max(boostedAfter[a + 1]!, optimistic[available[a]!]!);
  let best: ScoredParlay | null = null;
  const chosen: number[] = [];
  // legs shared with each other parlay so far: past half of that parlay's legs, no leg set that
  // grows from here can meet the overlap rule, so the branch is cut
  const shared = new Array<number>(others.length).fill(0);
  const most = others.map((other) =>
    Math.floor(options.maxSharedLegShare * other.legs.length + 1e-9),
  );
  const visit = (start: number) => {
    const sorted = [...chosen].sort((x, y) => x - y);
    if (
      chosen.length >= options.minLegs &&
      others.every((other) => overlapAllowed(other.legs, sorted, options))
    ) {
      const scored = scorer.score(sorted);
      if (
        scored &&
        scored.expectedValue > 0 &&
        !taken.has(scored.key) &&
        (best === null || byValue(scored, best) < 0)
      )
        best = scored;
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
      let cut = false;
      others.forEach((other, k) => {
        if (other.legs.includes(i) && (shared[k]! += 1) > most[k]!) cut = true;
      });
      if (!cut) {
        chosen.push(i);
        visit(a + 1);
        chosen.pop();
      }
      others.forEach((other, k) => {
        if (other.legs.includes(i)) shared[k]! -= 1;
      });
    }
  };
  visit(0);
  return best;
}
