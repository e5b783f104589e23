// Reads an add_event body as the admin form it came from, applies the form's own rules
// (src/domain/admin/admin-pick-submission.ts) and derives what the pick row needs.
import type { AdminEventBody } from '../../src/api/admin-contract';
import {
  adminPickSubmitError,
  buildAdminPickEvent,
  type AdminPickEvent,
  type AdminPickForm,
} from '../../src/domain/admin/admin-pick-submission';
import {
  ADMIN_PICK_REFUSALS,
  badEventDateMessage,
  invalidPredictionMessage,
  unknownLeagueMessage,
} from '../../src/domain/admin/admin-pick-messages';
import { isRealCalendarDate } from '../../src/domain/time/calendar-date';
import { handicapperIdFromName } from '../../src/domain/handicappers/handicappers';
import { normalizeConfidence } from '../../src/domain/confidence/confidence';
import { predictionSide, type PredictionSide } from '../../src/domain/picks/prediction';
import { LEAGUE_CODES } from '../catalog/lookups';

/** A refused event: 400 for bad input, 409 for an event id that already exists. */
export class EventRejected extends Error {
  constructor(
    readonly statusCode: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

const KNOWN_LEAGUES = LEAGUE_CODES;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The derived event plus the pick's side as a number (custom text read as a side). */
export interface EventDraft {
  event: AdminPickEvent;
  side: PredictionSide;
}

function oddsParts(odds: AdminEventBody['odds']): {
  value: string;
  sign: 'positive' | 'negative';
} {
  if (odds === undefined || odds === null) return { value: '', sign: 'positive' };
  const text = String(odds).trim();
  return text.startsWith('-')
    ? { value: text.slice(1), sign: 'negative' }
    : { value: text.replace(/^\+/, ''), sign: 'positive' };
}

/** The body as the form that would have produced it, so the form's rules apply unchanged. */
export function formFromBody(body: AdminEventBody): AdminPickForm {
  const odds = oddsParts(body.odds);
  const prediction = body.prediction ?? 1;
  const predictionChoice =
    prediction === 1 || prediction === '1'
      ? '1'
      : prediction === 0 || prediction === '0'
        ? '0'
        : 'custom';
  const pickType = (body.pick_type ?? '').trim();
  const leagues = (typeof body.league === 'string' ? [body.league] : body.league)
    .map((l) => l.trim().toUpperCase())
    .filter((l) => l !== '');
  return {
    name: body.name,
    league: leagues,
    oddsValue: odds.value,
    oddsFormat: body.odds_format ?? 'decimal',
    oddsSign: odds.sign,
    oddsSource: body.odds_source ?? '',
    sourceName: body.source_name ?? '',
    statThreshold: body.stat_threshold ?? null,
    pickType: pickType === '' || pickType === 'Prop' ? 'Prop' : 'Custom',
    customPickType: pickType === 'Prop' ? '' : pickType,
    statType: body.stat_type ?? '',
    prediction: predictionChoice,
    customPrediction: predictionChoice === 'custom' ? String(prediction) : '',
    teamA: body.team_a,
    teamB: body.team_b,
    playerName: body.player_name ?? '',
    playerTeam: body.player_team ?? '',
    eventDate: body.eventDate.trim(),
    experts: body.pick_origin.map((origin) => ({
      name: origin.name,
      customName: '',
      // A 0-1 fraction or a 0-100 percent, as everywhere else; missing means the form's 50.
      confidencePercent: normalizeConfidence(origin.confidence) ?? 50,
      team: origin.team ?? '',
      predictionTime: origin.prediction_time ?? '',
    })),
    reusable: body.reusable ?? true,
    capitalLimit: body.capital_limit ?? 0,
    mutualExclusion: body.mutual_exclusion ?? -1,
  };
}

/** The body's prediction when it cannot be read as a side: 1, 0, or text naming a side. */
function invalidPrediction(prediction: AdminEventBody['prediction']): string | null {
  if (prediction === undefined || prediction === 0 || prediction === 1) return null;
  const text = String(prediction).trim();
  if (text === '' || text === '0' || text === '1') return null; // empty: the required-fields toast
  const numeric = text !== '' && Number.isFinite(Number(text));
  return numeric || predictionSide(text) === null ? text : null;
}

/**
 * Values that are present but wrong, each with its own message (before the form's one
 * required-fields toast, which stays for what is missing): the event date, the league, the
 * prediction.
 */
function invalidValueMessage(body: AdminEventBody, form: AdminPickForm): string | null {
  if (form.eventDate !== '' && !isRealCalendarDate(form.eventDate)) {
    return badEventDateMessage(form.eventDate);
  }
  const unknown = form.league.find((l) => !KNOWN_LEAGUES.includes(l));
  if (unknown !== undefined) return unknownLeagueMessage(unknown, KNOWN_LEAGUES);
  const prediction = invalidPrediction(body.prediction);
  return prediction === null ? null : invalidPredictionMessage(prediction);
}

/** Validates a body and derives its event (event_id, crowd_probability, 0-1 confidences). */
export function draftEvent(body: AdminEventBody): EventDraft {
  const form = formFromBody(body);
  const invalid = invalidValueMessage(body, form);
  if (invalid) throw new EventRejected(400, invalid);
  const missing = adminPickSubmitError(form);
  if (missing) throw new EventRejected(400, missing);
  if (form.eventDate === '') throw new EventRejected(400, ADMIN_PICK_REFUSALS.dateRequired);
  if (form.statType.trim() === '') throw new EventRejected(400, 'stat_type is required.');
  const badTime = form.experts.find(
    (row) => row.predictionTime !== '' && !HH_MM.test(row.predictionTime),
  );
  if (badTime) {
    throw new EventRejected(400, `prediction_time must be HH:MM, got "${badTime.predictionTime}".`);
  }
  const ids = form.experts.map((row) => handicapperIdFromName(row.name));
  if (new Set(ids).size !== ids.length) {
    throw new EventRejected(400, 'Each expert may appear only once in pick_origin.');
  }
  const event = buildAdminPickEvent(form, '');
  if (event.crowd_probability === null) {
    throw new EventRejected(
      400,
      form.oddsFormat === 'decimal'
        ? 'Odds must be decimal odds above 1 (e.g. 1.85).'
        : 'Odds must be American odds of +100 or more, or -100 or less (e.g. -110).',
    );
  }
  const side = predictionSide(event.prediction);
  if (side === null) {
    throw new EventRejected(400, invalidPredictionMessage(String(event.prediction)));
  }
  return { event, side };
}
