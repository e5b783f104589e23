// A small seeded random source (mulberry32) and the samplers the demo generator draws from.
// Same seed, same sequence: the demo slate is reproducible on every machine.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}

/** A stable 32-bit seed from text (FNV-1a), to derive independent streams from one seed. */
export function seedFrom(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function uniformInt(rng: Random, min: number, maxInclusive: number): number {
  return min + Math.floor(rng.next() * (maxInclusive - min + 1));
}

export function pickOne<T>(rng: Random, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pickOne needs a non-empty list');
  return item;
}

/** Standard normal (Box-Muller). */
export function standardNormal(rng: Random): number {
  const u = Math.max(rng.next(), Number.MIN_VALUE);
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Poisson by inversion (small means) or a rounded normal approximation (large means). */
export function poissonSample(rng: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * standardNormal(rng)));
  const limit = Math.exp(-mean);
  let k = 0;
  let product = rng.next();
  while (product > limit) {
    k += 1;
    product *= rng.next();
  }
  return k;
}

/** Gamma(shape, scale) by Marsaglia-Tsang; used to make negative-binomial (over-dispersed) counts. */
export function gammaSample(rng: Random, shape: number, scale: number): number {
  if (shape < 1) return gammaSample(rng, shape + 1, scale) * Math.pow(rng.next(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = standardNormal(rng);
    const v = Math.pow(1 + c * x, 3);
    if (v <= 0) continue;
    const u = rng.next();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v * scale;
  }
}

/** Negative binomial with the given mean and dispersion r (variance = mean + mean²/r). */
export function negativeBinomialSample(rng: Random, mean: number, dispersion: number): number {
  return poissonSample(rng, gammaSample(rng, dispersion, mean / dispersion));
}
