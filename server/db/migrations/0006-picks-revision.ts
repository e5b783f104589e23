// Migration 6: a revision number per slate date, bumped by the database itself whenever a pick or
// a pick's expert origin of that date is written. Reading one row tells whether a date's picks
// changed, so the picks feed need not scan the date's picks on every request.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/** The statement a SQLite trigger runs: +1 for the date(s) its row source yields. */
function bumpSqlite(rowSource: string): string {
  return `insert into picks_revisions (event_date, revision) ${rowSource}
   on conflict (event_date) do update set revision = picks_revisions.revision + 1;`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const picks: Array<[string, string[]]> = [
    ['insert', ['new']],
    ['update', ['new', 'old']],
    ['delete', ['old']],
  ];
  for (const [event, rows] of picks) {
    const body = rows.map((row) => bumpSqlite(`values (${row}.event_date, 1)`)).join('\n');
    await sql
      .raw(`create trigger picks_revision_${event} after ${event} on picks begin ${body} end`)
      .execute(db);
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    const bump = bumpSqlite(`select event_date, 1 from picks where id = ${row}.pick_id`);
    await sql
      .raw(
        `create trigger pick_origins_revision_${event} after ${event} on pick_origins begin ${bump} end`,
      )
      .execute(db);
  }
}

// PostgreSQL: statement-level triggers with transition tables, so a 20 000-row insert bumps each
// date once instead of once per row.
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bump_picks_revisions(dates text[]) returns void
    language sql as $$
      insert into picks_revisions (event_date, revision)
      select distinct d, 1 from unnest(dates) as d where d is not null
      on conflict (event_date) do update set revision = picks_revisions.revision + 1
    $$`.execute(db);
  await sql`
    create or replace function picks_revision_trigger() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_picks_revisions(array(select event_date from new_rows));
      elsif tg_op = 'UPDATE' then
        perform bump_picks_revisions(array(
          select event_date from new_rows union select event_date from old_rows));
      else
        perform bump_picks_revisions(array(select event_date from old_rows));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function pick_origins_revision_trigger() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform bump_picks_revisions(array(
          select p.event_date from picks p join old_rows o on o.pick_id = p.id));
      else
        perform bump_picks_revisions(array(
          select p.event_date from picks p join new_rows n on n.pick_id = p.id));
      end if;
      return null;
    end $$`.execute(db);
  const transitions = {
    insert: 'new table as new_rows',
    update: 'new table as new_rows old table as old_rows',
    delete: 'old table as old_rows',
  } as const;
  for (const table of ['picks', 'pick_origins'] as const) {
    for (const [event, referencing] of Object.entries(transitions)) {
      await sql
        .raw(
          `create trigger ${table}_revision_${event} after ${event} on ${table}
           referencing ${referencing} for each statement
           execute function ${table}_revision_trigger()`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('picks_revisions')
    .addColumn('event_date', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  // dates that already hold picks start at revision 1
  await sql`insert into picks_revisions (event_date, revision)
            select distinct event_date, 1 from picks`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['picks', 'pick_origins']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `drop trigger if exists ${table}_revision_${event}${isPostgres(db) ? ` on ${table}` : ''}`,
        )
        .execute(db);
    }
  }
  if (isPostgres(db)) {
    await sql`drop function if exists picks_revision_trigger()`.execute(db);
    await sql`drop function if exists pick_origins_revision_trigger()`.execute(db);
    await sql`drop function if exists bump_picks_revisions(text[])`.execute(db);
  }
  await db.schema.dropTable('picks_revisions').ifExists().execute();
}
