// Migration 7: player images brought in by the import command; players without one keep their
// generated avatar.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_images')
    .addColumn('league', 'text', (c) => c.notNull())
    // the player's full name as the import file gave it
    .addColumn('player_name', 'text', (c) => c.notNull())
    // a data: URL of a PNG, JPEG, WebP or GIF, checked on import
    .addColumn('data_url', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_images_pk', ['league', 'player_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_images').ifExists().execute();
}
