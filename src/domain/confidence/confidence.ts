// Confidence ratings: one scale (0-100), the fallbacks when a pick lacks one, the number a
// bettor sees, the >= 50 rule that decides which picks exist at all, the majority side of a
// pick's predictions and the order picks are listed in. Each rule is written here once.
import { asPercent, type Percent } from '../probability/scales';

export const MIN_CONFIDENCE = 50;
export const DISPLAY_CONFIDENCE_MAX = 99;
export const DISPLAY_CONFIDENCE_FALLBACK = 50;

/** Defaults when a confidence is missing, by where it is shown. */
export const CONFIDENCE_DEFAULTS = {
  list: 50,
  pickTile: 50,
  adminOrigin: 50,
  card: 75,
  addedFromProfile: 75,
} as const;

/**
 * Foreign data's confidence on the 0-100 scale: fractions 0-1 (1.0 included) are scaled by 100.
 * The guess between fraction and percent runs only where data enters from outside (add_event, the
 * import, the admin form, the spec's client inputs): everything we store and send is percent.
 */
export function normalizeConfidence(value: unknown): Percent | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  return asPercent(n >= 0 && n <= 1 ? n * 100 : n);
}

/** Mean of confidence_values (fractions or percents, mixed allowed), or null without any. */
export function meanConfidence(values: readonly unknown[] | null | undefined): Percent | null {
  const normalized = (values ?? [])
    .map(normalizeConfidence)
    .filter((v): v is Percent => v !== null);
  if (normalized.length === 0) return null;
  return asPercent(normalized.reduce((sum, v) => sum + v, 0) / normalized.length);
}

/**
 * A pick's confidence: its own when >= 50; otherwise the mean of confidence_values when that is
 * >= 50; otherwise its own (possibly below 50, or null when missing).
 */
export function resolveConfidence(pick: {
  confidence?: unknown;
  confidence_values?: readonly unknown[] | null;
}): Percent | null {
  const own = normalizeConfidence(pick.confidence);
  if (own !== null && own >= MIN_CONFIDENCE) return own;
  const mean = meanConfidence(pick.confidence_values);
  if (mean !== null && mean >= MIN_CONFIDENCE) return mean;
  return own;
}

/** The whole number shown to a bettor: 0-99, 50 when there is nothing to show. */
export function displayConfidence(value: unknown): number {
  const n = normalizeConfidence(value);
  if (n === null) return DISPLAY_CONFIDENCE_FALLBACK;
  return Math.min(DISPLAY_CONFIDENCE_MAX, Math.max(0, Math.round(n)));
}

/** With no stated confidence at all: 50 + 45 x the share of predictions that agree. */
export function derivedConfidence(agreeing: number, total: number): Percent {
  if (total <= 0) return asPercent(MIN_CONFIDENCE);
  const share = Math.min(1, Math.max(0, agreeing / total));
  return asPercent(MIN_CONFIDENCE + 45 * share);
}

/** Over (1) and Under (0) counts of a pick's predictions (anything else is not counted). */
function sideCounts(predictions: readonly number[]): { overs: number; unders: number } {
  let overs = 0;
  let unders = 0;
  for (const p of predictions) {
    if (p === 1) overs += 1;
    else if (p === 0) unders += 1;
  }
  return { overs, unders };
}

/** The side most predictions took: 1 Over, 0 Under, null on a tie or with none. */
export function majoritySide(predictions: readonly number[]): 0 | 1 | null {
  const { overs, unders } = sideCounts(predictions);
  if (overs === unders) return null;
  return overs > unders ? 1 : 0;
}

/** How many of `predictions` (0/1) agree with `side`; without a side, with the majority. */
export function agreeingPredictions(
  predictions: readonly number[],
  side: 0 | 1 | null = null,
): number {
  const { overs, unders } = sideCounts(predictions);
  if (side === 1) return overs;
  if (side === 0) return unders;
  return Math.max(overs, unders);
}

/** Only picks with confidence >= 50 are kept or shown anywhere. */
export function isQualified(confidence: number | null | undefined): boolean {
  return typeof confidence === 'number' && confidence >= MIN_CONFIDENCE;
}

export function qualifiedPicks<T extends { confidence?: number | null }>(picks: readonly T[]): T[] {
  return picks.filter((pick) => isQualified(pick.confidence));
}

/**
 * The order picks are listed in everywhere (the server's pages, the worker's index, a profile):
 * confidence descending, then id ascending (numeric ids by value), so equal ratings never shuffle.
 */
export function compareByConfidence(
  a: { confidence: number; id: string | number },
  b: { confidence: number; id: string | number },
): number {
  if (a.confidence !== b.confidence) return b.confidence - a.confidence;
  const x = Number(a.id);
  const y = Number(b.id);
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  const ai = String(a.id);
  const bi = String(b.id);
  return ai < bi ? -1 : ai > bi ? 1 : 0;
}
