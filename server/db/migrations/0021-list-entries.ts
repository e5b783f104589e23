// Migration 0021 (issue [N]): My Picks and favourites become sets of entries changed by
// operations, so two devices' edits merge instead of the last whole list winning. One row per
// (account, list, item key): present or removed (a tombstone), since when by the device's clock,
// and, for My Picks, the item itself. The whole-list tables are carried over and dropped.
import { sql, type Kysely } from 'kysely';
import { myPickKey } from '../../../src/domain/lists/my-picks';
import { sanitizeServerFavorites } from '../../../src/domain/lists/favorites';

interface Old {
  user_id: number;
  value: string;
  updated_at: string;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_entries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'my_picks' | 'favorites'
    .addColumn('list', 'text', (c) => c.notNull())
    // My Picks: pick_{sourceId}; favourites: the handicapper id
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull())
    // ms since the epoch (double: bigint would come back as text from pg)
    .addColumn('changed_at', 'double precision', (c) => c.notNull())
    // the list's order: when the entry was last added
    .addColumn('added_at', 'double precision', (c) => c.notNull())
    // the My Picks item as the device built it (JSON); null for favourites and removed entries
    .addColumn('item', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_entries_key', ['user_id', 'list', 'item_key'])
    .execute();

  const rows: Record<string, unknown>[] = [];
  const picks =
    await sql<Old>`select user_id, picks as value, updated_at from user_pick_lists`.execute(db);
  for (const old of picks.rows) {
    const list = parsed(old.value);
    const at = Date.parse(old.updated_at) || 0;
    const seen = new Set<string>();
    for (const [i, item] of (Array.isArray(list) ? list : []).entries()) {
      if (
        typeof item !== 'object' ||
        item === null ||
        typeof (item as { id?: unknown }).id !== 'string'
      )
        continue;
      const key = myPickKey(item as { id: string });
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        user_id: old.user_id,
        list: 'my_picks',
        item_key: key,
        present: 1,
        changed_at: at,
        added_at: i,
        item: JSON.stringify(item),
        updated_at: old.updated_at,
      });
    }
  }
  const favorites =
    await sql<Old>`select user_id, handicapper_ids as value, updated_at from favorites`.execute(db);
  for (const old of favorites.rows) {
    const at = Date.parse(old.updated_at) || 0;
    for (const [i, id] of sanitizeServerFavorites(parsed(old.value)).entries())
      rows.push({
        user_id: old.user_id,
        list: 'favorites',
        item_key: String(id),
        present: 1,
        changed_at: at,
        added_at: i,
        item: null,
        updated_at: old.updated_at,
      });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('list_entries' as never)
      .values(rows.slice(i, i + 500) as never)
      .execute();

  await db.schema.dropTable('user_pick_lists').execute();
  await db.schema.dropTable('favorites').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('handicapper_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_pick_lists')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('picks', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('list_entries').execute();
}
