// The facts research texts are written from: the player, the last games' stat lines (the same rows
// the game-log endpoints show), the next scheduled game and the rest before it, and for a pick the
// stat it is on, its line, the hit rate against it and the model's P(over).
import type { Kysely } from 'kysely';
import { daysBetween } from '../../src/domain/time/calendar-date';
import { GAME_LOG_LIMIT } from '../../src/domain/research/game-logs';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import type { QuotedProbabilities } from '../../src/domain/probability/pick-probabilities';
import { probabilityOver } from '../../src/domain/probability/stat-distribution';
import { normalizeForSearch } from '../../src/domain/picks/text-match';
import type { DB } from '../db/tables';
import { findNextScheduledGame } from '../repositories/games.repository';
import { selectTeamNames } from '../repositories/teams.repository';
import { recentGames } from './stat-lines';
import { roleOf } from '../catalog/lookups';
import { playerModelFit } from './distributions';
import { ResearchInputError, type ResearchPlayer } from './research-players';

export interface GameLine {
  date: string;
  opponent: string;
  stats: Record<string, number>;
}

export interface PlayerFacts {
  player: ResearchPlayer;
  /** The slate date the facts are read on. */
  asOf: string;
  /** Newest first, at most GAME_LOG_LIMIT (the game-log endpoints' rows). */
  recent: GameLine[];
  nextGame: { date: string; opponent: string; home: boolean } | null;
  /** Full days off between the last game and the next one (or the slate date when none is set). */
  restDays: number | null;
  /** The primary stat of the player's role, for the workload trend. */
  keyStat: BetStat;
}

export interface ReadinessFacts extends PlayerFacts {
  /** The opponent the caller named, as sent. */
  requestedOpponent: string;
  /** Logged games against that opponent (or the scheduled one), newest first. */
  versusOpponent: GameLine[];
}

export interface JustificationFacts extends PlayerFacts {
  betType: string;
  side: PredictionSide | null;
  threshold: number;
  stat: BetStat;
  /** The stat's value in each recent game, newest first. */
  values: number[];
  /** The model's P(stat > threshold), fitted to `values`. */
  probabilityOver: number;
  /**
   * The pick's own numbers when the caller named the pick: the text quotes these (the ones
   * GET /api/picks and the detail tiles show) instead of a refit.
   */
  quoted: QuotedProbabilities | null;
}

/** A stat's key as prose writes it when the stat has no prop name ('total_pitches' → 'total pitches'). */
export const statWords = (key: string) => key.replace(/_/g, ' ');

async function teamNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectTeamNames(db, ids);
  return new Map(rows.map((t) => [t.id, t.name]));
}

export async function playerFacts(
  db: Kysely<DB>,
  player: ResearchPlayer,
  asOf: string,
): Promise<PlayerFacts> {
  // Same rows, same order as gameLog(): the texts quote what the game-log table shows.
  const lines = await recentGames(db, player.id, { limit: GAME_LOG_LIMIT });
  const next = await findNextScheduledGame(db, player.teamId, asOf);
  const opponentOf = (g: { home_team_id: number; away_team_id: number }) =>
    g.home_team_id === player.teamId ? g.away_team_id : g.home_team_id;
  const names = await teamNames(db, [
    ...new Set([...lines.map(opponentOf), ...(next ? [opponentOf(next)] : [])]),
  ]);
  const recent = lines.map((l) => ({
    date: l.game_date,
    opponent: names.get(opponentOf(l)) ?? '',
    stats: l.stats as Record<string, number>,
  }));
  const nextGame = next
    ? {
        date: next.game_date,
        opponent: names.get(opponentOf(next)) ?? '',
        home: next.home_team_id === player.teamId,
      }
    : null;
  const last = recent[0]?.date;
  const restDays =
    last === undefined ? null : Math.max(0, daysBetween(last, nextGame?.date ?? asOf) - 1);
  const role = roleOf(player.league, player.playerType);
  const primary = role?.stats[0];
  return {
    player,
    asOf,
    recent,
    nextGame,
    restDays,
    keyStat: primary
      ? { keys: [primary.key], label: (primary.prop ?? statWords(primary.key)).toLowerCase() }
      : { keys: [], label: '' },
  };
}

export function readinessFacts(facts: PlayerFacts, opponent: string): ReadinessFacts {
  const asked = normalizeForSearch(opponent);
  const target = asked !== '' ? asked : normalizeForSearch(facts.nextGame?.opponent ?? '');
  const versusOpponent =
    target === ''
      ? []
      : facts.recent.filter((g) => {
          const name = normalizeForSearch(g.opponent);
          return name === target || name.endsWith(` ${target}`) || target.endsWith(` ${name}`);
        });
  return { ...facts, requestedOpponent: opponent.trim(), versusOpponent };
}

/** A stat a justification reads: the stat-line keys it sums and the name the text calls it by. */
export interface BetStat {
  keys: string[];
  label: string;
}

/** A stat's name in prose: lower case ('hits'), but an acronym stays one ('PRA', not 'pra'). */
export function statLabel(name: string): string {
  return /^[A-Z]{2,}$/.test(name) ? name : normalizeForSearch(name);
}

/**
 * The stats a player's role tracks and the names each goes by, first name first: a derived stat
 * its prop, a stat its prop (when books hang lines on it) then its key in words.
 */
export function roleStatNames(
  league: string,
  playerType: string,
): { key: string; names: string[] }[] {
  const role = roleOf(league, playerType);
  return [
    ...(role?.derived ?? []).map((d) => ({ key: d.key, names: [d.prop] })),
    ...(role?.stats ?? []).map((s) => ({
      key: s.key,
      names: [...(s.prop ? [s.prop] : []), statWords(s.key)],
    })),
  ];
}

/** The stat with this key when the player's role tracks it, named by its first name; else null. */
export function statOfKey(statKey: string, league: string, playerType: string): BetStat | null {
  const stat = roleStatNames(league, playerType).find((s) => s.key === statKey);
  const name = stat?.names[0];
  return stat && name !== undefined ? { keys: [stat.key], label: statLabel(name) } : null;
}

export const valueOf = (line: GameLine, keys: readonly string[]): number | null => {
  let sum = 0;
  for (const key of keys) {
    const v = line.stats[key];
    if (typeof v !== 'number') return null;
    sum += v;
  }
  return sum;
};

/**
 * What a justification is about, as data: the stat, the side (1 over, 0 under) and the line, from
 * the named pick's row or the request's fields (server/routes/justify-pick-bet.ts). A null stat or
 * line is refused; a null side gives no side's chance. `betType` is only quoted in the text.
 */
export interface JustifiedBet {
  betType: string;
  stat: BetStat | null;
  side: PredictionSide | null;
  threshold: number | null;
}

export function justificationFacts(
  facts: PlayerFacts,
  bet: JustifiedBet,
  quoted: QuotedProbabilities | null = null,
): JustificationFacts {
  const { stat, threshold } = bet;
  if (!stat) {
    throw new ResearchInputError(
      `Invalid request: betType names no stat tracked for ${facts.player.name}.`,
    );
  }
  if (threshold === null) {
    throw new ResearchInputError('Invalid request: betType must carry a line, e.g. Over 1.5 Hits.');
  }
  const values = facts.recent
    .map((g) => valueOf(g, stat.keys))
    .filter((v): v is number => v !== null);
  // The model reads the same lines oldest first, as player_distributions does, with its prior.
  const fit = playerModelFit(
    [...values].reverse(),
    facts.player.league,
    facts.player.playerType,
    stat.keys.length === 1 ? (stat.keys[0] ?? '') : stat.keys.join('+'),
  );
  return {
    ...facts,
    betType: bet.betType.trim(),
    side: bet.side,
    threshold,
    stat,
    values,
    probabilityOver: values.length > 0 ? probabilityOver(fit, threshold) : 0.5,
    quoted,
  };
}
