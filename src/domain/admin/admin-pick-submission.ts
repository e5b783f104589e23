// Submitting the admin's manual pick: the required-fields rule and the event object it sends.
import { confidencePercentToFraction, oddsNumber } from './admin-pick-inputs';
import { CUSTOM_EXPERT_OPTION, DEFAULT_SOURCE_NAME } from './admin-pick-options';
import { buildEventId } from '../picks/event-id';
import { crowdProbability } from '../odds/odds';

export const REQUIRED_FIELDS_TOAST =
  'Please fill all required fields including team names and expert names';

export interface ExpertRow {
  /** A loaded expert's name, or CUSTOM_EXPERT_OPTION. */
  name: string;
  customName: string;
  /** Confidence % as typed and parsed (0-100; default 50). */
  confidencePercent: number;
  team: string;
  /** HH:MM */
  predictionTime: string;
}

export interface AdminPickForm {
  name: string;
  league: readonly string[];
  oddsValue: string;
  oddsFormat: 'decimal' | 'american';
  oddsSign: 'positive' | 'negative';
  oddsSource: string;
  sourceName: string;
  statThreshold: number | null;
  pickType: 'Prop' | 'Custom';
  customPickType: string;
  statType: string;
  /** '1' over, '0' under, 'custom' for free text. */
  prediction: '1' | '0' | 'custom';
  customPrediction: string;
  teamA: string;
  teamB: string;
  playerName: string;
  playerTeam: string;
  eventDate: string;
  experts: readonly ExpertRow[];
  reusable: boolean;
  capitalLimit: number;
  mutualExclusion: number;
}

export function expertName(row: ExpertRow): string {
  return (row.name === CUSTOM_EXPERT_OPTION ? row.customName : row.name).trim();
}

/**
 * The toast to show instead of submitting, or null when the form may be sent: name, both
 * teams, a league, at least one expert, every expert named (custom names included), a custom
 * prediction / pick type when Custom is chosen, and an odds value.
 */
export function adminPickSubmitError(form: AdminPickForm): string | null {
  const missing =
    form.name.trim() === '' ||
    form.teamA.trim() === '' ||
    form.teamB.trim() === '' ||
    form.league.length === 0 ||
    form.experts.length === 0 ||
    form.experts.some((row) => expertName(row) === '') ||
    (form.prediction === 'custom' && form.customPrediction.trim() === '') ||
    (form.pickType === 'Custom' && form.customPickType.trim() === '') ||
    form.oddsValue.trim() === '';
  return missing ? REQUIRED_FIELDS_TOAST : null;
}

export interface PickOrigin {
  name: string;
  confidence: number;
  team: string;
  prediction_time: string;
}

export interface AdminPickEvent {
  event_id: string;
  name: string;
  odds: number | null;
  odds_format: 'decimal' | 'american';
  odds_source: string;
  source_name: string;
  crowd_probability: number | null;
  league: string[];
  pick_origin: PickOrigin[];
  reusable: boolean;
  capital_limit: number;
  mutual_exclusion: number;
  pick_type: string;
  player_team: string;
  stat_type: string;
  prediction: 0 | 1 | string;
  player_name: string;
  stat_threshold: number | null;
  eventDate: string;
  team_a: string;
  team_b: string;
  admin_password: string;
}

/** The event object sent on submit (call adminPickSubmitError first). */
export function buildAdminPickEvent(form: AdminPickForm, adminPassword: string): AdminPickEvent {
  const league = form.league[0] ?? '';
  const pickType = form.pickType === 'Custom' ? form.customPickType.trim() : 'Prop';
  return {
    event_id: buildEventId({
      date: form.eventDate,
      league,
      name: form.name,
      statType: form.statType,
      threshold: form.statThreshold,
    }),
    name: form.name.trim(),
    odds: oddsNumber(form.oddsValue, form.oddsFormat, form.oddsSign),
    odds_format: form.oddsFormat,
    odds_source: form.oddsSource,
    source_name: form.sourceName.trim() || DEFAULT_SOURCE_NAME,
    crowd_probability: crowdProbability(form.oddsValue, form.oddsFormat, form.oddsSign),
    league: [...form.league],
    pick_origin: form.experts.map((row) => ({
      name: expertName(row),
      confidence: confidencePercentToFraction(row.confidencePercent),
      team: row.team.trim(),
      prediction_time: row.predictionTime,
    })),
    reusable: form.reusable,
    capital_limit: form.capitalLimit,
    mutual_exclusion: form.mutualExclusion,
    pick_type: pickType,
    player_team: form.playerTeam.trim(),
    stat_type: form.statType.trim(),
    prediction:
      form.prediction === 'custom' ? form.customPrediction.trim() : form.prediction === '1' ? 1 : 0,
    player_name: form.playerName.trim(),
    stat_threshold: form.statThreshold,
    eventDate: form.eventDate,
    team_a: form.teamA.trim(),
    team_b: form.teamB.trim(),
    admin_password: adminPassword,
  };
}
