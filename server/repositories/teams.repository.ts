// Queries over teams (table teams): names by id for game logs, research texts and avatars.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Id and name of each of these teams (ids must not be empty: `in ()` is not SQL). */
export async function selectTeamNames(db: Db, teamIds: readonly number[]) {
  return db.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute();
}

/** The team's code (its colours are derived from it) and name; throws when there is no such team. */
export async function findTeamCodeAndName(db: Db, teamId: number) {
  return db
    .selectFrom('teams')
    .select(['code', 'name'])
    .where('id', '=', teamId)
    .executeTakeFirstOrThrow();
}
