// Queries over picks and where they came from (tables picks, pick_origins with experts).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables';

type Db = Kysely<DB> | Transaction<DB>;

// ---- The slate as lists and the detail read it (services/picks.ts, services/pick-prices.ts) ----

/** A date's picks at or above `min` (below `max` when given): their count, max id, confidence sum. */
export async function countQualifiedPicks(db: Db, date: string, min: number, max: number | null) {
  return db
    .selectFrom('picks')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.max('id').as('max_id'),
      eb.fn.sum('confidence_percent').as('confidence_sum'),
    ])
    .where('event_date', '=', date)
    .where('confidence_percent', '>=', min)
    .$if(max !== null, (qb) => qb.where('confidence_percent', '<', max ?? 0))
    .executeTakeFirst();
}

/** One page of a date's picks in the band, highest confidence first (then by id). */
export async function selectPicksPage(
  db: Db,
  page: { date: string; min: number; max: number | null; offset: number; limit: number },
) {
  return db
    .selectFrom('picks')
    .selectAll()
    .where('event_date', '=', page.date)
    .where('confidence_percent', '>=', page.min)
    .$if(page.max !== null, (qb) => qb.where('confidence_percent', '<', page.max ?? 0))
    .orderBy('confidence_percent', 'desc')
    .orderBy('id', 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Each origin of these picks with its expert's name and kind, by pick then expert name. */
export async function selectOriginsWithExperts(db: Db, pickIds: readonly number[]) {
  return db
    .selectFrom('pick_origins')
    .innerJoin('experts', 'experts.id', 'pick_origins.expert_id')
    .select([
      'pick_origins.pick_id',
      'pick_origins.prediction',
      'pick_origins.stated_confidence_percent',
      'pick_origins.prediction_time',
      'experts.name',
      'experts.kind',
    ])
    .where('pick_origins.pick_id', 'in', pickIds)
    .orderBy('pick_origins.pick_id')
    .orderBy('experts.name')
    .execute();
}

/**
 * One row per (expert, pick) of these experts' picks on the date at or above `min`, best first;
 * a pick several of them made comes once per expert (`origin_expert_id`).
 */
export async function selectExpertPicksOn(
  db: Db,
  expertIds: readonly number[],
  date: string,
  min: number,
) {
  return db
    .selectFrom('pick_origins')
    .innerJoin('picks', 'picks.id', 'pick_origins.pick_id')
    .selectAll('picks')
    .select('pick_origins.expert_id as origin_expert_id')
    .where('pick_origins.expert_id', 'in', expertIds)
    .where('picks.event_date', '=', date)
    .where('picks.confidence_percent', '>=', min)
    .orderBy('picks.confidence_percent', 'desc')
    .orderBy('picks.id')
    .execute();
}

/** The pick with this id when `id` is given, else the one with this event_id. */
export async function findPickByIdOrEventId(db: Db, id: number | null, eventId: string) {
  return db
    .selectFrom('picks')
    .selectAll()
    .where((eb) => (id !== null ? eb('id', '=', id) : eb('event_id', '=', eventId)))
    .executeTakeFirst();
}

/** The pick's result (null: not graded yet), or undefined for no such pick. */
export async function findPickResult(db: Db, pickId: number) {
  return db.selectFrom('picks').select(['result']).where('id', '=', pickId).executeTakeFirst();
}

/** Copies the pick's market onto its row (fields left out keep their value). */
export async function updatePickMarket(
  db: Db,
  pickId: number,
  market: {
    odds?: string;
    sportsbook?: string;
    market_probability?: number;
    closing_probability: number | null;
    clv_percent: number | null;
  },
): Promise<void> {
  await db.updateTable('picks').set(market).where('id', '=', pickId).execute();
}

/** The pick's stored closing probability and CLV, or undefined for no such pick. */
export async function findPickClosingLine(db: Db, pickId: number) {
  return db
    .selectFrom('picks')
    .select(['id', 'closing_probability', 'clv_percent'])
    .where('id', '=', pickId)
    .executeTakeFirst();
}

// ---- The optimizer's reads (services/user-pick-metadata.ts) ----

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
