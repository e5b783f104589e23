// A day's props and who likes them: the market hangs each line at the median of its projection,
// the human experts take the props they read best (with their skill's noise), and the algorithm
// takes every prop where the model sees an edge.
import { pickOne, standardNormal, type Random } from '../../src/domain/probability/seeded-random';
import { asPercent } from '../../src/domain/probability/scales';
import {
  distributionFromMoments,
  fitStatDistribution,
  medianLine,
  MODEL_WINDOW,
  probabilityOver,
} from '../../src/domain/probability/stat-distribution';
import type { ExpertState, Opinion } from './expert-states';
import type { LeagueSpec } from './leagues';
import type { Player, StatModel, Team } from './players';
import type { GameRow } from './world-rows';

/** The algorithm picks a prop when the model's P(over) is at least this far from a coin flip. */
const ALGO_MIN_EDGE = 0.1;

/** A stat a book hangs a line on, for one player in one game. */
export interface Prop {
  league: LeagueSpec;
  game: GameRow;
  player: Player;
  team: Team;
  home: Team;
  away: Team;
  stat: StatModel;
}

export interface Candidate {
  prop: Prop;
  line: number;
  pOverMarket: number;
  pOverModel: number;
  /** P(over) from the player's true level: where the market closes. */
  pOverTrue: number;
  opinions: Opinion[];
}

/** Each prop's line and its three views of P(over): the market's, the model's, the truth's. */
export function candidatesFor(props: readonly Prop[], rng: Random): Candidate[] {
  return props.map((prop) => {
    const { stat, player } = prop;
    const recent = (player.history.get(stat.key) ?? []).slice(-MODEL_WINDOW);
    const recentMean =
      recent.length > 0 ? recent.reduce((a, b) => a + b, 0) / recent.length : stat.priorMean;
    // The books' projection: mostly the player's true level, partly his recent form, a little
    // noise; the line is hung at its median, so edges are a market's, not a gift.
    const projection = (0.6 * stat.mean + 0.4 * recentMean) * Math.exp(0.08 * standardNormal(rng));
    const ratio = projection / stat.mean;
    const market = distributionFromMoments(stat.kind, projection, stat.variance * ratio * ratio);
    const line = medianLine(market);
    const fit = fitStatDistribution(recent, stat.kind, { priorMean: stat.priorMean });
    return {
      prop,
      line,
      pOverMarket: probabilityOver(market, line),
      pOverModel: probabilityOver(fit, line),
      pOverTrue: probabilityOver(
        distributionFromMoments(stat.kind, stat.mean, stat.variance),
        line,
      ),
      opinions: [],
    };
  });
}

/** Humans: each looks at a random sample of their leagues' props and takes the ones they like most. */
export function addHumanOpinions(
  candidates: readonly Candidate[],
  humans: readonly ExpertState[],
  rng: Random,
): void {
  for (const expert of humans) {
    const pool = candidates.filter((c) => expert.profile.leagues.includes(c.prop.league.code));
    if (pool.length === 0) continue;
    const volume = Math.min(
      pool.length,
      Math.round(expert.profile.volume * (0.7 + 0.6 * rng.next())),
    );
    const looked = Array.from({ length: Math.min(pool.length, volume * 3) }, () =>
      pickOne(rng, pool),
    );
    const views = [...new Set(looked)].map((c) => {
      const { stat } = c.prop;
      const ratio = Math.exp(expert.profile.skill * standardNormal(rng));
      const belief = probabilityOver(
        distributionFromMoments(stat.kind, stat.mean * ratio, stat.variance * ratio * ratio),
        c.line,
      );
      return { c, belief };
    });
    views.sort((a, b) => Math.abs(b.belief - 0.5) - Math.abs(a.belief - 0.5));
    for (const { c, belief } of views.slice(0, volume)) {
      const edge = Math.abs(belief - 0.5);
      const stated = Math.min(
        0.92,
        Math.max(0.52, 0.55 + edge * expert.profile.overconfidence + 0.04 * standardNormal(rng)),
      );
      c.opinions.push({
        state: expert,
        stated: asPercent(Math.round(stated * 100)),
        prediction: belief >= 0.5 ? 1 : 0,
      });
    }
  }
}

/** The algorithm: every prop where the model sees an edge. */
export function addAlgoOpinions(candidates: readonly Candidate[], algo: ExpertState): void {
  for (const c of candidates) {
    const edge = Math.abs(c.pOverModel - 0.5);
    if (edge >= ALGO_MIN_EDGE)
      c.opinions.push({
        state: algo,
        stated: asPercent(Math.round((0.5 + edge) * 100)),
        prediction: c.pOverModel >= 0.5 ? 1 : 0,
      });
  }
}
