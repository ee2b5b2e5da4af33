/** A duration or time as people write it: whole numbers bare, decimals to at most two places (2.5, 0.33). */
export function formatDuration(value: number): string {
  return String(Math.round(value * 100) / 100);
}
