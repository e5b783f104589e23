// Queries over picks and where they came from (tables picks, pick_origins with experts).
import type { Kysely, Transaction } from 'kysely';
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
