// Migration 0012 (issue [I], item 1): every stored confidence on one scale, percent, under a name
// that says so. An expert's stated confidence was kept as 0-1 beside a pick's 0-100 under the same
// column name, so about ten readers guessed which one they had; the guess now runs only where
// foreign data enters (import, add_event, the admin form, the spec's client inputs).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('picks').renameColumn('confidence', 'confidence_percent').execute();
  await db.schema
    .alterTable('confidence_history')
    .renameColumn('confidence', 'confidence_percent')
    .execute();
  await db.schema
    .alterTable('pick_origins')
    .renameColumn('confidence', 'stated_confidence_percent')
    .execute();
  // Every writer of pick_origins stored a fraction (the demo generator, add_event, the import),
  // so the whole column is scaled: no per-row guess.
  await sql`update pick_origins set stated_confidence_percent = stated_confidence_percent * 100
    where stated_confidence_percent is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update pick_origins set stated_confidence_percent = stated_confidence_percent / 100
    where stated_confidence_percent is not null`.execute(db);
  await db.schema
    .alterTable('pick_origins')
    .renameColumn('stated_confidence_percent', 'confidence')
    .execute();
  await db.schema
    .alterTable('confidence_history')
    .renameColumn('confidence_percent', 'confidence')
    .execute();
  await db.schema.alterTable('picks').renameColumn('confidence_percent', 'confidence').execute();
}
