// Queries over players (table players, with their team's name): the raw sheet's rosters, the
// player a research call, a game log or an avatar names, and the admin's lookups by name.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The league's players of this exact name, with their team's name, in id order. */
export async function selectPlayersNamed(db: Db, league: string, name: string) {
  return db
    .selectFrom('players')
    .innerJoin('teams', 'teams.id', 'players.team_id')
    .select(['players.id', 'teams.name as team'])
    .where('players.league', '=', league)
    .where('players.name', '=', name)
    .orderBy('players.id')
    .execute();
}

export async function findPlayerType(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select('player_type')
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** The players of these teams, by id (ids must not be empty). */
export async function selectPlayersOfTeams(db: Db, teamIds: readonly number[]) {
  return db
    .selectFrom('players')
    .select(['id', 'name', 'team_id', 'player_type'])
    .where('team_id', 'in', teamIds)
    .orderBy('id')
    .execute();
}

function leaguePlayers(db: Db, league: string) {
  return db
    .selectFrom('players')
    .innerJoin('teams', 'teams.id', 'players.team_id')
    .select([
      'players.id',
      'players.name',
      'players.league',
      'players.position',
      'players.player_type',
      'players.team_id',
      'teams.name as team',
    ])
    .where('players.league', '=', league);
}

/** Every player of the league with their team's name, lowest id first. */
export async function selectLeaguePlayers(db: Db, league: string) {
  return leaguePlayers(db, league).orderBy('players.id').execute();
}

/** The league's player with this id and their team's name (another league's id is not found). */
export async function findLeaguePlayer(db: Db, league: string, playerId: number) {
  return leaguePlayers(db, league).where('players.id', '=', playerId).executeTakeFirst();
}
