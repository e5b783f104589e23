// Queries over players (table players, with their teams).
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
