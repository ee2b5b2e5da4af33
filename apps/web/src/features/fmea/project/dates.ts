/** A date as yyyy-MM-dd in the browser's time zone (what the contracts' date fields take). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The date part of a stored date or time ('2026-11-28T…' → '2026-11-28'). */
export const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
