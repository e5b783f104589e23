// A simulated player: latent per-game rates for each stat of the role, the history of his drawn
// lines, and how one game's box score is drawn from those rates (so it adds up).
import {
  negativeBinomialSample,
  standardNormal,
  type Random,
} from '../../src/domain/probability/seeded-random';
import type { StatKind } from '../../src/domain/probability/stat-distribution';
import type { RoleSpec } from './leagues';
import type { PlayerRow, TeamRow } from './world-rows';

export interface StatModel {
  key: string;
  kind: StatKind;
  prop: string | undefined;
  from?: string[];
  mean: number;
  variance: number;
  priorMean: number;
}

export interface Player {
  row: PlayerRow;
  role: RoleSpec;
  stats: StatModel[];
  /** Each stat's drawn values, oldest first (the picks of a day read only earlier days). */
  history: Map<string, number[]>;
}

export interface Team {
  row: TeamRow;
  /** The team's players by role, in the role order of the league. */
  rosters: { role: RoleSpec; players: Player[] }[];
  gamesPlayed: number;
  /** Scoring strength: points scored and allowed scale by these (1 = league average). */
  offense: number;
  defense: number;
  /** The last date the team played (daily leagues rest it the day after). */
  lastPlayed: string | null;
}

/** A player's latent rates: each stat's mean drawn from the catalogue's typical range. */
export function statModels(role: RoleSpec, rng: Random): StatModel[] {
  const base: StatModel[] = role.stats.map((s) => {
    const [low, high] = s.typicalMean;
    const mean = low + rng.next() * (high - low);
    const variance = s.kind === 'count' ? mean + (mean * mean) / s.spread : (s.spread * mean) ** 2;
    return {
      key: s.key,
      kind: s.kind,
      prop: s.prop,
      mean,
      variance,
      priorMean: (low + high) / 2,
    };
  });
  for (const d of role.derived ?? []) {
    const parts = d.from.map((k) => base.find((b) => b.key === k));
    const mean = parts.reduce((sum, p) => sum + (p?.mean ?? 0), 0);
    const variance = parts.reduce((sum, p) => sum + (p?.variance ?? 0), 0);
    const priorMean = parts.reduce((sum, p) => sum + (p?.priorMean ?? 0), 0);
    base.push({ key: d.key, kind: d.kind, prop: d.prop, from: d.from, mean, variance, priorMean });
  }
  return base;
}

/** One game's line for the player, drawn from his latent rates. */
export function drawLine(player: Player, rng: Random): Record<string, number> {
  const line: Record<string, number> = {};
  for (const s of player.stats) {
    if (s.from) continue;
    line[s.key] =
      s.kind === 'count'
        ? negativeBinomialSample(
            rng,
            s.mean,
            (s.mean * s.mean) / Math.max(1e-6, s.variance - s.mean),
          )
        : Math.max(0, Math.round(s.mean + Math.sqrt(s.variance) * standardNormal(rng)));
  }
  if (line.home_runs !== undefined && line.hits !== undefined)
    line.hits = Math.max(line.hits, line.home_runs);
  if (player.role.playerType === 'hitter') completeHitterLine(line, rng);
  for (const s of player.stats) {
    if (s.from) line[s.key] = s.from.reduce((sum, k) => sum + (line[k] ?? 0), 0);
  }
  if (player.role.playerType === 'pitcher') {
    line.quality_start = (line.outs_pitched ?? 0) >= 18 && (line.earned_runs ?? 0) <= 3 ? 1 : 0;
    line.win_credited =
      (line.outs_pitched ?? 0) >= 15 && rng.next() < 0.5 + 0.1 * (3 - (line.earned_runs ?? 3))
        ? 1
        : 0;
  }
  return line;
}

/**
 * A hitter's box score that adds up: each hit that is not a homer is a double (20 %), a triple
 * (2 %) or a single; a game has 2 to 6 at-bats, never fewer than its hits.
 */
function completeHitterLine(line: Record<string, number>, rng: Random): void {
  // five hits is a great night; the count draw's far tail is not a game anyone has seen
  const hits = Math.min(5, line.hits ?? 0);
  line.hits = hits;
  line.home_runs = Math.min(hits, line.home_runs ?? 0);
  let doubles = 0;
  let triples = 0;
  for (let h = 0; h < hits - (line.home_runs ?? 0); h += 1) {
    const roll = rng.next();
    if (roll < 0.02) triples += 1;
    else if (roll < 0.22) doubles += 1;
  }
  line.doubles = doubles;
  line.triples = triples;
  line.at_bats = Math.max(hits, Math.min(6, Math.max(2, line.at_bats ?? 4)));
}
