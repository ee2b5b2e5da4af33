/** Spreadsheet cell names: column letters (A, B, …, Z, AA, …) and A1-style cell references, 0-based indices. */

const A = 'A'.charCodeAt(0);

/**
 * The letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA, 701 → ZZ, 702 → AAA (bijective base 26).
 * Throws RangeError for a negative or non-integer index.
 */
export function columnLetter(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`invalid column index ${index}`);
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(A + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * The 0-based column index of column letters, case-insensitive: 'A' → 0, 'z' → 25, 'AA' → 26. Throws RangeError for
 * an empty string, any character outside A–Z, or an index beyond Number.MAX_SAFE_INTEGER.
 */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]+$/.test(letters)) throw new RangeError(`invalid column letters '${letters}'`);
  let value = 0;
  for (const letter of letters.toUpperCase()) {
    value = value * 26 + (letter.charCodeAt(0) - A + 1);
    if (!Number.isSafeInteger(value)) throw new RangeError(`column letters too long '${letters}'`);
  }
  return value - 1;
}

/** The A1-style name of a cell from 0-based row and column: cellName(2, 1) → 'B3'. Throws RangeError when negative. */
export function cellName(row: number, column: number): string {
  if (!Number.isSafeInteger(row) || row < 0) throw new RangeError(`invalid row index ${row}`);
  return `${columnLetter(column)}${row + 1}`;
}
