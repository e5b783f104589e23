// Optimizer benchmark: time to split lists of 10, 20, 40 and 60 picks (greedy + local search, then
// an exact branch and bound within its budget up to 10), p50 and p95 over repeated runs, for
// non-reusable and reusable picks, on lists with same-game legs the correlation model links, under
// the default caps (3 parlays a leg, at most half the legs shared, 2 % a parlay, 10 % the slate).
// Targets: 20 picks ≤ 50 ms, 60 ≤ 500 ms.
import { legProfile } from '../../src/domain/parlay/parlay-correlation';
import { splitIntoParlays, type OptimizerLeg } from '../../src/domain/parlay/parlay-optimizer';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);

/** A deterministic slate-like list: 6 games, two teams each, players over and under. */
function list(n: number, reusable: boolean): OptimizerLeg[] {
  return Array.from({ length: n }, (_, i) => {
    const game = i % 6;
    return {
      id: `p${i}`,
      probability: 0.55 + ((i * 7) % 11) * 0.02,
      gameId: `g${game}`,
      reusable,
      capitalLimit: i % 5 === 0 ? 5 : 0,
      mutualExclusion: i % 9 === 0 ? 1 : -1,
      profile: legProfile({
        player: `player ${i % 40}`,
        team: `team ${game}-${i % 2}`,
        stat: ['points', 'rebounds', 'assists'][i % 3],
        side: i % 4 === 3 ? 0 : 1,
      }),
    };
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

for (const reusable of [false, true]) {
  for (const n of [10, 20, 40, 60]) {
    const legs = list(n, reusable);
    let split = splitIntoParlays(legs); // warm-up (JIT)
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      split = splitIntoParlays(legs);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `optimizer: ${String(n).padStart(2)} picks, reusable=${String(reusable).padEnd(5)}: ` +
        `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms ` +
        `(${split.method}), ${split.parlays.length} parlays, ` +
        `Σ EV ${split.parlays.reduce((s, p) => s + p.expectedValue, 0).toFixed(2)}, ` +
        `${split.parlays.reduce((s, p) => s + p.correlatedPairs.length, 0)} correlated pairs, ` +
        `Σ stake ${split.totalStake.toFixed(2)} u of 100\n`,
    );
  }
}
