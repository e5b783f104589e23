// What the admin pick form's number fields accept as the admin types, and the values they mean.

/** Digits with at most one decimal point (the first one typed wins). */
function digitsWithOneDecimal(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** Odds field: digits with at most one decimal point; the sign is a separate control. */
export function sanitizeOddsInput(input: string): string {
  return digitsWithOneDecimal(input);
}

/** American negative odds are shown with a leading minus. */
export function oddsDisplayValue(
  value: string,
  format: 'decimal' | 'american',
  sign: 'positive' | 'negative',
): string {
  return format === 'american' && sign === 'negative' && value !== '' ? `-${value}` : value;
}

/** The odds as a number for the payload (negative American odds carry their minus). */
export function oddsNumber(
  value: string,
  format: 'decimal' | 'american',
  sign: 'positive' | 'negative',
): number | null {
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n)) return null;
  return format === 'american' && sign === 'negative' ? -Math.abs(n) : n;
}

/** Stat threshold: digits with an optional decimal point. */
export function sanitizeThresholdInput(input: string): string {
  return digitsWithOneDecimal(input);
}

/** Parsed as a float; NaN (e.g. empty) leaves the threshold unset. */
export function parseThreshold(text: string): number | null {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : null;
}

export function sanitizeConfidencePercentInput(input: string): string {
  return digitsWithOneDecimal(input);
}

/** Confidence %: empty becomes 0, and the value is clamped to 0-100. */
export function parseConfidencePercent(text: string): number {
  const n = Number.parseFloat(text);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

/** The pick_origin confidence sent to the server is a 0-1 fraction. */
export function confidencePercentToFraction(percent: number): number {
  return Math.min(100, Math.max(0, percent)) / 100;
}

/** Capital Limit: digits only. */
export function sanitizeCapitalLimitInput(input: string): string {
  return input.replace(/\D/g, '');
}

/** Empty means no limit, which is 0. */
export function parseCapitalLimit(text: string): number {
  return text === '' ? 0 : Number.parseInt(text, 10);
}

/** Mutual Exclusion Group: an optional leading minus, then digits. */
export function sanitizeMutualExclusionInput(input: string): string {
  const negative = input.trimStart().startsWith('-');
  const digits = input.replace(/\D/g, '');
  return negative ? `-${digits}` : digits;
}

/** Empty (or a lone minus) means no group, which is -1. */
export function parseMutualExclusion(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : -1;
}
