// Queries over picks and where they came from (tables picks, pick_origins with experts).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

/** The optimizer's metadata of the picks with these ids (ids within int4: PostgreSQL refuses more). */
export async function selectPickMetadata(db: Db, pickIds: number[]) {
  return db
    .selectFrom('picks')
    .select([
      'id',
      'confidence_percent',
      'game_id',
      'player_id',
      'stat_key',
      'stat_threshold',
      'event_team',
      'prediction',
      'reusable',
      'capital_limit',
      'mutual_exclusion',
      'odds',
      'player_name',
      'stat_type',
      'league',
      'sportsbook',
      'model_probability',
      'market_probability',
    ])
    .where('id', 'in', pickIds)
    .execute();
}

/** The kind of expert behind each origin of these picks: one row per (pick, origin). */
export async function selectOriginKinds(db: Db, pickIds: number[]) {
  return db
    .selectFrom('pick_origins')
    .innerJoin('experts', 'experts.id', 'pick_origins.expert_id')
    .select(['pick_origins.pick_id', 'experts.kind'])
    .where('pick_origins.pick_id', 'in', pickIds)
    .execute();
}

/** The pick stored under this event id (the spec's event_id), if any. */
export async function findPickIdByEventId(db: Db, eventId: string) {
  return db.selectFrom('picks').select('id').where('event_id', '=', eventId).executeTakeFirst();
}

/** The picks stored under these event ids (at most a few hundred ids a call). */
export async function selectPickIdsByEventIds(db: Db, eventIds: readonly string[]) {
  return db
    .selectFrom('picks')
    .select(['id', 'event_id'])
    .where('event_id', 'in', [...eventIds])
    .execute();
}

/** Throws the database's unique violation when the event id is already stored. */
export async function insertPick(db: Db, row: Insertable<DB['picks']>): Promise<number> {
  const { id } = await db.insertInto('picks').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

export async function insertPickOrigins(
  db: Db,
  rows: readonly Insertable<DB['pick_origins']>[],
): Promise<void> {
  await db
    .insertInto('pick_origins')
    .values([...rows])
    .execute();
}

/** What grading the event's pick needs: its side and line. */
export async function findPickToGrade(db: Db, eventId: string) {
  return db
    .selectFrom('picks')
    .select(['id', 'prediction', 'stat_threshold'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

/**
 * Stores the pick's actual value and result. With `ifUngraded`, only while it has no result yet:
 * false then means another writer graded it first.
 */
export async function setPickResult(
  db: Db,
  pickId: number,
  graded: { actual_value: number; result: string },
  options: { ifUngraded?: boolean } = {},
): Promise<boolean> {
  const written = await db
    .updateTable('picks')
    .set(graded)
    .where('id', '=', pickId)
    .$if(options.ifUngraded === true, (q) => q.where('result', 'is', null))
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

/** The ungraded picks whose player's stat line for the pick's game is in (the line's stats JSON). */
export async function selectUngradedPicksWithLines(db: Db) {
  return db
    .selectFrom('picks')
    .innerJoin('stat_lines', (join) =>
      join
        .onRef('stat_lines.player_id', '=', 'picks.player_id')
        .onRef('stat_lines.game_id', '=', 'picks.game_id'),
    )
    .select([
      'picks.id',
      'picks.prediction',
      'picks.stat_threshold',
      'picks.stat_key',
      'stat_lines.stats',
    ])
    .where('picks.result', 'is', null)
    .where('picks.stat_key', 'is not', null)
    .where('picks.stat_threshold', 'is not', null)
    .execute();
}

/** One row per (origin, pick) of these picks: the expert and the pick's event date. */
export async function selectOriginEventDates(db: Db, pickIds: readonly number[]) {
  return db
    .selectFrom('pick_origins')
    .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
    .select(['pick_origins.expert_id', 'picks.event_date'])
    .where('pick_origins.pick_id', 'in', [...pickIds])
    .execute();
}

/** The picks of a date, of an expert's, both or every pick (null means any), in id order. */
export async function selectPicksInScope(
  db: Db,
  scope: { date: string | null; expertId: number | null },
) {
  const { date, expertId } = scope;
  return db
    .selectFrom('picks')
    .select([
      'picks.id',
      'picks.event_date',
      'picks.prediction',
      'picks.stat_threshold',
      'picks.player_id',
      'picks.stat_key',
      'picks.model_probability',
      'picks.confidence_percent',
      'picks.created_at',
    ])
    .$if(date !== null, (q) => q.where('picks.event_date', '=', date!))
    .$if(expertId !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('pick_origins')
            .select('pick_origins.pick_id')
            .whereRef('pick_origins.pick_id', '=', 'picks.id')
            .where('pick_origins.expert_id', '=', expertId!),
        ),
      ),
    )
    .orderBy('picks.id')
    .execute();
}

/** Every origin (expert, kind, side, stated percent) of the picks of `date`, or of every date. */
export async function selectOriginOpinions(db: Db, date: string | null) {
  return db
    .selectFrom('pick_origins')
    .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
    .innerJoin('experts', 'experts.id', 'pick_origins.expert_id')
    .select([
      'pick_origins.pick_id',
      'pick_origins.expert_id',
      'pick_origins.prediction',
      'pick_origins.stated_confidence_percent',
      'experts.kind',
    ])
    .$if(date !== null, (q) => q.where('picks.event_date', '=', date!))
    .execute();
}

/** Whether this expert has any pick in the database. */
export async function expertHasPick(db: Db, expertId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pick_origins')
    .select('pick_id')
    .where('expert_id', '=', expertId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the pick's new confidence (and model probability) only over the value `before` the caller
 * read: false means another writer changed it meanwhile, and this write did not happen.
 */
export async function updateConfidenceIfUnchanged(
  db: Db,
  pickId: number,
  before: number | null,
  values: { confidence_percent: number | null; model_probability?: number },
): Promise<boolean> {
  const written = await db
    .updateTable('picks')
    .set(values)
    .where('id', '=', pickId)
    .where((w) =>
      before === null ? w('confidence_percent', 'is', null) : w('confidence_percent', '=', before),
    )
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

export async function findPickConfidence(db: Db, pickId: number) {
  return db
    .selectFrom('picks')
    .select('confidence_percent')
    .where('id', '=', pickId)
    .executeTakeFirst();
}

/** The player, stat and current confidence of these picks (the holders' notice). */
export async function selectPickHeadlines(db: Db, pickIds: readonly number[]) {
  return db
    .selectFrom('picks')
    .select(['id', 'player_name', 'stat_type', 'confidence_percent'])
    .where('id', 'in', [...pickIds])
    .execute();
}

/**
 * Every decided pick (win or loss) with a confidence, and whether a human expert stands behind it
 * (`has_human`) or any origin at all (`has_origin`): 0/1 on SQLite, booleans on PostgreSQL.
 */
export async function selectDecidedPicksWithOrigins(db: Db) {
  return db
    .selectFrom('picks')
    .select((eb) => [
      'picks.confidence_percent',
      'picks.result',
      eb
        .exists(
          eb
            .selectFrom('pick_origins')
            .innerJoin('experts', 'experts.id', 'pick_origins.expert_id')
            .select('pick_origins.pick_id')
            .whereRef('pick_origins.pick_id', '=', 'picks.id')
            .where('experts.kind', '<>', 'algorithm'),
        )
        .as('has_human'),
      eb
        .exists(
          eb
            .selectFrom('pick_origins')
            .select('pick_origins.pick_id')
            .whereRef('pick_origins.pick_id', '=', 'picks.id'),
        )
        .as('has_origin'),
    ])
    .where('picks.result', 'in', ['win', 'loss'])
    .where('picks.confidence_percent', 'is not', null)
    .execute();
}
