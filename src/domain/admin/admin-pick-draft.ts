// The admin pick form as the admin types it (text fields, expert rows, custom stat types), turned
// into the form the submit rules read (admin-pick-submission.ts), and the submit reply in words.
import { isAdminPasswordRefusal, ADMIN_PASSWORD_MESSAGES } from './admin-password';
import {
  parseCapitalLimit,
  parseConfidencePercent,
  parseMutualExclusion,
  parseThreshold,
  sanitizeOddsInput,
} from './admin-pick-inputs';
import {
  submitFailedToast,
  submitNetworkErrorToast,
  submitSucceededToast,
} from './admin-pick-messages';
import { addCustomStatType, DEFAULT_SOURCE_NAME, statTypesFor } from './admin-pick-options';
import type { AdminPickForm } from './admin-pick-submission';
import { isRealCalendarDate } from '../time/calendar-date';

/** The localStorage key of the locked event date (the spec's name). */
export const PINNED_EVENT_DATE_KEY = 'pinnedEventDate';
/** The spec's default stated confidence for a new expert row. */
export const DEFAULT_EXPERT_CONFIDENCE_TEXT = '50';

export interface ExpertDraft {
  /** A stable key for the row while the admin edits the list (not sent). */
  key: string;
  name: string;
  customName: string;
  confidenceText: string;
  team: string;
  predictionTime: string;
}

/** The number fields are kept as typed; they are read when the form is sent. */
export interface AdminPickDraft extends Omit<
  AdminPickForm,
  'statThreshold' | 'experts' | 'capitalLimit' | 'mutualExclusion'
> {
  thresholdText: string;
  experts: ExpertDraft[];
  capitalLimitText: string;
  mutualExclusionText: string;
}

export function newExpertDraft(key: string): ExpertDraft {
  return {
    key,
    name: '',
    customName: '',
    confidenceText: DEFAULT_EXPERT_CONFIDENCE_TEXT,
    team: '',
    predictionTime: '',
  };
}

/** A fresh form on `eventDate`: one empty expert row, reusable, source Manual, Over. */
export function emptyAdminPickDraft(eventDate: string, firstExpertKey: string): AdminPickDraft {
  return {
    name: '',
    league: [],
    oddsValue: '',
    oddsFormat: 'decimal',
    oddsSign: 'positive',
    oddsSource: '',
    sourceName: DEFAULT_SOURCE_NAME,
    thresholdText: '',
    pickType: 'Prop',
    customPickType: '',
    statType: '',
    prediction: '1',
    customPrediction: '',
    teamA: '',
    teamB: '',
    playerName: '',
    playerTeam: '',
    eventDate,
    experts: [newExpertDraft(firstExpertKey)],
    reusable: true,
    capitalLimitText: '',
    mutualExclusionText: '',
  };
}

/** The typed draft read as the form the submit rules check and send. */
export function formFromDraft(draft: AdminPickDraft): AdminPickForm {
  const { thresholdText, experts, capitalLimitText, mutualExclusionText, ...rest } = draft;
  return {
    ...rest,
    statThreshold: parseThreshold(thresholdText),
    experts: experts.map((row) => ({
      name: row.name,
      customName: row.customName,
      confidencePercent: parseConfidencePercent(row.confidenceText),
      team: row.team,
      predictionTime: row.predictionTime,
    })),
    capitalLimit: parseCapitalLimit(capitalLimitText),
    mutualExclusion: parseMutualExclusion(mutualExclusionText),
  };
}

/**
 * The odds field as typed: digits and one decimal point. The sign control decides the sign; with
 * American odds a typed leading '-' or '+' sets it too (the field shows negative odds with their
 * minus, so the admin can type "-110" as written on a betting slip).
 */
export function oddsAfterTyping(
  typed: string,
  format: 'decimal' | 'american',
  sign: 'positive' | 'negative',
): { value: string; sign: 'positive' | 'negative' } {
  const lead = typed.trimStart()[0];
  const typedSign = lead === '-' ? 'negative' : lead === '+' ? 'positive' : sign;
  return { value: sanitizeOddsInput(typed), sign: format === 'american' ? typedSign : sign };
}

/** The stat types offered for a league: the league's list, then the admin's own. */
export function statTypeOptions(
  league: string | null | undefined,
  custom: readonly string[],
): string[] {
  return custom.reduce<string[]>(
    (list, name) => addCustomStatType(list, name),
    [...statTypesFor(league)],
  );
}

/** The stored locked date when it is a real YYYY-MM-DD day, else null (a stale or edited value). */
export function pinnedDateOrNull(stored: string | null | undefined): string | null {
  return stored && isRealCalendarDate(stored) ? stored : null;
}

export interface SubmitReplyLike {
  httpStatus: number;
  success?: unknown;
  message?: unknown;
  error?: unknown;
}

export type SubmitOutcome =
  | { ok: true; toast: string }
  /** `inline` is the reason shown in the form; `toast` the spec's 'Error: …' / 'Network error: …'. */
  | { ok: false; toast: string; inline: string };

/** The message a failed call could not be sent with (no reply from the server). */
export const SUBMIT_UNREACHABLE = 'The server could not be reached. Check the connection.';

/**
 * The toast and the inline reason for a submit reply: the server's own refusal message (each
 * wrong value has its own), the panels' words for a wrong admin password, 'Network error: …' when
 * nothing answered.
 */
export function submitOutcome(reply: SubmitReplyLike): SubmitOutcome {
  const message = typeof reply.message === 'string' ? reply.message : '';
  if (reply.httpStatus === 0) {
    return {
      ok: false,
      toast: submitNetworkErrorToast(SUBMIT_UNREACHABLE),
      inline: SUBMIT_UNREACHABLE,
    };
  }
  if (reply.success === true && reply.httpStatus >= 200 && reply.httpStatus < 300) {
    return { ok: true, toast: submitSucceededToast(message) };
  }
  const reason = isAdminPasswordRefusal(reply) ? ADMIN_PASSWORD_MESSAGES.panelIncorrect : message;
  return { ok: false, toast: submitFailedToast(reason), inline: reason || 'Submission failed' };
}
