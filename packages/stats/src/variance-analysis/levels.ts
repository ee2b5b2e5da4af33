/**
 * The order of a factor's levels, as R's factor() and Minitab sort them: numerically when every label is a number
 * (0.5 < 1 < 2 < 10), otherwise by text with digit runs compared as numbers (A2 < A10).
 */
export function orderLevels(labels: Iterable<string>): string[] {
  const levels = [...new Set(labels)];
  const numeric = levels.every((level) => level.trim() !== '' && Number.isFinite(Number(level)));
  return numeric
    ? levels.sort((a, b) => Number(a) - Number(b))
    : levels.sort((a, b) => a.localeCompare(b, 'zh-Hans-CN', { numeric: true }));
}
