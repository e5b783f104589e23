// Queries over picks and where they came from (tables picks, pick_origins with experts).
import type { Kysely, Transaction } from 'kysely';
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
