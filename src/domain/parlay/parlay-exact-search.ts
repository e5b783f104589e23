// The exact search for short lists: every allowed positive-EV parlay, then branch and bound over
// sets of them for the most total EV the uses and the overlap rule allow. Checked against brute
// force in the tests.
import { overlapAllowed, usesAllowed } from './parlay-optimizer-options';
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

/**
 * Branch and bound over the candidates (best first): the feasible set with the most total EV.
 * Each branch carries the candidates that still fit beside its parlays (a candidate that no
 * longer fits never fits deeper: uses only grow and parlays are only added), and is cut when even
 * the best of them cannot beat the best split found: by the `room` best EVs left, and by each
 * leg's uses left times the best EV per leg of the distinct candidates that hold it.
 */
export function chooseExactly(
  scorer: ParlayScorer,
  candidates: readonly ScoredParlay[],
  incumbent: readonly ScoredParlay[] = [],
  budget = Infinity,
): { parlays: ScoredParlay[]; proven: boolean } {
  let steps = 0;
  const { legs, options } = scorer;
  const uses = new Array<number>(legs.length).fill(0);
  const caps = legs.map((leg) => usesAllowed(leg, options));
  let usesLeft = caps.reduce((sum, cap) => sum + cap, 0);
  let best: ScoredParlay[] = [...incumbent];
  let bestValue = incumbent.reduce((sum, c) => sum + c.expectedValue, 0);
  const current: ScoredParlay[] = [];
  const top = legs.map(() => [] as number[]);

  /** Σ over legs of its best per-leg shares among `open`, one per use it has left. */
  const legBound = (open: readonly number[], room: number) => {
    for (const list of top) list.length = 0;
    for (const index of open) {
      const c = candidates[index]!;
      const share = c.expectedValue / c.legs.length;
      for (const l of c.legs) {
        const list = top[l]!;
        const keep = Math.min(caps[l]! - uses[l]!, room);
        if (list.length < keep) {
          list.push(share);
          list.sort((a, b) => b - a);
        } else if (keep > 0 && share > list[keep - 1]!) {
          list[keep - 1] = share;
          list.sort((a, b) => b - a);
        }
      }
    }
    return top.reduce((sum, list) => sum + list.reduce((s, v) => s + v, 0), 0);
  };

  const search = (open: readonly number[], value: number) => {
    steps += open.length + 1;
    if (steps > budget) return;
    if (value > bestValue + 1e-12) {
      bestValue = value;
      best = [...current];
    }
    // every leg has a cap, so the uses left also bound how many more parlays fit
    const room = Math.min(
      options.maxParlays - current.length,
      Math.floor(usesLeft / options.minLegs),
    );
    if (room <= 0 || open.length === 0) return;
    if (value + legBound(open, room) <= bestValue + 1e-12) return;
    // prefix sums of the open EVs (best first) give each branch's bound in O(1)
    const prefix = [0];
    for (const index of open)
      prefix.push(prefix[prefix.length - 1]! + candidates[index]!.expectedValue);
    for (let j = 0; j < open.length; j += 1) {
      // the bound only falls as j grows: past one that cannot help, none can
      const bound = value + prefix[Math.min(open.length, j + room)]! - prefix[j]!;
      if (bound <= bestValue + 1e-12) return;
      const candidate = candidates[open[j]!]!;
      current.push(candidate);
      for (const l of candidate.legs) uses[l]! += 1;
      usesLeft -= candidate.legs.length;
      const next: number[] = [];
      for (let k = j + 1; k < open.length; k += 1)
        if (allowedBy(uses, candidates[open[k]!]!, scorer, current)) next.push(open[k]!);
      search(next, value + candidate.expectedValue);
      if (steps > budget) return;
      usesLeft += candidate.legs.length;
      for (const l of candidate.legs) uses[l]! -= 1;
      current.pop();
    }
  };
  search(
    candidates.map((_, i) => i).filter((i) => allowedBy(uses, candidates[i]!, scorer, current)),
    0,
  );
  return { parlays: best, proven: steps <= budget };
}

/**
 * Whether `candidate` may join `others`: each of its legs still has a use left (the per-leg cap,
 * once for a non-reusable pick) and it shares at most half its legs with any of them.
 */
export function allowedBy(
  uses: readonly number[],
  candidate: ScoredParlay,
  scorer: ParlayScorer,
  others: readonly ScoredParlay[],
): boolean {
  const { legs, options } = scorer;
  return (
    candidate.legs.every((l) => uses[l]! < usesAllowed(legs[l]!, options)) &&
    others.every((other) => overlapAllowed(other.legs, candidate.legs, options))
  );
}
