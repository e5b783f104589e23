// A seeded Fisher-Yates shuffle (the schedule's pairings and the books a pick is quoted by).
import { uniformInt, type Random } from '../../src/domain/probability/seeded-random';

export function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
