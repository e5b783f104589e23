// Odds maths: reading decimal and American odds, the probability they imply, converting back,
// and removing the bookmaker's margin (vig) from a two-way market.

export type OddsFormat = 'decimal' | 'american';

function toNumber(input: string | number): number {
  if (typeof input === 'number') return input;
  const text = input.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Decimal odds pay back more than the stake, so they must be above 1 ('1.85' → 1.85). */
export function parseDecimalOdds(input: string | number): number | null {
  const n = toNumber(input);
  return Number.isFinite(n) && n > 1 ? n : null;
}

/** American odds are +100 or more, or -100 or less ('+150', '150', '-110'). */
export function parseAmericanOdds(input: string | number): number | null {
  const n = toNumber(input);
  return Number.isFinite(n) && Math.abs(n) >= 100 ? n : null;
}

export function decimalImpliedProbability(decimal: number): number {
  return 1 / decimal;
}

/** Positive: 100 / (odds + 100); negative: |odds| / (|odds| + 100). */
export function americanImpliedProbability(american: number): number {
  if (american > 0) return 100 / (american + 100);
  const abs = Math.abs(american);
  return abs / (abs + 100);
}

export function americanToDecimal(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 + 100 / Math.abs(american);
}

/** Even money and longer are positive (+100 at 2.0), shorter prices negative. */
export function decimalToAmerican(decimal: number): number {
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}

export function probabilityToDecimal(probability: number): number {
  return 1 / probability;
}

export function probabilityToAmerican(probability: number): number {
  return decimalToAmerican(probabilityToDecimal(probability));
}

/**
 * The admin form's crowd_probability: decimal 1/odds; American positive 100/(odds+100);
 * American negative |odds|/(|odds|+100). The sign may come from a separate control. Null when
 * the value is not valid odds of that format.
 */
export function crowdProbability(
  value: string | number,
  format: OddsFormat,
  sign: 'positive' | 'negative' = 'positive',
): number | null {
  if (format === 'decimal') {
    const decimal = parseDecimalOdds(value);
    return decimal === null ? null : decimalImpliedProbability(decimal);
  }
  const parsed = parseAmericanOdds(value);
  if (parsed === null) return null;
  const hasOwnSign = typeof value === 'string' && /^\s*[+-]/.test(value);
  const american = hasOwnSign ? parsed : sign === 'negative' ? -Math.abs(parsed) : parsed;
  return americanImpliedProbability(american);
}

/** The bookmaker's margin in a two-way market: how far the implied probabilities exceed 1. */
export function marketVig(probabilityA: number, probabilityB: number): number {
  return probabilityA + probabilityB - 1;
}

/** Fair probabilities of a two-way market: each implied probability divided by their sum. */
export function removeVig(probabilityA: number, probabilityB: number): [number, number] {
  const total = probabilityA + probabilityB;
  if (!(total > 0)) return [0.5, 0.5];
  return [probabilityA / total, probabilityB / total];
}

/**
 * A listed price (text or number) as decimal odds. Prices arrive in either format: |n| >= 100 is
 * American, a number above 1 and below 100 decimal. Null when it is neither.
 */
export function listedOddsToDecimal(odds: string | number | null | undefined): number | null {
  if (odds === null || odds === undefined) return null;
  const n = toNumber(odds);
  if (!Number.isFinite(n)) return null;
  if (Math.abs(n) >= 100) return americanToDecimal(n);
  return n > 1 ? n : null;
}

/**
 * The one way a price is shown: American with its sign and no decimals ('+150', '-110'), or
 * decimal with two places ('2.50'). A price that cannot be read is shown as listed; none is null.
 */
export function formatOdds(
  odds: string | number | null | undefined,
  format: OddsFormat,
): string | null {
  const listed = odds === null || odds === undefined ? '' : String(odds).trim();
  if (listed === '') return null;
  const decimal = listedOddsToDecimal(listed);
  if (decimal === null) return listed;
  if (format === 'decimal') return decimal.toFixed(2);
  const american = Math.round(decimalToAmerican(decimal));
  return american > 0 ? `+${american}` : String(american);
}
