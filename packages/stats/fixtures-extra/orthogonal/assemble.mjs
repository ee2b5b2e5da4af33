// Writes the fixture files of this folder from the `expected` blocks make-expected.R prints (R's arithmetic), so the
// numbers are R's and only their JSON layout is this script's: node assemble.mjs expected.json
import { readFileSync, writeFileSync } from 'node:fs';

const expected = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const conventions = {
  K: 'K_i = sum of results of the runs where the column is at level i',
  kbar: 'K_i / r, r = runs per level = N/levels of the column',
  range: 'R_kbar = max(kbar) - min(kbar) (ranking uses this); R_K = max(K) - min(K)',
  ss: 'SS_j = sum_i K_i^2 / r - T^2/N; df_j = levels of the column - 1',
  error: 'SS_e = sum of the SS of the empty column(s), df_e = their df; no pooling of small factor SS',
  f: 'F = MS_factor / MS_e, p = upper tail of F(df_factor, df_e)',
};
const common = {
  family: 'orthogonal_experiment',
  engine: 'R 4.2.2 (plain arithmetic on the hand-typed Taguchi table, checked against aov)',
  data_source: 'constructed example',
  conventions,
  script_excerpt: 'K <- sapply(1:L, function(l) sum(y[M[,j]==l])); kbar <- K/r; SS <- sum(K^2)/r - sum(y)^2/N',
  tolerance: { rel: 1e-12, p_values_rel: 1e-8 },
};
const L16_4 = [
  [1, 1, 1, 1, 1],
  [1, 2, 2, 2, 2],
  [1, 3, 3, 3, 3],
  [1, 4, 4, 4, 4],
  [2, 1, 2, 3, 4],
  [2, 2, 1, 4, 3],
  [2, 3, 4, 1, 2],
  [2, 4, 3, 2, 1],
  [3, 1, 3, 4, 2],
  [3, 2, 4, 3, 1],
  [3, 3, 1, 2, 4],
  [3, 4, 2, 1, 3],
  [4, 1, 4, 2, 3],
  [4, 2, 3, 1, 4],
  [4, 3, 2, 4, 1],
  [4, 4, 1, 3, 2],
];
const L8_4 = [
  [1, 1, 1, 1, 1],
  [1, 2, 2, 2, 2],
  [2, 1, 1, 2, 2],
  [2, 2, 2, 1, 1],
  [3, 1, 2, 1, 2],
  [3, 2, 1, 2, 1],
  [4, 1, 2, 2, 1],
  [4, 2, 1, 1, 2],
];
const fixtures = [
  {
    id: 'orthogonal_L16_4level_4factors',
    description: 'L16(4^5): four 4-level factors A..D in columns 1-4, column 5 empty (error); larger is better.',
    input: {
      array: 'L16',
      levels: 4,
      runs: 16,
      matrix: L16_4,
      column_assignment: ['A', 'B', 'C', 'D', '(empty)'],
      y: [72.1, 75.3, 78.0, 74.6, 76.8, 80.2, 77.5, 73.9, 79.4, 82.7, 81.0, 78.3, 75.6, 79.9, 83.4, 80.5],
    },
  },
  {
    id: 'orthogonal_L8_mixed_4x2',
    description:
      'L8(4^1×2^4): a 4-level factor A in column 1, 2-level factors B, C, D in columns 2, 3, 5, column 4 empty; larger is better.',
    input: {
      array: 'L8',
      levels: 4,
      runs: 8,
      matrix: L8_4,
      column_assignment: ['A', 'B', 'C', '(empty)', 'D'],
      y: [15.2, 17.8, 16.4, 18.9, 20.1, 19.3, 17.6, 21.4],
    },
  },
];
for (const fixture of fixtures) {
  const { id, description, input } = fixture;
  const file = {
    id,
    family: common.family,
    engine: common.engine,
    description,
    data_source: common.data_source,
    input,
  };
  Object.assign(file, {
    expected: expected[id],
    conventions,
    script_excerpt: common.script_excerpt,
    tolerance: common.tolerance,
  });
  writeFileSync(new URL(`./${id}.json`, import.meta.url), `${JSON.stringify(file, null, 2)}\n`);
}
