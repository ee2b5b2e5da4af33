import { describe, expect, it } from 'vitest';
import { AP_TABLES, actionPriority, isRating, riskPriorityNumber } from './ap';
import { FMEA_KINDS } from './kinds';
import { readReferenceFmea } from './reference-fmea.test-support';

/** The repository's copy of the AIAG-VDA tables (reference/fmea). */
function reference(file: string): {
  rows: {
    S: [number, number];
    O?: [number, number];
    F?: [number, number];
    D?: [number, number];
    M?: [number, number];
    AP: string;
  }[];
  lookup: Record<string, Record<string, string>>;
  counts: Record<string, number>;
} {
  return readReferenceFmea(file);
}

const within = (range: [number, number] | undefined, value: number) =>
  range !== undefined && value >= range[0] && value <= range[1];

describe.each([
  { table: 'ap-dfmea-pfmea.json', kinds: [FMEA_KINDS.dfmea, FMEA_KINDS.pfmea] },
  { table: 'ap-msr.json', kinds: [FMEA_KINDS.msr] },
])('Action Priority from $table', ({ table, kinds }) => {
  const ref = reference(table);

  it.each(kinds)('kind %i: every one of the 1,000 cells is the reference lookup and its banded rows', (kind) => {
    const counts = { H: 0, M: 0, L: 0 };
    for (let s = 1; s <= 10; s++) {
      for (let o = 1; o <= 10; o++) {
        for (let d = 1; d <= 10; d++) {
          const ap = actionPriority(kind, s, o, d);
          expect(ap, `S${s} O${o} D${d}`).toBe(ref.lookup[String(s)]?.[String(o)]?.[d - 1]);
          const rows = ref.rows.filter(
            (row) => within(row.S, s) && within(row.O ?? row.F, o) && within(row.D ?? row.M, d),
          );
          expect(
            rows.map((row) => row.AP),
            `S${s} O${o} D${d}`,
          ).toEqual([ap]);
          counts[ap as 'H' | 'M' | 'L']++;
        }
      }
    }
    expect(counts).toEqual({ H: ref.counts.H, M: ref.counts.M, L: ref.counts.L });
  });

  it('is answered in the reference layout', () => {
    const tables = table === 'ap-msr.json' ? AP_TABLES.msr : AP_TABLES.dfmeaPfmea;
    expect(JSON.parse(JSON.stringify(tables.lookup))).toEqual(ref.lookup);
  });
});

describe('ratings', () => {
  it('has no AP or RPN while a rating is missing or out of 1–10', () => {
    expect(actionPriority(0, null, 5, 5)).toBeNull();
    expect(actionPriority(0, 9, 0, 5)).toBeNull();
    expect(actionPriority(1, 9, 5, 11)).toBeNull();
    expect(actionPriority(0, 9, 5.5, 5)).toBeNull();
    expect(riskPriorityNumber(9, undefined, 3)).toBeNull();
    expect(isRating(10)).toBe(true);
    expect(isRating('3')).toBe(false);
  });

  it('multiplies S, O and D for the RPN', () => {
    expect(riskPriorityNumber(9, 4, 7)).toBe(252);
    expect(actionPriority(0, 9, 4, 7)).toBe('H');
    expect(actionPriority(0, 9, 2, 7)).toBe('H');
    expect(actionPriority(0, 9, 2, 3)).toBe('L');
    expect(actionPriority(2, 10, 4, 1)).toBe('M');
  });
});
