// Handicappers: stable ids from names, accuracy and star rating, and unknown placeholder names.
import { namesMatch } from './text-match';

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

/** 71 for the algorithmic source; else the stored value; else min(95, 70 + 2 x picks). */
export function handicapperAccuracy(
  name: string,
  pickCount: number,
  storedAccuracy?: number | null,
): number {
  if (isAlgoHandicapper(name)) return ALGO_ACCURACY;
  if (typeof storedAccuracy === 'number' && Number.isFinite(storedAccuracy)) return storedAccuracy;
  return Math.min(95, 70 + 2 * Math.max(0, pickCount));
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
