// Writes admin events (add_event, the admin pick submit, the import command): one pick, its
// experts (created when unknown) and origins, with confidence computed like the demo slate's.
import type { Kysely, Transaction } from 'kysely';
import { handicapperIdFromName } from '../../src/domain/handicappers/handicappers';
import { gradePick } from '../../src/domain/confidence/pick-confidence';
import type { PredictionSide } from '../../src/domain/picks/prediction';
import { asProbability, percentOf } from '../../src/domain/probability/scales';
import { namesMatch } from '../../src/domain/picks/text-match';
import type { DB } from '../db/tables';
import { computedConfidence } from './admin-event-confidence';
import { EventRejected, type EventDraft } from './admin-event-rules';
import { isoAt, type Clock } from './clock';
import { insertConfidenceHistory } from '../repositories/confidence-history.repository';
import { insertMissingExperts, selectExpertNames } from '../repositories/experts.repository';
import {
  findPickIdByEventId,
  findPickToGrade,
  insertPick,
  insertPickOrigins,
  setPickResult,
} from '../repositories/picks.repository';

export interface WrittenEvent {
  pickId: number;
  eventId: string;
  confidence: number | null;
  crowdProbability: number | null;
}

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The experts' ids, creating the unknown ones. Ids come from the name as the client derives them,
 * so "sharp sally" finds "Sharp Sally"; a different name on the same id (a hash clash) is a 409.
 * Created by an upsert (ON CONFLICT DO NOTHING, then read): two events naming the same new expert
 * at once both land, where insert-if-missing let the second fail on the key (a false 409). The
 * rows go in id order, so concurrent events with the same experts take row locks in one order.
 */
async function expertIdsFor(db: Db, draft: EventDraft): Promise<number[]> {
  const origins = draft.event.pick_origin.map((origin) => ({
    id: handicapperIdFromName(origin.name),
    name: origin.name,
  }));
  if (origins.length === 0) return [];
  await insertMissingExperts(
    db,
    [...origins]
      .sort((a, b) => a.id - b.id)
      .map(({ id, name }) => ({
        id,
        name,
        kind: 'human',
        leagues: JSON.stringify(draft.event.league),
      })),
  );
  const stored = await selectExpertNames(
    db,
    origins.map((o) => o.id),
  );
  const nameOf = new Map(stored.map((row) => [Number(row.id), row.name]));
  for (const origin of origins) {
    const known = nameOf.get(origin.id);
    if (known === undefined || !namesMatch(known, origin.name)) {
      const existing =
        known === undefined ? 'an existing expert' : `the existing expert "${known}"`;
      throw new EventRejected(
        409,
        `Expert "${origin.name}" clashes with ${existing}; use another name.`,
      );
    }
  }
  return origins.map((o) => o.id);
}

/** Inserts one drafted event inside the caller's transaction; 409 when its event id exists. */
export async function writeAdminEvent(
  db: Db,
  clock: Clock,
  draft: EventDraft,
  reason: string,
): Promise<WrittenEvent> {
  const { event, side } = draft;
  if (await findPickIdByEventId(db, event.event_id)) {
    throw new EventRejected(409, `An event with id ${event.event_id} already exists.`);
  }
  const expertIds = await expertIdsFor(db, draft);
  const { model, confidence } = await computedConfidence(db, draft, expertIds);
  const now = isoAt(clock);
  const league = event.league[0] ?? '';
  const pickId = await insertPick(db, {
    event_id: event.event_id,
    league,
    event_date: event.eventDate,
    game_id: null,
    player_id: model.playerId,
    player_name: event.player_name || event.name,
    event_team: event.player_team || null,
    team_a: event.team_a,
    team_b: event.team_b,
    stat_type: event.stat_type,
    stat_key: model.statKey,
    stat_threshold: event.stat_threshold,
    prediction: side,
    odds: event.odds === null ? null : String(event.odds),
    sportsbook: event.odds_source || event.source_name,
    pick_type: event.pick_type,
    reusable: event.reusable ? 1 : 0,
    capital_limit: event.capital_limit,
    mutual_exclusion: event.mutual_exclusion,
    confidence_percent: confidence,
    model_probability:
      model.pOver === null
        ? null
        : Math.round((side === 1 ? model.pOver : 1 - model.pOver) * 1e4) / 1e4,
    // One side's price has no other side to remove the vig against: the crowd's implied probability.
    market_probability: event.crowd_probability,
    result: null,
    actual_value: null,
    created_at: now,
  });
  await insertPickOrigins(
    db,
    event.pick_origin.map((origin, i) => ({
      pick_id: pickId,
      expert_id: expertIds[i] ?? 0,
      prediction: side,
      // the spec's event carries a 0-1 fraction; stored as percent like every confidence
      stated_confidence_percent: percentOf(asProbability(origin.confidence)),
      team: origin.team || null,
      // The form's HH:MM is the slate's local time on the event date; none given means now.
      prediction_time: origin.prediction_time
        ? `${event.eventDate}T${origin.prediction_time}`
        : now,
    })),
  );
  await insertConfidenceHistory(db, {
    pick_id: pickId,
    confidence_percent: confidence,
    reason,
    computed_at: now,
  });
  return {
    pickId,
    eventId: event.event_id,
    confidence,
    crowdProbability: event.crowd_probability,
  };
}

/** Grades the event's pick from its actual value (import results); returns the pick's id, 400 when it cannot be graded. */
export async function writeResult(db: Db, eventId: string, actualValue: number): Promise<number> {
  const pick = await findPickToGrade(db, eventId);
  if (!pick) throw new EventRejected(400, `No event with id ${eventId} to grade.`);
  if (pick.stat_threshold === null) {
    throw new EventRejected(400, `Event ${eventId} has no stat threshold, so it cannot be graded.`);
  }
  const side = (Number(pick.prediction) === 1 ? 1 : 0) as PredictionSide;
  await setPickResult(db, Number(pick.id), {
    actual_value: actualValue,
    result: gradePick(side, Number(pick.stat_threshold), actualValue),
  });
  return Number(pick.id);
}
