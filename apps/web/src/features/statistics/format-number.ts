/**
 * A result as the tables show it: `decimals` fixed decimals (the module setting); values too small for them, such
 * as a p-value of 4e-18, in scientific notation; null or undefined (not defined for this case) as '—'.
 */
export function formatNumber(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (value !== 0 && Math.abs(value) < 10 ** -decimals) return value.toExponential(2);
  return value.toFixed(decimals);
}
