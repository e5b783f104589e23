// Reading a prediction (text or number) as a side: 1 = over, 0 = under.

const UNDER_WORDS = new Set(['under', 'u', 'lower', 'less', 'below']);
const OVER_WORDS = new Set(['over', 'o', 'higher', 'greater', 'above']);

export type PredictionSide = 0 | 1;

/**
 * under/u/lower/less/below → 0; over/o/higher/greater/above → 1 (any case, first word counts);
 * numbers: 0 or below → 0, above 0 → 1. Anything else → null.
 */
export function predictionSide(value: unknown): PredictionSide | null {
  if (typeof value === 'number') return Number.isFinite(value) ? (value > 0 ? 1 : 0) : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  const numeric = Number(text);
  if (Number.isFinite(numeric)) return numeric > 0 ? 1 : 0;
  const firstWord = text.split(/[\s/,-]+/)[0] ?? '';
  if (UNDER_WORDS.has(firstWord)) return 0;
  if (OVER_WORDS.has(firstWord)) return 1;
  return null;
}

export function predictionLabel(side: PredictionSide): 'Over' | 'Under' {
  return side === 1 ? 'Over' : 'Under';
}
