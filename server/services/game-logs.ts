// League game logs: a player's most recent stat lines as columns and rows the pick detail shows.
import type { Kysely } from 'kysely';
import { namesMatch } from '../../src/domain/text-match';
import type { DB } from '../db/tables';
import { recentGames } from './stat-lines';

type Column = { key: string; label: string };

const col = (key: string, label: string): Column => ({ key, label });

/** Columns by player type; quality_start and win_credited also get a Yes/No `{key}_raw`. */
const COLUMNS: Record<string, Column[]> = {
  hitter: [
    col('hits', 'Hits'),
    col('total_bases', 'Total Bases'),
    col('home_runs', 'Home Runs'),
    col('rbi', 'RBI'),
    col('runs', 'Runs'),
    col('stolen_bases', 'Stolen Bases'),
    col('strikeouts_hitter', 'Strikeouts'),
  ],
  pitcher: [
    col('strikeouts_pitcher', 'Strikeouts'),
    col('outs_pitched', 'Outs'),
    col('total_pitches', 'Pitches'),
    col('hits_allowed', 'Hits Allowed'),
    col('earned_runs', 'Earned Runs'),
    col('walks_allowed', 'Walks'),
    col('quality_start', 'Quality Start'),
    col('win_credited', 'Win'),
  ],
  quarterback: [
    col('passing_yards', 'Passing Yards'),
    col('pass_completions', 'Completions'),
    col('pass_attempts', 'Attempts'),
    col('pass_touchdowns', 'Passing TDs'),
    col('interceptions', 'Interceptions'),
    col('rushing_yards', 'Rushing Yards'),
  ],
  running_back: [
    col('rushing_yards', 'Rushing Yards'),
    col('carries', 'Carries'),
    col('rushing_touchdowns', 'Rushing TDs'),
    col('receptions', 'Receptions'),
    col('receiving_yards', 'Receiving Yards'),
    col('rush_rec_yards', 'Rush + Rec Yards'),
  ],
  receiver: [
    col('receptions', 'Receptions'),
    col('receiving_yards', 'Receiving Yards'),
    col('receiving_touchdowns', 'Receiving TDs'),
  ],
};

const YES_NO_KEYS = new Set(['quality_start', 'win_credited']);

export const GAME_LOG_LEAGUES = ['MLB', 'NFL', 'CFB'] as const;

export interface GameLog {
  player_type: string;
  columns: Column[];
  rows: Record<string, string | number>[];
}

/** The player's last `limit` games (newest first), or null when the league has no such player. */
export async function gameLog(
  db: Kysely<DB>,
  league: string,
  name: string,
  limit: number,
): Promise<GameLog | null> {
  const candidates = await db
    .selectFrom('players')
    .selectAll()
    .where('league', '=', league)
    .execute();
  const player = candidates.find((p) => namesMatch(p.name, name));
  if (!player) return null;
  const lines = await recentGames(db, player.id, { limit });
  const teamIds = [...new Set(lines.flatMap((l) => [l.home_team_id, l.away_team_id]))];
  const teams = teamIds.length
    ? await db.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute()
    : [];
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const columns = COLUMNS[player.player_type] ?? [];
  const rows = lines.map((line) => {
    const stats = line.stats as Record<string, number>;
    const opponentId = line.home_team_id === player.team_id ? line.away_team_id : line.home_team_id;
    const row: Record<string, string | number> = {
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
  return { player_type: player.player_type, columns, rows };
}
