// Queries over the schedule (table games, with teams for their names): the raw sheet's games and
// team history, and a player's next scheduled game for the research texts.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The league's games from `from` to `to` (inclusive) with both teams' names, by date then id. */
export async function selectLeagueGamesWithTeams(db: Db, league: string, from: string, to: string) {
  return db
    .selectFrom('games')
    .innerJoin('teams as h', 'h.id', 'games.home_team_id')
    .innerJoin('teams as a', 'a.id', 'games.away_team_id')
    .select([
      'games.id',
      'games.game_date',
      'games.home_team_id',
      'games.away_team_id',
      'h.name as home_name',
      'a.name as away_name',
    ])
    .where('games.league', '=', league)
    .where('games.game_date', '>=', from)
    .where('games.game_date', '<=', to)
    .orderBy('games.game_date')
    .orderBy('games.id')
    .execute();
}

/** The league's games on or after `since` and before `before`, newest first, with their scores. */
export async function selectLeagueGameHistory(
  db: Db,
  league: string,
  since: string,
  before: string,
) {
  return db
    .selectFrom('games')
    .select(['game_date', 'home_team_id', 'away_team_id', 'home_score', 'away_score', 'status'])
    .where('league', '=', league)
    .where('game_date', '<', before)
    .where('game_date', '>=', since)
    .orderBy('game_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The team's first game still scheduled on or after `from` (lowest id on the same day). */
export async function findNextScheduledGame(db: Db, teamId: number, from: string) {
  return db
    .selectFrom('games')
    .select(['game_date', 'home_team_id', 'away_team_id'])
    .where('game_date', '>=', from)
    .where('status', '=', 'scheduled')
    .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
    .orderBy('game_date')
    .orderBy('id')
    .executeTakeFirst();
}
