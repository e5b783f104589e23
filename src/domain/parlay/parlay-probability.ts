// How many legs of a parlay hit: the exact distribution for independent legs, with legs from the
// same game joined into one block through their modelled correlation.

/** A group of legs whose outcomes are modelled together: one leg, or two correlated legs. */
export type LegBlock =
  | { kind: 'single'; probability: number }
  | { kind: 'pair'; probabilities: readonly [number, number]; correlation: number };

/**
 * P(both hit) for two Bernoulli legs with correlation rho, kept inside the bounds any joint
 * distribution with these margins must respect (Fréchet bounds).
 */
export function jointHitProbability(p1: number, p2: number, rho: number): number {
  const raw = p1 * p2 + rho * Math.sqrt(p1 * (1 - p1) * p2 * (1 - p2));
  const lower = Math.max(0, p1 + p2 - 1);
  const upper = Math.min(p1, p2);
  return Math.min(upper, Math.max(lower, raw));
}

/** P(0), P(1), … hits of one block. */
function blockDistribution(block: LegBlock): number[] {
  if (block.kind === 'single') return [1 - block.probability, block.probability];
  const [p1, p2] = block.probabilities;
  const both = jointHitProbability(p1, p2, block.correlation);
  return [1 - p1 - p2 + both, p1 + p2 - 2 * both, both];
}

/** dist[k] = P(exactly k legs hit), by convolving the blocks' own distributions. */
export function hitDistribution(blocks: readonly LegBlock[]): number[] {
  let dist = [1];
  for (const block of blocks) {
    const own = blockDistribution(block);
    const next = new Array<number>(dist.length + own.length - 1).fill(0);
    dist.forEach((a, i) => own.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

/** Expected return per unit staked for a payout row (hits → return), minus the stake: the EV. */
export function expectedValue(
  dist: readonly number[],
  payoutsByHits: Readonly<Record<number, number>>,
): number {
  return dist.reduce((sum, p, hits) => sum + p * (payoutsByHits[hits] ?? 0), 0) - 1;
}

/**
 * The Kelly fraction of bankroll for a bet with this return distribution: the f in [0, 1) that
 * maximises E[log(1 + f (return - 1))]. Zero when the bet has no edge.
 */
export function kellyFraction(
  dist: readonly number[],
  payoutsByHits: Readonly<Record<number, number>>,
): number {
  const outcomes = dist
    .map((p, hits) => ({ p, gain: (payoutsByHits[hits] ?? 0) - 1 }))
    .filter((o) => o.p > 0);
  const growthSlope = (f: number) =>
    outcomes.reduce((sum, o) => sum + (o.p * o.gain) / (1 + f * o.gain), 0);
  if (growthSlope(0) <= 0) return 0;
  // the slope of expected log growth falls as f grows: bisect for its zero
  let low = 0;
  let high = 0.999;
  if (growthSlope(high) > 0) return high;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (growthSlope(mid) > 0) low = mid;
    else high = mid;
  }
  return low;
}
