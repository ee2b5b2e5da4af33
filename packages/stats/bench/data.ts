/** Seeded synthetic data for the engine bench: the same numbers on every run and in R. */

/** mulberry32: a small, fast 32-bit PRNG; uniform in [0, 1). */
export function uniformSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n normal values N(mean, sd²) by Box–Muller. */
export function normalValues(n: number, mean: number, sd: number, seed: number): Float64Array {
  const uniform = uniformSource(seed);
  const values = new Float64Array(n);
  for (let i = 0; i < n; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    values[i] = mean + sd * radius * Math.cos(angle);
    if (i + 1 < n) values[i + 1] = mean + sd * radius * Math.sin(angle);
  }
  return values;
}
