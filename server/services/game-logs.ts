// League game logs: a player's most recent stat lines as columns and rows the pick detail shows,
// for every league with stored stat lines; the player is found by id (a pick carries it) or name.
import type { Kysely } from 'kysely';
import { GAME_LOG_LEAGUES, type GameLogRow } from '../../src/domain/research/game-logs';
import type { DB } from '../db/tables';
import { leagueEntry } from '../catalog/lookups';
import { selectTeamNames } from '../repositories/teams.repository';
import type { ResearchPlayer } from './research-players';
import { recentGames } from './stat-lines';

type Column = { key: string; label: string };

const col = (key: string, label: string): Column => ({ key, label });

/** Columns by sport and player type; quality_start and win_credited also get a Yes/No `{key}_raw`. */
const COLUMNS: Record<string, Column[]> = {
  'baseball:hitter': [
    col('at_bats', 'At Bats'),
    col('hits', 'Hits'),
    col('doubles', 'Doubles'),
    col('triples', 'Triples'),
    col('total_bases', 'Total Bases'),
    col('home_runs', 'Home Runs'),
    col('walks', 'Walks'),
    col('rbi', 'RBI'),
    col('runs', 'Runs'),
    col('hrr', 'H+R+RBI'),
    col('stolen_bases', 'Stolen Bases'),
    col('strikeouts_hitter', 'Strikeouts'),
  ],
  'baseball:pitcher': [
    col('strikeouts_pitcher', 'Strikeouts'),
    col('outs_pitched', 'Outs'),
    col('total_pitches', 'Pitches'),
    col('hits_allowed', 'Hits Allowed'),
    col('earned_runs', 'Earned Runs'),
    col('walks_allowed', 'Walks'),
    col('quality_start', 'Quality Start'),
    col('win_credited', 'Win'),
  ],
  'football:quarterback': [
    col('passing_yards', 'Passing Yards'),
    col('pass_completions', 'Completions'),
    col('pass_attempts', 'Attempts'),
    col('pass_touchdowns', 'Passing TDs'),
    col('interceptions', 'Interceptions'),
    col('rushing_yards', 'Rushing Yards'),
  ],
  'football:running_back': [
    col('rushing_yards', 'Rushing Yards'),
    col('carries', 'Carries'),
    col('rushing_touchdowns', 'Rushing TDs'),
    col('receptions', 'Receptions'),
    col('receiving_yards', 'Receiving Yards'),
    col('rush_rec_yards', 'Rush + Rec Yards'),
  ],
  'football:receiver': [
    col('receptions', 'Receptions'),
    col('receiving_yards', 'Receiving Yards'),
    col('receiving_touchdowns', 'Receiving TDs'),
  ],
  'basketball:player': [
    col('points', 'Points'),
    col('rebounds', 'Rebounds'),
    col('assists', 'Assists'),
    col('threes', '3PM'),
    col('pra', 'PRA'),
  ],
  'hockey:skater': [
    col('shots_on_goal', 'Shots on Goal'),
    col('goals', 'Goals'),
    col('assists', 'Assists'),
    col('points', 'Points'),
  ],
  'hockey:goalie': [col('saves', 'Saves'), col('goals_against', 'Goals Against')],
  'soccer:player': [
    col('shots', 'Shots'),
    col('shots_on_target', 'Shots on Target'),
    col('goals', 'Goals'),
  ],
};

/** The table's columns for a league's player type (every stat a pick can be on is one of them). */
export function gameLogColumns(league: string, playerType: string): Column[] {
  const sport = leagueEntry(league)?.sport ?? '';
  return COLUMNS[`${sport}:${playerType}`] ?? [];
}

const YES_NO_KEYS = new Set(['quality_start', 'win_credited']);

export { GAME_LOG_LEAGUES };

export interface GameLog {
  player_type: string;
  columns: Column[];
  rows: GameLogRow[];
}

/** The player's last `limit` games, newest first (the rows the research texts also read). */
export async function gameLog(
  db: Kysely<DB>,
  player: ResearchPlayer,
  limit: number,
): Promise<GameLog> {
  const lines = await recentGames(db, player.id, { limit });
  const teamIds = [...new Set(lines.flatMap((l) => [l.home_team_id, l.away_team_id]))];
  const teams = teamIds.length ? await selectTeamNames(db, teamIds) : [];
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const columns = gameLogColumns(player.league, player.playerType);
  const rows = lines.map((line) => {
    const stats = line.stats as Record<string, number>;
    const opponentId = line.home_team_id === player.teamId ? line.away_team_id : line.home_team_id;
    const row: GameLogRow & Record<string, string | number> = {
      game_date: line.game_date,
      player_name: player.name,
      opponent: teamName.get(opponentId) ?? '',
    };
    for (const { key } of columns) {
      const value = stats[key];
      if (value === undefined) continue;
      row[key] = value;
      if (YES_NO_KEYS.has(key)) row[`${key}_raw`] = value ? 'Yes' : 'No';
    }
    return row;
  });
  return { player_type: player.playerType, columns, rows };
}
