// Migration 3: the sports world (leagues, teams, players, games, stat lines), experts, picks with
// their origins, graded results and confidence history, and each user's favorites and pick list.
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leagues')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('teams'))
    .addColumn('league', 'text', (c) => c.notNull().references('leagues.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('teams_league_code', ['league', 'code'])
    .execute();

  await idColumn(db, db.schema.createTable('players'))
    .addColumn('league', 'text', (c) => c.notNull().references('leagues.code'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('player_type', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('players_league_name')
    .on('players')
    .columns(['league', 'name'])
    .execute();

  await idColumn(db, db.schema.createTable('games'))
    .addColumn('league', 'text', (c) => c.notNull().references('leagues.code'))
    .addColumn('game_date', 'text', (c) => c.notNull())
    .addColumn('home_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('away_team_id', 'integer', (c) => c.notNull().references('teams.id'))
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('games_date_league')
    .on('games')
    .columns(['game_date', 'league'])
    .execute();

  // One row per player per game; the stats are a JSON object keyed by the game-log stat keys.
  await db.schema
    .createTable('stat_lines')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('game_date', 'text', (c) => c.notNull())
    .addColumn('stats', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_lines_pk', ['player_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('stat_lines_player_date')
    .on('stat_lines')
    .columns(['player_id', 'game_date'])
    .execute();

  // Experts keep the stable id the client derives from the name (Cole's Algo Picks is 1).
  await db.schema
    .createTable('experts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('leagues', 'text', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('picks'))
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('league', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.references('games.id'))
    .addColumn('player_id', 'integer', (c) => c.references('players.id'))
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('event_team', 'text')
    .addColumn('team_a', 'text')
    .addColumn('team_b', 'text')
    .addColumn('stat_type', 'text', (c) => c.notNull())
    .addColumn('stat_key', 'text')
    .addColumn('stat_threshold', 'double precision')
    .addColumn('prediction', 'integer', (c) => c.notNull())
    .addColumn('odds', 'text')
    .addColumn('sportsbook', 'text')
    .addColumn('pick_type', 'text', (c) => c.notNull())
    .addColumn('reusable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('capital_limit', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('mutual_exclusion', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('confidence', 'double precision')
    .addColumn('model_probability', 'double precision')
    .addColumn('market_probability', 'double precision')
    .addColumn('result', 'text')
    .addColumn('actual_value', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The picks page: one date, confidence descending, id as the tie-break.
  await db.schema
    .createIndex('picks_date_confidence')
    .on('picks')
    .columns(['event_date', 'confidence desc', 'id'])
    .execute();
  await db.schema.createIndex('picks_player').on('picks').columns(['player_name']).execute();

  await db.schema
    .createTable('pick_origins')
    .addColumn('pick_id', 'integer', (c) => c.notNull().references('picks.id').onDelete('cascade'))
    .addColumn('expert_id', 'integer', (c) => c.notNull().references('experts.id'))
    .addColumn('prediction', 'integer', (c) => c.notNull())
    .addColumn('confidence', 'double precision')
    .addColumn('team', 'text')
    .addColumn('prediction_time', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pick_origins_pk', ['pick_id', 'expert_id'])
    .execute();
  await db.schema
    .createIndex('pick_origins_expert')
    .on('pick_origins')
    .columns(['expert_id'])
    .execute();

  await idColumn(db, db.schema.createTable('confidence_history'))
    .addColumn('pick_id', 'integer', (c) => c.notNull().references('picks.id').onDelete('cascade'))
    .addColumn('confidence', 'double precision')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('confidence_history_pick')
    .on('confidence_history')
    .columns(['pick_id'])
    .execute();

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_pick_lists',
    'favorites',
    'confidence_history',
    'pick_origins',
    'picks',
    'experts',
    'stat_lines',
    'games',
    'players',
    'teams',
    'leagues',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
