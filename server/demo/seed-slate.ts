// Writes the generated demo world into the database: everything in one transaction, in batches,
// with explicit ids (PostgreSQL's identity sequences are moved past them afterwards).
import { sql, type Kysely, type Transaction } from 'kysely';
import { isQualified } from '../../src/domain/confidence/confidence';
import type { Database } from '../db/database';
import type { DB } from '../db/tables';
import { isoAt, type Clock } from '../services/clock';
import { readDateSetting } from '../services/date-setting';
import { generateDemoWorld } from './generate';
import type { DemoWorld, GenerateOptions } from './world-rows';

export const DEMO_SEED = 20_261_122;
export const DEMO_MARKER_KEY = 'demo_slate';
/**
 * Bound parameters per insert statement: under SQLite's limit (32 766) and PostgreSQL's (65 535);
 * fewer, larger statements are most of the seed's speed.
 */
const BATCH_PARAMETERS = 30_000;

/** Sports tables in delete order (children first). */
const SPORTS_TABLES = [
  'confidence_history',
  'pick_prices',
  'pick_origins',
  'picks',
  'stat_lines',
  'games',
  'players',
  'teams',
  'experts',
  'leagues',
] as const;

async function insertBatches<T extends keyof DB>(
  trx: Transaction<DB>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const batchRows = Math.floor(BATCH_PARAMETERS / columns);
  for (let i = 0; i < rows.length; i += batchRows) {
    const batch = rows.slice(i, i + batchRows);
    // The generator's rows match the table types; Kysely's insert type is too deep to restate here.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

export interface SeedSummary {
  slateDate: string;
  picks: number;
  slatePicks: number;
  qualifiedSlatePicks: number;
  statLines: number;
  milliseconds: number;
}

export async function writeDemoWorld(database: Database, world: DemoWorld): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const table of SPORTS_TABLES) await trx.deleteFrom(table).execute();
    await insertBatches(trx, 'leagues', world.leagues);
    await insertBatches(trx, 'experts', world.experts);
    await insertBatches(trx, 'teams', world.teams);
    await insertBatches(trx, 'players', world.players);
    await insertBatches(trx, 'games', world.games);
    await insertBatches(trx, 'stat_lines', world.statLines);
    await insertBatches(trx, 'picks', world.picks);
    await insertBatches(trx, 'pick_origins', world.origins);
    await insertBatches(trx, 'pick_prices', world.prices);
    if (database.dialect === 'postgres') {
      for (const table of ['teams', 'players', 'games', 'picks', 'confidence_history']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
  });
}

export async function seedDemoSlate(
  database: Database,
  clock: Clock,
  options: Omit<GenerateOptions, 'slateDate'> & { slateDate: string },
): Promise<SeedSummary> {
  const started = performance.now();
  const world = generateDemoWorld(options);
  await writeDemoWorld(database, world);
  await writeMarker(database.db, clock, options.seed, options.slateDate);
  const slate = world.picks.filter((p) => p.event_date === options.slateDate);
  return {
    slateDate: options.slateDate,
    picks: world.picks.length,
    slatePicks: slate.length,
    qualifiedSlatePicks: slate.filter((p) => isQualified(p.confidence_percent)).length,
    statLines: world.statLines.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

interface DemoMarker {
  seed: number;
  slate_date: string;
}

async function writeMarker(db: Kysely<DB>, clock: Clock, seed: number, slateDate: string) {
  const value = JSON.stringify({ seed, slate_date: slateDate } satisfies DemoMarker);
  const updatedAt = isoAt(clock);
  await db.deleteFrom('app_settings').where('key', '=', DEMO_MARKER_KEY).execute();
  await db
    .insertInto('app_settings')
    .values({ key: DEMO_MARKER_KEY, value, updated_at: updatedAt })
    .execute();
}

export async function readDemoMarker(db: Kysely<DB>): Promise<DemoMarker | null> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DEMO_MARKER_KEY)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.value) as Partial<DemoMarker>;
    return typeof parsed.seed === 'number' && typeof parsed.slate_date === 'string'
      ? { seed: parsed.seed, slate_date: parsed.slate_date }
      : null;
  } catch {
    return null;
  }
}

/**
 * The first-start step: a slate around the current slate date, unless the demo already holds one
 * for that date (a restart on the same day changes nothing; a new day regenerates the demo).
 */
export async function seedSlateStep(context: {
  database: Database;
  clock: Clock;
}): Promise<string[]> {
  const { date } = await readDateSetting(context.database.db, context.clock);
  const marker = await readDemoMarker(context.database.db);
  if (marker && marker.seed === DEMO_SEED && marker.slate_date === date) return [];
  const summary = await seedDemoSlate(context.database, context.clock, {
    seed: DEMO_SEED,
    slateDate: date,
  });
  return [
    `Demo slate for ${summary.slateDate}: ${summary.qualifiedSlatePicks} qualified picks today, ${summary.picks} picks in all (${summary.milliseconds} ms).`,
  ];
}
