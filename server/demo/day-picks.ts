// A day's picks: the props' lines and opinions, one pick per prop someone likes, and in benchmark
// mode alternate lines (the algorithm's view only) until the slate date holds the target.
import { mulberry32, seedFrom } from '../../src/domain/probability/seeded-random';
import { asPercent } from '../../src/domain/probability/scales';
import {
  distributionFromMoments,
  fitStatDistribution,
  MODEL_WINDOW,
  probabilityOver,
} from '../../src/domain/probability/stat-distribution';
import type { PickingExperts } from './expert-states';
import { addAlgoOpinions, addHumanOpinions, candidatesFor, type Prop } from './opinions';
import { writePick, type PendingPick, type PickDay } from './pick-rows';
import type { DemoWorld, RowIds } from './world-rows';

export interface DayPicksOptions {
  seed: number;
  experts: PickingExperts;
  /** Benchmark mode: the day gets this many picks. */
  target: number | undefined;
  timing: PickDay['timing'];
}

/** Writes the day's picks into the world and returns them, ungraded, in the order written. */
export function makeDayPicks(
  world: DemoWorld,
  ids: RowIds,
  props: readonly Prop[],
  date: string,
  options: DayPicksOptions,
): PendingPick[] {
  const rng = mulberry32(seedFrom(options.seed, 'picks', date));
  const { algo, humans } = options.experts;
  const day: PickDay = { date, algo, timing: options.timing };
  const candidates = candidatesFor(props, rng);
  addHumanOpinions(candidates, humans, rng);
  addAlgoOpinions(candidates, algo);

  const written: PendingPick[] = [];
  for (const c of candidates)
    if (c.opinions.length > 0)
      written.push(writePick(world, ids, rng, day, { ...c, alternate: false }));

  const target = options.target;
  if (target === undefined) return written;
  for (let step = 1; step <= 40 && written.length < target; step += 1) {
    for (const c of candidates) {
      for (const shift of [step, -step]) {
        const line = c.line + shift;
        if (line < 0.5 || written.length >= target) continue;
        const { stat, player } = c.prop;
        const fit = fitStatDistribution(
          (player.history.get(stat.key) ?? []).slice(-MODEL_WINDOW),
          stat.kind,
          { priorMean: stat.priorMean },
        );
        const pOver = probabilityOver(fit, line);
        const market = probabilityOver(
          distributionFromMoments(stat.kind, stat.mean, stat.variance),
          line,
        );
        const opinions = [
          {
            state: algo,
            stated: asPercent(Math.round(Math.max(pOver, 1 - pOver) * 100)),
            prediction: pOver >= 0.5 ? (1 as const) : (0 as const),
          },
        ];
        written.push(
          writePick(world, ids, rng, day, {
            prop: c.prop,
            line,
            opinions,
            pOverModel: pOver,
            pOverMarket: market,
            pOverTrue: market,
            alternate: true,
          }),
        );
      }
    }
  }
  return written;
}
