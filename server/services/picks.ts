// Reading picks: a date's qualified picks in confidence order, with each pick's experts, shaped
// as the server pick fields the client reads (src/domain/picks/server-pick.ts).
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { INT4_MAX } from '../../src/api/bounds';
import type { ServerPickReply } from '../../src/api/picks-contract';
import type { PicksTable } from '../db/sports-tables';
import type { DB } from '../db/tables';
import { MIN_CONFIDENCE } from '../../src/domain/confidence/confidence';
import { asPercent, asProbability, type Percent } from '../../src/domain/probability/scales';
import {
  countQualifiedPicks,
  findPickByIdOrEventId,
  selectExpertPicksOn,
  selectOriginsWithExperts,
  selectPicksPage,
} from '../repositories/picks.repository';
import { findPicksRevision } from '../repositories/picks-revisions.repository';
import { calibratedFields, readCalibrationFits } from './probability-calibration';

export interface PicksPageQuery {
  date: string;
  minConfidence: number;
  /** Exclusive upper bound (a warmup tier's band), or null for no bound. */
  maxConfidence: number | null;
  offset: number;
  limit: number;
}

/** The size and fingerprint of a date's qualified set (one covering-index scan). */
export interface QualifiedSet {
  total: number;
  maxId: number;
  /** Sum of the confidences: moves when a refresh re-rates any pick in the set. */
  confidenceSum: number;
}

export async function countQualified(
  db: Kysely<DB>,
  date: string,
  minConfidence: number,
  maxConfidence: number | null = null,
): Promise<QualifiedSet> {
  const row = await countQualifiedPicks(db, date, minConfidence, maxConfidence);
  return {
    total: Number(row?.total ?? 0),
    maxId: Number(row?.max_id ?? 0),
    confidenceSum: Number(row?.confidence_sum ?? 0),
  };
}

/**
 * The date's picks revision: bumped by database triggers on every write to its picks or their
 * expert origins (migration 0006), so one indexed row says whether anything changed.
 */
export async function picksRevision(db: Kysely<DB>, date: string): Promise<number> {
  const row = await findPicksRevision(db, date);
  return Number(row?.revision ?? 0);
}

/**
 * Changes whenever the date's qualified set changes: new picks, a regenerated demo, a new
 * minimum, re-rated confidences, or any other write to the date's picks (the revision).
 */
/** Bumped when the pick's wire shape gains a field, so devices refetch pages cached without it. */
const PICK_SHAPE = 3;

export function picksVersion(date: string, band: string, set: QualifiedSet, revision = 0) {
  const fingerprint = `${PICK_SHAPE}|${date}|${band}|${revision}|${set.total}|${set.maxId}|${set.confidenceSum.toFixed(6)}`;
  const digest = createHash('sha256').update(fingerprint).digest('hex');
  return `${date}.${digest.slice(0, 12)}`;
}

export async function picksPage(db: Kysely<DB>, query: PicksPageQuery): Promise<ServerPickReply[]> {
  const rows = await selectPicksPage(db, {
    date: query.date,
    min: query.minConfidence,
    max: query.maxConfidence,
    offset: query.offset,
    limit: query.limit,
  });
  return withExperts(db, rows);
}

export async function withExperts(
  db: Kysely<DB>,
  rows: readonly Selectable<PicksTable>[],
): Promise<ServerPickReply[]> {
  if (rows.length === 0) return [];
  const origins = await selectOriginsWithExperts(
    db,
    rows.map((r) => r.id),
  );
  const byPick = new Map<number, typeof origins>();
  for (const origin of origins) {
    const list = byPick.get(origin.pick_id) ?? [];
    list.push(origin);
    byPick.set(origin.pick_id, list);
  }
  // the calibrated probability is read through the stored fit, so a refit moves every screen
  const fits = await readCalibrationFits(db);
  return rows.map((row) => {
    const own = byPick.get(row.id) ?? [];
    const shaped = toServerPick(row, own);
    return {
      ...shaped,
      ...calibratedFields(
        fits,
        shaped,
        own.map((o) => o.kind),
      ),
    };
  });
}

function toServerPick(
  row: Selectable<PicksTable>,
  origins: {
    prediction: number;
    stated_confidence_percent: number | null;
    prediction_time: string;
    name: string;
  }[],
): ServerPickReply {
  const predictionsMap: Record<string, number> = {};
  const confidenceMap: Record<string, Percent> = {};
  for (const o of origins) {
    predictionsMap[o.name] = o.prediction;
    if (o.stated_confidence_percent !== null)
      confidenceMap[o.name] = asPercent(Number(o.stated_confidence_percent));
  }
  const threshold = row.stat_threshold === null ? null : Number(row.stat_threshold);
  return {
    id: row.id,
    event_id: row.event_id,
    game_id: row.game_id,
    player_id: row.player_id,
    player_name: row.player_name,
    event_date: row.event_date,
    event_team: row.event_team,
    team_a: row.team_a,
    team_b: row.team_b,
    stat_threshold: threshold,
    stat_thresholds: threshold === null ? [] : [threshold],
    pick_type: row.pick_type,
    stat_type: row.stat_type,
    stat_key: row.stat_key,
    prediction: row.prediction,
    predictions: origins.map((o) => o.prediction),
    prediction_time: origins[0]?.prediction_time ?? null,
    confidence: row.confidence_percent === null ? null : asPercent(Number(row.confidence_percent)),
    confidence_values: Object.values(confidenceMap),
    expert_predictions_map: predictionsMap,
    expert_confidence_map: confidenceMap,
    handicapperNames: origins.map((o) => o.name),
    league: row.league,
    odds: row.odds,
    sportsbook: row.sportsbook,
    reusable: Number(row.reusable) === 1,
    capital_limit: Number(row.capital_limit),
    mutual_exclusion: Number(row.mutual_exclusion),
    model_probability:
      row.model_probability === null ? null : asProbability(Number(row.model_probability)),
    market_probability:
      row.market_probability === null ? null : asProbability(Number(row.market_probability)),
    result: row.result,
    actual_value: row.actual_value === null ? null : Number(row.actual_value),
  };
}

/** The events feed: each expert's qualified picks on a date, best first (three queries in all). */
export async function expertEvents(
  db: Kysely<DB>,
  experts: readonly { id: number; name: string }[],
  date: string,
) {
  if (experts.length === 0) return [];
  const rows = await selectExpertPicksOn(
    db,
    experts.map((e) => e.id),
    date,
    MIN_CONFIDENCE,
  );
  const unique = new Map<number, Selectable<PicksTable>>();
  for (const { origin_expert_id: _, ...pick } of rows) unique.set(pick.id, pick);
  const shaped = new Map((await withExperts(db, [...unique.values()])).map((p) => [p.id, p]));
  return experts.map((expert) => ({
    id: expert.id,
    name: expert.name,
    date,
    picks: rows
      .filter((r) => r.origin_expert_id === expert.id)
      .map((r) => shaped.get(r.id))
      .filter((p): p is ServerPickReply => p !== undefined),
  }));
}

/** A pick by its numeric id or its event_id (the spec's distribution and chart keys). */
export async function pickByKey(db: Kysely<DB>, key: string) {
  // An id beyond int4 cannot exist, and PostgreSQL refuses to compare one (a 500): event_id then.
  const byId = /^\d+$/.test(key) && Number(key) <= INT4_MAX ? Number(key) : null;
  return findPickByIdOrEventId(db, byId, key);
}
