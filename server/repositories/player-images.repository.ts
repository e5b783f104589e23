// Queries over imported player images (table player_images, one image per league and player name).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Stores the image, replacing an earlier import of the same league and player name. */
export async function upsertPlayerImage(
  db: Db,
  row: { league: string; player_name: string; data_url: string; imported_at: string },
): Promise<void> {
  await db
    .insertInto('player_images')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['league', 'player_name'])
        .doUpdateSet({ data_url: row.data_url, imported_at: row.imported_at }),
    )
    .execute();
}

/** Every imported image of the league, by player name. */
export async function selectLeaguePlayerImages(db: Db, league: string) {
  return db
    .selectFrom('player_images')
    .select(['player_name', 'data_url'])
    .where('league', '=', league)
    .orderBy('player_name')
    .execute();
}
