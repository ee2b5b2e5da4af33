/** Counters of 100 or more display 99+ (shell spec §9). */
export function displayCount(count: number): string {
  return count >= 100 ? '99+' : String(Math.max(0, Math.trunc(count)));
}
