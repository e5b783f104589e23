// Local search over a split: replace, add, drop and swap legs, and free a leg to make room for a
// new parlay, while the total EV rises. Every move keeps every rule of the split (uses per leg,
// and no two parlays sharing more than half their legs).
import { allowedBy } from './parlay-exact-search';
import { overlapAllowed, usesAllowed } from './parlay-optimizer-options';
import type { ParlayScorer, ScoredParlay } from './parlay-scoring';

const MAX_ROUNDS = 12;
const EPSILON = 1e-12;

/** First-improvement local search over the chosen parlays; keeps every constraint. */
export function improveLocally(
  scorer: ParlayScorer,
  chosen: ScoredParlay[],
  uses: number[],
  taken: Set<string>,
  findBest: () => ScoredParlay | null,
): void {
  const { legs, options } = scorer;
  const usable = (i: number) => uses[i]! < usesAllowed(legs[i]!, options);
  /** Whether leg set `set` respects the overlap rule against every parlay but those skipped. */
  const apart = (set: readonly number[], ...skip: number[]) =>
    chosen.every((other, k) => skip.includes(k) || overlapAllowed(other.legs, set, options));
  const add = (parlay: ScoredParlay) => {
    chosen.push(parlay);
    taken.add(parlay.key);
    for (const l of parlay.legs) uses[l]! += 1;
  };
  /** Room for another parlay: free one leg of a parlay when the legs it frees make a better one. */
  const grow = (): boolean => {
    if (chosen.length >= options.maxParlays) return false;
    const extra = findBest();
    let bestGain = extra?.expectedValue ?? 0;
    let move: { p: number; out: number; shrunk: ScoredParlay; extra: ScoredParlay } | null = null;
    // a freed leg needs at least minLegs - 1 usable partners to make a parlay
    const partners = legs.filter((_, i) => usable(i)).length;
    for (let p = 0; p < chosen.length && partners + 1 >= options.minLegs; p += 1) {
      const current = chosen[p]!;
      if (current.legs.length <= options.minLegs) continue;
      for (const out of current.legs) {
        const shrunk = scorer.score(current.legs.filter((l) => l !== out));
        if (!shrunk || shrunk.expectedValue <= 0 || taken.has(shrunk.key)) continue;
        if (!apart(shrunk.legs, p)) continue;
        uses[out]! -= 1;
        taken.add(shrunk.key);
        chosen[p] = shrunk;
        const freed = findBest();
        chosen[p] = current;
        taken.delete(shrunk.key);
        uses[out]! += 1;
        if (!freed) continue;
        const gain = freed.expectedValue + shrunk.expectedValue - current.expectedValue;
        if (gain > bestGain + EPSILON) {
          bestGain = gain;
          move = { p, out, shrunk, extra: freed };
        }
      }
    }
    if (move) {
      const current = chosen[move.p]!;
      taken.delete(current.key);
      uses[move.out]! -= 1;
      taken.add(move.shrunk.key);
      chosen[move.p] = move.shrunk;
      add(move.extra);
      return true;
    }
    if (extra) add(extra);
    return extra !== null;
  };
  const replace = (index: number, nextLegs: number[]): boolean => {
    const sorted = nextLegs.sort((x, y) => x - y);
    // the overlap rule first: it is cheaper than scoring a set never seen
    if (!apart(sorted, index)) return false;
    const scored = scorer.score(sorted);
    const current = chosen[index]!;
    if (!scored || taken.has(scored.key)) return false;
    if (scored.expectedValue <= current.expectedValue + EPSILON) return false;
    const others = chosen.filter((_, k) => k !== index);
    if (!allowedBy(usesWithout(uses, current), scored, scorer, others)) return false;
    for (const l of current.legs) uses[l]! -= 1;
    for (const l of scored.legs) uses[l]! += 1;
    taken.delete(current.key);
    taken.add(scored.key);
    chosen[index] = scored;
    return true;
  };
  const trySwap = (p: number, q: number): boolean => {
    for (const a of chosen[p]!.legs)
      for (const b of chosen[q]!.legs) {
        const restP = chosen[p]!.legs.filter((l) => l !== a);
        const restQ = chosen[q]!.legs.filter((l) => l !== b);
        if (restP.includes(b) || restQ.includes(a)) continue;
        if (!scorer.fits(restP, b) || !scorer.fits(restQ, a)) continue;
        const setP = [...restP, b].sort((x, y) => x - y);
        const setQ = [...restQ, a].sort((x, y) => x - y);
        if (!apart(setP, p, q) || !apart(setQ, p, q) || !overlapAllowed(setP, setQ, options))
          continue;
        const nextP = scorer.score(setP);
        const nextQ = scorer.score(setQ);
        if (!nextP || !nextQ || taken.has(nextP.key) || taken.has(nextQ.key)) continue;
        const gain =
          nextP.expectedValue +
          nextQ.expectedValue -
          chosen[p]!.expectedValue -
          chosen[q]!.expectedValue;
        if (gain <= EPSILON || nextP.expectedValue <= 0 || nextQ.expectedValue <= 0) continue;
        taken.delete(chosen[p]!.key);
        taken.delete(chosen[q]!.key);
        taken.add(nextP.key).add(nextQ.key);
        chosen[p] = nextP;
        chosen[q] = nextQ;
        return true;
      }
    return false;
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let improved = false;
    for (let p = 0; p < chosen.length; p += 1) {
      for (let i = 0; i < legs.length; i += 1) {
        const set = chosen[p]!.legs;
        if (set.includes(i) || !usable(i)) continue;
        // add a leg, or put it in place of one already there
        if (set.length < options.maxLegs && scorer.fits(set, i) && replace(p, [...set, i]))
          improved = true;
        for (const out of chosen[p]!.legs) {
          const rest = chosen[p]!.legs.filter((l) => l !== out);
          if (!rest.includes(i) && scorer.fits(rest, i) && replace(p, [...rest, i]))
            improved = true;
        }
      }
      // drop a leg
      for (const out of chosen[p]!.legs)
        if (chosen[p]!.legs.length > options.minLegs)
          improved =
            replace(
              p,
              chosen[p]!.legs.filter((l) => l !== out),
            ) || improved;
      for (let q = p + 1; q < chosen.length; q += 1) improved = trySwap(p, q) || improved;
    }
    improved = grow() || improved;
    if (!improved) return;
  }
}

function usesWithout(uses: readonly number[], parlay: ScoredParlay): number[] {
  const next = [...uses];
  for (const l of parlay.legs) next[l]! -= 1;
  return next;
}
