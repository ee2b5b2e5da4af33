/**
 * The standard orthogonal arrays of Taguchi's tables, levels coded 1..s, rows and columns in the textbook order.
 * The regular arrays (2^k, 3^k, 4^5, 5^6) are generated from linear forms over the Galois field GF(s); L12
 * (Plackett–Burman) and L18 (mixed 2^1×3^7) are literal tables.
 */
import { L12_ROWS, L18_ROWS } from './array-tables';

/** One standard orthogonal array. */
export interface OrthogonalArray {
  /** Taguchi name, e.g. 'L8' or 'L16(4^5)' when the run count alone is ambiguous. */
  name: string;
  /** The textbook notation, e.g. 'L8(2^7)'. */
  notation: string;
  /** Number of runs (rows). */
  runs: number;
  /** Number of levels of each column, in column order. */
  levels: readonly number[];
  /** The runs, each a row of levels 1..s (one entry per column). */
  rows: readonly (readonly number[])[];
}

/**
 * Column j (1-based) of a two-level array with 2^k runs: the parity of the basic factors whose bits are set in j, the
 * first basic factor (column 1) varying slowest. This is the order of Taguchi's L4, L8 and L16 tables.
 */
function twoLevelArray(k: number): number[][] {
  const runs = 2 ** k;
  const rows: number[][] = [];
  for (let run = 0; run < runs; run++) {
    const row: number[] = [];
    for (let column = 1; column < runs; column++) {
      let parity = 0;
      for (let bit = 0; bit < k; bit++) {
        // Basic factor `bit` (column 2^bit) is bit (k − 1 − bit) of the run index.
        if (column & (1 << bit)) parity ^= (run >> (k - 1 - bit)) & 1;
      }
      row.push(parity + 1);
    }
    rows.push(row);
  }
  return rows;
}

/** Multiplication in GF(4) = GF(2)[x]/(x² + x + 1), elements coded 0, 1, x = 2, x + 1 = 3; addition is XOR. */
const GF4_TIMES = [
  [0, 0, 0, 0],
  [0, 1, 2, 3],
  [0, 2, 3, 1],
  [0, 3, 1, 2],
];

interface Field {
  size: number;
  add(a: number, b: number): number;
  times(a: number, b: number): number;
}

function primeField(p: number): Field {
  return { size: p, add: (a, b) => (a + b) % p, times: (a, b) => (a * b) % p };
}

const GF4: Field = { size: 4, add: (a, b) => a ^ b, times: (a, b) => GF4_TIMES[a]?.[b] ?? 0 };

/**
 * A regular array from linear forms: run index digits (base s, first basic factor slowest) are the basic factors;
 * column c has level 1 + Σ coefficients[c][i]·factor_i over the field.
 */
function linearArray(field: Field, basicFactors: number, coefficients: readonly (readonly number[])[]): number[][] {
  const runs = field.size ** basicFactors;
  const rows: number[][] = [];
  for (let run = 0; run < runs; run++) {
    const digits: number[] = [];
    for (let i = basicFactors - 1, rest = run; i >= 0; i--, rest = Math.floor(rest / field.size)) {
      digits[i] = rest % field.size;
    }
    rows.push(
      coefficients.map((form) => {
        let level = 0;
        form.forEach((coefficient, i) => {
          level = field.add(level, field.times(coefficient, digits[i] ?? 0));
        });
        return level + 1;
      }),
    );
  }
  return rows;
}

/** L9 columns: A, B, AB, A²B (textbook column 4 is labelled AB², the same partition with levels renamed). */
const L9_FORMS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
];

/** L27 columns 1..13: A, B, AB, A²B, C, AC, A²C, BC, ABC, A²BC, B²C, AB²C, A²B²C (as in Taguchi's table). */
const L27_FORMS = [
  [1, 0, 0],
  [0, 1, 0],
  [1, 1, 0],
  [2, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [2, 0, 1],
  [0, 1, 1],
  [1, 1, 1],
  [2, 1, 1],
  [0, 2, 1],
  [1, 2, 1],
  [2, 2, 1],
];

/** L16(4^5) and L25(5^6): A, B, then A·g + B for every non-zero g of the field. */
function fieldForms(size: number): number[][] {
  const forms = [
    [1, 0],
    [0, 1],
  ];
  for (let g = 1; g < size; g++) forms.push([g, 1]);
  return forms;
}

/**
 * L8(4^1×2^4): columns 1, 2 and 3 of L8(2^7) (A, B and their interaction AB) merged into one four-level column
 * 2·(A − 1) + B, then L8's columns 4..7; the textbook table.
 */
function l8FourLevel(): number[][] {
  return twoLevelArray(3).map((row) => [2 * ((row[0] as number) - 1) + (row[1] as number), ...row.slice(3)]);
}

function makeArray(name: string, notation: string, rows: number[][]): OrthogonalArray {
  const first = rows[0] ?? [];
  const levels = first.map((_, column) => Math.max(...rows.map((row) => row[column] ?? 0)));
  return { name, notation, runs: rows.length, levels, rows };
}

/** Every standard array, smallest first (L8(2^7) before L8(4×2^4), L16(2^15) before L16(4^5)). */
export const ORTHOGONAL_ARRAYS: readonly OrthogonalArray[] = [
  makeArray('L4', 'L4(2^3)', twoLevelArray(2)),
  makeArray('L8', 'L8(2^7)', twoLevelArray(3)),
  makeArray('L8(4×2^4)', 'L8(4^1×2^4)', l8FourLevel()),
  makeArray('L9', 'L9(3^4)', linearArray(primeField(3), 2, L9_FORMS)),
  makeArray(
    'L12',
    'L12(2^11)',
    L12_ROWS.map((row) => [...row]),
  ),
  makeArray('L16', 'L16(2^15)', twoLevelArray(4)),
  makeArray('L16(4^5)', 'L16(4^5)', linearArray(GF4, 2, fieldForms(4))),
  makeArray(
    'L18',
    'L18(2^1×3^7)',
    L18_ROWS.map((row) => [...row]),
  ),
  makeArray('L25', 'L25(5^6)', linearArray(primeField(5), 2, fieldForms(5))),
  makeArray('L27', 'L27(3^13)', linearArray(primeField(3), 3, L27_FORMS)),
];

/** Lower-case, without spaces, '^' or '×'/'x' variations, so 'l16(4^5)', 'L16(4 ^ 5)' and 'L16(45)' match. */
function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s^×x*]/g, '');
}

const BY_NAME = new Map<string, OrthogonalArray>();
for (const array of ORTHOGONAL_ARRAYS) {
  BY_NAME.set(normaliseName(array.name), array);
  BY_NAME.set(normaliseName(array.notation), array);
}

/**
 * The standard array with this name: 'L4', 'L8' (= L8(2^7)), 'L8(4×2^4)', 'L9', 'L12', 'L16' (= L16(2^15)),
 * 'L16(4^5)', 'L18', 'L25', 'L27', or the full notation such as 'L8(2^7)'. Case-insensitive. Returns undefined for an
 * unknown name. A bare run count names the two-level (or L9's, L18's …) array: choose by runs and levels with
 * `standardArray`.
 */
export function orthogonalArray(name: string): OrthogonalArray | undefined {
  return BY_NAME.get(normaliseName(name));
}

/** The column levels as a sorted key, so [4, 2, 2, 2, 2] and [2, 2, 4, 2, 2] match. */
const levelsKey = (levels: readonly number[]) => [...levels].sort((a, b) => b - a).join(',');

/**
 * The standard array with this many runs and these levels: a number s names the array whose columns all have s
 * levels, else the mixed one whose largest level count is s (L8 with 4 → L8(4×2^4), L18 with 3 → L18(2^1×3^7));
 * a list names every column's levels (in any order, e.g. [4, 2, 2, 2, 2]). Undefined when no standard array has
 * that shape (e.g. 18 runs with 2 levels).
 */
export function standardArray(runs: number, levels: number | readonly number[]): OrthogonalArray | undefined {
  const candidates = ORTHOGONAL_ARRAYS.filter((array) => array.runs === runs);
  if (typeof levels !== 'number') {
    const key = levelsKey(levels);
    return candidates.find((array) => levelsKey(array.levels) === key);
  }
  return (
    candidates.find((array) => array.levels.every((s) => s === levels)) ??
    candidates.find((array) => Math.max(...array.levels) === levels)
  );
}

/** The run count a name starts with: 'L16' and 'L16(4^5)' → 16; undefined for anything else. */
export function runsOfArrayName(name: string): number | undefined {
  const match = /^\s*L\s*(\d+)/i.exec(name);
  return match ? Number(match[1]) : undefined;
}
