// What the raw sheet is computed from: a league's games in a date range, the players of their
// teams, each player's model means from the lines before a game (the demo generator's model:
// last 12 lines shrunk towards the role's prior), and team scoring from their final scores.
import type { Kysely } from 'kysely';
import { normalCdf, fitStatDistribution } from '../../src/domain/probability/stat-distribution';
import { shiftSlateDate } from '../../src/domain/time/slate-date';
import type { DB } from '../db/tables';
import { roleOf } from '../catalog/lookups';
import {
  selectLeagueGameHistory,
  selectLeagueGamesWithTeams,
} from '../repositories/games.repository';
import { selectPlayersOfTeams } from '../repositories/players.repository';
import { selectStatLinesOfPlayers } from '../repositories/stat-lines.repository';

import { MODEL_WINDOW } from '../../src/domain/probability/stat-distribution';
/** Final games before the date that team scoring reads (per team: its last MODEL_WINDOW). */
const SCORE_LOOKBACK_DAYS = 120;
/** Games of team history the league prior counts as, like the player fit's prior weight. */
const PRIOR_WEIGHT = 3;

export const round2 = (value: number) => Math.round(value * 100) / 100;

export interface SheetGame {
  id: number;
  date: string;
  gameNumber: number;
  home: { id: number; name: string };
  away: { id: number; name: string };
}

export interface SheetPlayer {
  id: number;
  name: string;
  teamId: number;
  playerType: string;
  /** Newest first: [date, stats]. */
  lines: { date: string; stats: Record<string, number> }[];
}

export interface LeagueSlice {
  league: string;
  games: SheetGame[];
  players: SheetPlayer[];
  /** Final games of the league before the range's last day, newest first. */
  finals: { date: string; home: number; away: number; homeScore: number; awayScore: number }[];
  /** Every game of the range's teams (for rotations), oldest first. */
  teamGames: { date: string; home: number; away: number }[];
}

export async function loadLeagueSlice(
  db: Kysely<DB>,
  league: string,
  from: string,
  to: string,
): Promise<LeagueSlice> {
  const gameRows = await selectLeagueGamesWithTeams(db, league, from, to);
  const games = gameRows.map((g, i) => ({
    id: g.id,
    date: g.game_date,
    gameNumber: i + 1,
    home: { id: g.home_team_id, name: g.home_name },
    away: { id: g.away_team_id, name: g.away_name },
  }));
  const teamIds = [...new Set(games.flatMap((g) => [g.home.id, g.away.id]))];
  if (teamIds.length === 0) return { league, games, players: [], finals: [], teamGames: [] };
  const since = shiftSlateDate(from, -SCORE_LOOKBACK_DAYS);
  const playerRows = await selectPlayersOfTeams(db, teamIds);
  const lineRows = playerRows.length
    ? await selectStatLinesOfPlayers(
        db,
        playerRows.map((p) => p.id),
        since,
        to,
      )
    : [];
  const linesOf = new Map<number, SheetPlayer['lines']>();
  for (const row of lineRows) {
    const list = linesOf.get(row.player_id) ?? [];
    list.push({ date: row.game_date, stats: JSON.parse(row.stats) as Record<string, number> });
    linesOf.set(row.player_id, list);
  }
  const history = await selectLeagueGameHistory(db, league, since, to);
  const finals = history.flatMap((g) =>
    g.status === 'final' && g.home_score !== null && g.away_score !== null
      ? [
          {
            date: g.game_date,
            home: g.home_team_id,
            away: g.away_team_id,
            homeScore: Number(g.home_score),
            awayScore: Number(g.away_score),
          },
        ]
      : [],
  );
  const teamGames = [
    ...history.map((g) => ({ date: g.game_date, home: g.home_team_id, away: g.away_team_id })),
  ].reverse();
  return {
    league,
    games,
    players: playerRows.map((p) => ({
      id: p.id,
      name: p.name,
      teamId: p.team_id,
      playerType: p.player_type,
      lines: linesOf.get(p.id) ?? [],
    })),
    finals,
    teamGames,
  };
}

/** The model's mean of each of the role's stats from the last 12 lines before `date`. */
export function projectedMeans(
  league: string,
  player: SheetPlayer,
  date: string,
): Record<string, number> {
  const role = roleOf(league, player.playerType);
  const lines = player.lines.filter((l) => l.date < date).slice(0, MODEL_WINDOW);
  const means: Record<string, number> = {};
  for (const stat of role?.stats ?? []) {
    const values = lines
      .map((l) => l.stats[stat.key])
      .filter((v): v is number => typeof v === 'number')
      .reverse();
    const prior = (stat.typicalMean[0] + stat.typicalMean[1]) / 2;
    means[stat.key] = fitStatDistribution(values, stat.kind, { priorMean: prior }).mean;
  }
  return means;
}

export interface TeamScoring {
  home: number;
  away: number;
  /** P(home team wins), ties split. */
  homeWin: number;
  /** League average score of one team (the book's team-total baseline). */
  leagueTeamMean: number;
  /**
   * The books' game total: the two teams' game totals over their last few finals (the market
   * follows recent form; the projection above weighs 12 games), league mean for a team with none.
   */
  marketTotal: number;
}

/** Finals a team's market total reads: the market's short memory. */
const MARKET_WINDOW = 4;

/**
 * Each side's expected score: the mean of its attack (points scored) and the opponent's defence
 * (points allowed) over their last 12 finals, each shrunk towards the league mean; the win chance
 * from a normal margin with the league's score variance.
 */
export function projectScores(slice: LeagueSlice, game: SheetGame): TeamScoring {
  const finals = slice.finals.filter((f) => f.date < game.date);
  const all = finals.flatMap((f) => [f.homeScore, f.awayScore]);
  const leagueMean = all.length ? all.reduce((s, v) => s + v, 0) / all.length : 0;
  const variance =
    all.length > 1 ? all.reduce((s, v) => s + (v - leagueMean) ** 2, 0) / (all.length - 1) : 1;
  const side = (teamId: number) => {
    const mine = finals
      .filter((f) => f.home === teamId || f.away === teamId)
      .slice(0, MODEL_WINDOW);
    const shrink = (values: number[]) =>
      (values.reduce((s, v) => s + v, 0) + PRIOR_WEIGHT * leagueMean) /
      (values.length + PRIOR_WEIGHT);
    return {
      scored: shrink(mine.map((f) => (f.home === teamId ? f.homeScore : f.awayScore))),
      allowed: shrink(mine.map((f) => (f.home === teamId ? f.awayScore : f.homeScore))),
    };
  };
  const home = side(game.home.id);
  const away = side(game.away.id);
  const homeScore = (home.scored + away.allowed) / 2;
  const awayScore = (away.scored + home.allowed) / 2;
  const marginSd = Math.sqrt(2 * Math.max(variance, 1));
  const recentTotal = (teamId: number) => {
    const recent = finals
      .filter((f) => f.home === teamId || f.away === teamId)
      .slice(0, MARKET_WINDOW)
      .map((f) => f.homeScore + f.awayScore);
    return recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : 2 * leagueMean;
  };
  return {
    marketTotal: (recentTotal(game.home.id) + recentTotal(game.away.id)) / 2,
    home: homeScore,
    away: awayScore,
    homeWin: normalCdf(homeScore - awayScore, 0, marginSd),
    leagueTeamMean: leagueMean,
  };
}

/** The x.5 line nearest a value (how books hang totals: no pushes). */
export function halfPointLine(value: number): number {
  return Math.max(0.5, Math.round(value - 0.5) + 0.5);
}
