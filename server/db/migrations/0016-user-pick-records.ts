// Migration 0016 (issue [J]): the bettor's own pick records (GET / POST /api/settings/data/picks),
// the ground Bet Tracking will stand on. Newest first per account.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('user_pick_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the game as the bettor names it: our games.id or another book's id, so no foreign key
    .addColumn('game_id', 'text', (c) => c.notNull())
    // JSON object of the bettor's own fields, bounded on write (server/services/pick-records.ts)
    .addColumn('pick_data', 'text', (c) => c.notNull())
    // percent, 0-100 (one confidence scale everywhere)
    .addColumn('confidence_level', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_pick_records_user_id')
    .on('user_pick_records')
    .columns(['user_id', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_pick_records').ifExists().execute();
}
