// Migration 0020 (issue [M]): the market. Each pick's price at several books (opening, current,
// closing; the pick's side and the other side, so every book's vig can be removed) and, once
// graded, the pick's closing line value.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pick_prices')
    .addColumn('pick_id', 'integer', (c) => c.notNull().references('picks.id').onDelete('cascade'))
    .addColumn('book', 'text', (c) => c.notNull())
    // 'open' | 'current' | 'close'
    .addColumn('phase', 'text', (c) => c.notNull())
    // American odds of the pick's side and of the other side at that book
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('other_odds', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pick_prices_key', ['pick_id', 'phase', 'book'])
    .execute();
  await db.schema
    .alterTable('picks')
    .addColumn('closing_probability', 'double precision')
    .execute();
  await db.schema.alterTable('picks').addColumn('clv_percent', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pick_prices').execute();
  await db.schema.alterTable('picks').dropColumn('clv_percent').execute();
  await db.schema.alterTable('picks').dropColumn('closing_probability').execute();
}
