/** Indices of an even sample of at most `limit` of `n` points (all of them when n ≤ limit), in order. */
export function sampleIndices(n: number, limit: number): Int32Array {
  if (n <= limit) return Int32Array.from({ length: n }, (_, i) => i);
  return Int32Array.from({ length: limit }, (_, i) => Math.floor((i * n) / limit));
}

/** The values at the sampled indices, as a plain array for JSON. */
export function pick(values: ArrayLike<number>, indices: Int32Array): number[] {
  return Array.from(indices, (i) => values[i] as number);
}
