// An independent, slow reference for the optimizer: every leg set checked against the rules by
// hand, every outcome of its legs enumerated for the EV, every feasible family of sets tried.
import { jointHitProbability } from '../../../../../src/domain/parlay/parlay-probability';
import type {
  OptimizerLeg,
  OptimizerOptions,
} from '../../../../../src/domain/parlay/parlay-optimizer';

/** Whether a leg set obeys the rules: groups, games (one positively correlated pair at most). */
export function legSetAllowed(legs: readonly OptimizerLeg[], options: OptimizerOptions): boolean {
  for (let i = 0; i < legs.length; i += 1)
    for (let j = i + 1; j < legs.length; j += 1) {
      const [a, b] = [legs[i]!, legs[j]!];
      if (a.mutualExclusion >= 0 && a.mutualExclusion === b.mutualExclusion) return false;
      if (a.gameId !== null && a.gameId === b.gameId) {
        const rho = options.correlation(a, b);
        if (rho === undefined || rho <= 0) return false;
      }
    }
  const perGame = new Map<string, number>();
  for (const leg of legs)
    if (leg.gameId !== null) perGame.set(leg.gameId, (perGame.get(leg.gameId) ?? 0) + 1);
  return [...perGame.values()].every((n) => n <= 2);
}

/** P(exactly k hits) by enumerating all 2^n outcomes (same-game pairs joint, the rest independent). */
export function outcomeDistribution(legs: readonly OptimizerLeg[], options: OptimizerOptions) {
  const dist = new Array<number>(legs.length + 1).fill(0);
  for (let mask = 0; mask < 1 << legs.length; mask += 1) {
    let p = 1;
    const done = new Set<number>();
    legs.forEach((leg, i) => {
      if (done.has(i)) return;
      const hit = (mask >> i) & 1;
      const j = legs.findIndex((o, k) => k !== i && leg.gameId !== null && o.gameId === leg.gameId);
      if (j < 0) {
        p *= hit ? leg.probability : 1 - leg.probability;
        return;
      }
      done.add(j);
      const [p1, p2] = [leg.probability, legs[j]!.probability];
      const both = jointHitProbability(p1, p2, options.correlation(leg, legs[j]!) ?? 0);
      const other = (mask >> j) & 1;
      p *= hit && other ? both : hit ? p1 - both : other ? p2 - both : 1 - p1 - p2 + both;
    });
    let hits = 0;
    for (let i = 0; i < legs.length; i += 1) hits += (mask >> i) & 1;
    dist[hits]! += p;
  }
  return dist;
}

export function bestEv(legs: readonly OptimizerLeg[], options: OptimizerOptions) {
  const dist = outcomeDistribution(legs, options);
  let best: { type: 'Standard' | 'Flex'; ev: number } | null = null;
  for (const type of ['Standard', 'Flex'] as const) {
    const row = options.payouts[type][legs.length];
    if (!row) continue;
    const ev = dist.reduce((sum, p, hits) => sum + p * (row[hits] ?? 0), 0) - 1;
    if (!best || ev > best.ev) best = { type, ev };
  }
  return best;
}

/** How many parlays a leg may join: the per-leg cap, and once (maxUsesPerPick) if not reusable. */
export function usesCap(leg: OptimizerLeg, options: OptimizerOptions): number {
  const cap = options.maxParlaysPerLeg;
  return leg.reusable ? cap : Math.min(cap, options.maxUsesPerPick);
}

/** Two leg sets share at most half of the smaller one's legs (rounded down). */
export function overlapOk(a: readonly number[], b: readonly number[]): boolean {
  const shared = a.filter((i) => b.includes(i)).length;
  return 2 * shared <= Math.min(a.length, b.length);
}

/** The most total EV any feasible family of leg sets reaches. */
export function bruteForceBest(legs: readonly OptimizerLeg[], options: OptimizerOptions): number {
  const sets: { members: number[]; ev: number }[] = [];
  for (let mask = 1; mask < 1 << legs.length; mask += 1) {
    const members = legs.map((_, i) => i).filter((i) => (mask >> i) & 1);
    if (members.length < options.minLegs || members.length > options.maxLegs) continue;
    const chosen = members.map((i) => legs[i]!);
    if (!legSetAllowed(chosen, options)) continue;
    const ev = bestEv(chosen, options)?.ev ?? -1;
    if (ev > 0) sets.push({ members, ev });
  }
  let best = 0;
  const uses = new Array<number>(legs.length).fill(0);
  const family: number[][] = [];
  const visit = (start: number, count: number, value: number) => {
    best = Math.max(best, value);
    if (count === options.maxParlays) return;
    for (let s = start; s < sets.length; s += 1) {
      const { members, ev } = sets[s]!;
      if (members.some((i) => uses[i]! >= usesCap(legs[i]!, options))) continue;
      if (!family.every((other) => overlapOk(other, members))) continue;
      for (const i of members) uses[i]! += 1;
      family.push(members);
      visit(s + 1, count + 1, value + ev);
      family.pop();
      for (const i of members) uses[i]! -= 1;
    }
  };
  visit(0, 0, 0);
  return best;
}
