// Migration 0021 carries every account's whole-list My Picks and favourites over into entries
// (issue [N]): same items, same order, duplicates of one pick folded into one.
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import * as listEntries from '../../server/db/migrations/0021-list-entries';
import { readFavorites } from '../../server/services/favorites';
import { readUserPicks } from '../../server/services/user-pick-lists';
import { tokenFor } from './support/accounts';
import { describeApi } from './support/harness';

describeApi('migration 0021-list-entries', (ctx) => {
  it('carries the old lists over in order, one entry per pick', async () => {
    const { app, clock } = ctx();
    await tokenFor(app, clock, 'migrated@lists.test', ['member']);
    const db = app.database.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'migrated@lists.test')
      .executeTakeFirstOrThrow();
    const raw = db as unknown as Kysely<unknown>;
    await listEntries.down(raw);
    const picks = JSON.stringify([
      { id: 'pick_3', sourceId: '3' },
      { id: 'handicapper_1_Lucky_Lou', sourceId: '1' },
      { id: 'pick_1', sourceId: '1' },
      'not an item',
    ]);
    await sql`insert into user_pick_lists (user_id, picks, updated_at) values (${user.id}, ${picks}, '2026-11-01T00:00:00.000Z')`.execute(
      raw,
    );
    await sql`insert into favorites (user_id, handicapper_ids, updated_at) values (${user.id}, '[4, "9", 4, 2]', '2026-11-01T00:00:00.000Z')`.execute(
      raw,
    );
    await listEntries.up(raw);
    expect((await readUserPicks(db, user.id)).map((p) => (p as { id: string }).id)).toEqual([
      'pick_3',
      'handicapper_1_Lucky_Lou',
    ]);
    expect(await readFavorites(db, user.id)).toEqual([4, 9, 2]);
  });
});
