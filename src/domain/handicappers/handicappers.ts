// Handicappers: stable ids from names, the one accuracy rule (graded record first) and its star
// rating, and unknown placeholder names.
import { namesMatch } from '../picks/text-match';

/** The algorithmic source: fixed id and name. */
export const ALGO_HANDICAPPER_NAME = "Cole's Algo Picks";
export const ALGO_HANDICAPPER_ID = 1;
export const ALGO_ACCURACY = 71;
export const ACCURACY_UNKNOWN = 'N/A';
export const RATING_MIN = 3;
export const RATING_MAX = 5;

/** Ids from names never fall below this, so they cannot collide with the fixed algo id. */
const HASHED_ID_FLOOR = 1_000;
const HASHED_ID_SPAN = 2_147_483_647 - HASHED_ID_FLOOR;

export function isAlgoHandicapper(name: string): boolean {
  return namesMatch(name, ALGO_HANDICAPPER_NAME);
}

/** A stable non-negative integer id from a name (FNV-1a over the normalised name). */
export function handicapperIdFromName(name: string): number {
  if (isAlgoHandicapper(name)) return ALGO_HANDICAPPER_ID;
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return HASHED_ID_FLOOR + (hash % HASHED_ID_SPAN);
}

/** What a handicapper's graded record holds: picks won and lost on their own side. */
export interface GradedRecord {
  wins: number;
  losses: number;
}

/** The note a card shows when its accuracy is the spec's formula, not a graded record. */
export const NO_GRADED_PICKS_NOTE = 'No graded picks yet';

/**
 * The percent of decided picks won (pushes and pending left out), to one decimal; null when no
 * pick is decided. The API's `accuracy` and every screen start from this one number.
 */
export function gradedAccuracy(record: GradedRecord | null | undefined): number | null {
  if (!record) return null;
  const wins = Math.max(0, Math.floor(record.wins));
  const decided = wins + Math.max(0, Math.floor(record.losses));
  return decided > 0 ? Math.round((1000 * wins) / decided) / 10 : null;
}

/**
 * The spec's formula, kept only for a handicapper with no graded pick: 71 for the algorithmic
 * source, else min(95, 70 + 2 x picks).
 */
export function formulaAccuracy(name: string, pickCount: number): number {
  if (isAlgoHandicapper(name)) return ALGO_ACCURACY;
  return Math.min(95, 70 + 2 * Math.max(0, pickCount));
}

/** A handicapper's accuracy as every screen shows it. */
export interface AccuracyReading {
  /** The percent, or null while the record is not known (shown as 'N/A'). */
  percent: number | null;
  /** 'graded': wins / decided; 'formula': no graded pick yet, the spec's formula; 'unknown'. */
  basis: 'graded' | 'formula' | 'unknown';
  /** '64%' or 'N/A'. */
  text: string;
  /** Stars from the same number (3 when unknown). */
  rating: number;
  /** 'No graded picks yet' when the number is the formula's, else null. */
  note: string | null;
}

/**
 * One accuracy for a handicapper on every screen: the graded record from results; the spec's
 * formula only when the record is known and holds no decided pick (the note says so); 'N/A'
 * while the record is not known (never the formula dressed as a record).
 */
export function handicapperAccuracy(input: {
  name: string;
  /** The graded record, or null/undefined when not known on this device. */
  record: GradedRecord | null | undefined;
  /** The handicapper's qualified picks on the slate (the formula's input). */
  pickCount: number;
}): AccuracyReading {
  const graded = gradedAccuracy(input.record);
  if (graded !== null) {
    return {
      percent: graded,
      basis: 'graded',
      text: formatAccuracy(graded),
      rating: handicapperRating(Math.round(graded)),
      note: null,
    };
  }
  if (!input.record) {
    return {
      percent: null,
      basis: 'unknown',
      text: ACCURACY_UNKNOWN,
      rating: RATING_MIN,
      note: null,
    };
  }
  const formula = formulaAccuracy(input.name, input.pickCount);
  return {
    percent: formula,
    basis: 'formula',
    text: formatAccuracy(formula),
    rating: handicapperRating(formula),
    note: NO_GRADED_PICKS_NOTE,
  };
}

/** Stars: floor(accuracy / 20), never fewer than 3 nor more than 5. */
export function handicapperRating(accuracy: number | null | undefined): number {
  if (typeof accuracy !== 'number' || !Number.isFinite(accuracy)) return RATING_MIN;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.floor(accuracy / 20)));
}

/** '71%' or 'N/A'; the profile header adds ' Accuracy'. */
export function formatAccuracy(accuracy: number | string | null | undefined): string {
  if (typeof accuracy === 'number' && Number.isFinite(accuracy)) return `${Math.round(accuracy)}%`;
  if (typeof accuracy === 'string' && accuracy.trim() !== '') return accuracy.trim();
  return ACCURACY_UNKNOWN;
}

export function accuracyLabel(accuracy: number | string | null | undefined): string {
  return `${formatAccuracy(accuracy)} Accuracy`;
}

/** 'Handicapper 12' style names are placeholders for an unknown expert and get replaced. */
export function isUnknownHandicapperName(name: string): boolean {
  return /^handicapper \d+$/i.test(name.trim());
}

/** The name to show: the placeholder replaced by the name the server knows, when it has one. */
export function displayHandicapperName(name: string, knownName?: string | null): string {
  return isUnknownHandicapperName(name) && knownName?.trim() ? knownName.trim() : name;
}
