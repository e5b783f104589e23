// The facts research texts are written from: the player, the last games' stat lines (the same rows
// the game-log endpoints show), the next scheduled game and the rest before it, and for a pick the
// stat its bet type reads, its line, the hit rate against it and the model's P(over).
import type { Kysely } from 'kysely';
import { daysBetween } from '../../src/domain/time/calendar-date';
import { GAME_LOG_LIMIT, statKeysForBetType } from '../../src/domain/research/game-logs';
import { predictionSide, type PredictionSide } from '../../src/domain/picks/prediction';
import type { QuotedProbabilities } from '../../src/domain/probability/pick-probabilities';
import { probabilityOver } from '../../src/domain/probability/stat-distribution';
import { normalizeForSearch } from '../../src/domain/picks/text-match';
import type { DB } from '../db/tables';
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
  keyStat: { keys: string[]; label: string };
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
  stat: { keys: string[]; label: string };
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

const words = (key: string) => key.replace(/_/g, ' ');

async function teamNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('teams').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((t) => [t.id, t.name]));
}

export async function playerFacts(
  db: Kysely<DB>,
  player: ResearchPlayer,
  asOf: string,
): Promise<PlayerFacts> {
  // Same rows, same order as gameLog(): the texts quote what the game-log table shows.
  const lines = await recentGames(db, player.id, { limit: GAME_LOG_LIMIT });
  const next = await db
    .selectFrom('games')
    .select(['game_date', 'home_team_id', 'away_team_id'])
    .where('game_date', '>=', asOf)
    .where('status', '=', 'scheduled')
    .where((eb) =>
      eb.or([eb('home_team_id', '=', player.teamId), eb('away_team_id', '=', player.teamId)]),
    )
    .orderBy('game_date')
    .orderBy('id')
    .executeTakeFirst();
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
      ? { keys: [primary.key], label: (primary.prop ?? words(primary.key)).toLowerCase() }
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

/** The stat a bet type names, from the player's role (its prop names first, then stat names). */
export function statOfBetType(
  betType: string,
  league: string,
  playerType: string,
): { keys: string[]; label: string } | null {
  const text = normalizeForSearch(betType);
  const role = roleOf(league, playerType);
  const named = [
    ...(role?.derived ?? []).map((d) => ({ key: d.key, names: [d.prop] })),
    ...(role?.stats ?? []).map((s) => ({
      key: s.key,
      names: [...(s.prop ? [s.prop] : []), words(s.key)],
    })),
  ];
  let best: { key: string; label: string } | null = null;
  for (const stat of named) {
    for (const name of stat.names) {
      const needle = normalizeForSearch(name);
      // prose reads stats in lower case ('hits'), but an acronym stays one ('PRA', not 'pra')
      if (text.includes(needle) && (!best || needle.length > best.label.length))
        best = { key: stat.key, label: /^[A-Z]{2,}$/.test(name) ? name : needle };
    }
  }
  if (best) return { keys: [best.key], label: best.label };
  // the bet type's generic reading counts only when the role tracks every stat it names
  // ('Goals' names no stat of a baseball hitter)
  const keys = statKeysForBetType(betType, playerType);
  const tracked = new Set(named.map((n) => n.key));
  if (keys.length === 0 || (role && !keys.every((k) => tracked.has(k)))) return null;
  return { keys, label: keys.map(words).join(' + ') };
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

/** A pick's side (1 over, 0 under) and line as stored, for the justification. */
export interface BetLine {
  side: 0 | 1 | null;
  threshold: number | null;
}

export function justificationFacts(
  facts: PlayerFacts,
  betType: string,
  quoted: QuotedProbabilities | null = null,
  /** The pick's own side and line, when the call names a pick; else read from betType. */
  line: BetLine | null = null,
): JustificationFacts {
  const stat = statOfBetType(betType, facts.player.league, facts.player.playerType);
  if (!stat) {
    throw new ResearchInputError(
      `Invalid request: betType names no stat tracked for ${facts.player.name}.`,
    );
  }
  const number = line?.threshold ?? /(\d+(?:\.\d+)?)/.exec(betType)?.[1];
  if (number === undefined) {
    throw new ResearchInputError('Invalid request: betType must carry a line, e.g. Over 1.5 Hits.');
  }
  const threshold = Number(number);
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
    betType: betType.trim(),
    side: line?.side ?? predictionSide(betType),
    threshold,
    stat,
    values,
    probabilityOver: values.length > 0 ? probabilityOver(fit, threshold) : 0.5,
    quoted,
  };
}
