// Optimizer benchmark: time to split a list of N picks (exact search up to 12, greedy above),
// median of 5 runs, for lists of non-reusable and of reusable picks.
import { splitIntoParlays, type OptimizerLeg } from '../../src/domain/parlay-optimizer';

function list(n: number, reusable: boolean): OptimizerLeg[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    probability: 0.62 + ((i * 7) % 10) * 0.02,
    gameId: `g${i % 6}`,
    reusable,
    capitalLimit: 0,
    mutualExclusion: -1,
  }));
}

for (const reusable of [false, true]) {
  for (const n of [6, 8, 10, 12, 20]) {
    const legs = list(n, reusable);
    const times: number[] = [];
    let split = splitIntoParlays(legs, { correlation: () => 0.1 });
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      split = splitIntoParlays(legs, { correlation: () => 0.1 });
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    process.stdout.write(
      `optimizer: ${String(n).padStart(2)} picks, reusable=${reusable}: ${median.toFixed(1)} ms (${split.method}), ` +
        `${split.parlays.length} parlays, expected profit ${split.expectedProfit.toFixed(2)} units\n`,
    );
  }
}
