/** Principal component analysis of a data table (matrix data analysis, 矩阵数据解析法). */
import { StatsError } from '../core/errors';
import { mean } from '../core/sums';
import { symmetricEigen } from './symmetric-eigen';

export interface PcaOptions {
  /** Analyse the correlation matrix (variables scaled to SD 1, divisor n − 1); false: the covariance matrix. */
  standardize?: boolean;
  /** Variable names, for error details. */
  variables?: readonly string[];
}

export interface PcaResult {
  /** Observations and variables. */
  n: number;
  p: number;
  matrix: 'correlation' | 'covariance';
  means: number[];
  /** Sample SDs (divisor n − 1). */
  sds: number[];
  /** Eigenvalues of the analysed matrix, descending (variances of the components). */
  eigenvalues: number[];
  proportionOfVariance: number[];
  cumulativeProportion: number[];
  /** loadings[variable][component]: unit eigenvectors, the largest-|value| entry of each component positive. */
  loadings: number[][];
  /** scores[observation][component]: the centred (and scaled) data times the loadings. */
  scores: number[][];
  /** Components whose eigenvalue exceeds the mean eigenvalue (1 for the correlation matrix): Kaiser's rule. */
  kaiserCount: number;
}

/** Neumaier-compensated Σ a_k·b_k over column-major columns. */
function dot(a: Float64Array, b: Float64Array): number {
  let total = 0;
  let compensation = 0;
  for (let k = 0; k < a.length; k++) {
    const term = (a[k] as number) * (b[k] as number);
    const next = total + term;
    compensation += Math.abs(total) >= Math.abs(term) ? total - next + term : term - next + total;
    total = next;
  }
  return total + compensation;
}

function columnsOf(data: readonly (readonly number[])[], p: number): Float64Array[] {
  const n = data.length;
  const columns = Array.from({ length: p }, () => new Float64Array(n));
  data.forEach((row, i) => {
    if (row.length !== p) throw new StatsError('invalidInput', { reason: 'rowLength', row: i + 1 });
    for (let j = 0; j < p; j++) {
      const value = row[j] as number;
      if (!Number.isFinite(value)) throw new StatsError('notNumeric', { index: i * p + j, row: i + 1, column: j + 1 });
      (columns[j] as Float64Array)[i] = value;
    }
  });
  return columns;
}

/** Centres a column in place and answers its mean. */
function centre(column: Float64Array): number {
  const centreValue = mean(column);
  for (let i = 0; i < column.length; i++) column[i] = (column[i] as number) - centreValue;
  return centreValue;
}

/** Flips each eigenvector so that its largest-|value| entry is positive; near-ties (1e-12) go to the first entry. */
function normaliseSigns(vectors: Float64Array, p: number): void {
  for (let column = 0; column < p; column++) {
    let largest = 0;
    for (let row = 0; row < p; row++) largest = Math.max(largest, Math.abs(vectors[row * p + column] as number));
    let row = 0;
    while (Math.abs(vectors[row * p + column] as number) < largest * (1 - 1e-12)) row++;
    if ((vectors[row * p + column] as number) < 0) {
      for (let k = 0; k < p; k++) vectors[k * p + column] = -(vectors[k * p + column] as number);
    }
  }
}

/**
 * PCA as R's prcomp(x, scale. = standardize): columns centred (and scaled by their SD), eigen-decomposition of the
 * correlation or covariance matrix (divisor n − 1) by Jacobi rotations. `data` has one row per observation. Throws
 * StatsError: 'tooFewValues' (fewer than 2 observations), 'invalidInput' (no variable, rows of different lengths),
 * 'notNumeric' ({ index, row, column } of a value that is not finite), 'constantData' ({ variable }: a variable
 * with SD 0 cannot be standardised).
 */
export function principalComponents(data: readonly (readonly number[])[], options: PcaOptions = {}): PcaResult {
  const standardize = options.standardize ?? true;
  const n = data.length;
  if (n < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: n });
  const p = (data[0] as readonly number[]).length;
  if (p < 1) throw new StatsError('invalidInput', { reason: 'noVariables' });
  const columns = columnsOf(data, p);
  const means = columns.map(centre);
  const sds = columns.map((column) => Math.sqrt(dot(column, column) / (n - 1)));
  if (standardize) {
    columns.forEach((column, j) => {
      const sd = sds[j] as number;
      if (!(sd > 0)) throw new StatsError('constantData', { variable: options.variables?.[j] ?? String(j + 1) });
      for (let i = 0; i < n; i++) column[i] = (column[i] as number) / sd;
    });
  }
  const matrix = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    for (let k = j; k < p; k++) {
      const value = standardize && j === k ? 1 : dot(columns[j] as Float64Array, columns[k] as Float64Array) / (n - 1);
      matrix[j * p + k] = value;
      matrix[k * p + j] = value;
    }
  }
  const eigen = symmetricEigen(matrix, p);
  normaliseSigns(eigen.vectors, p);
  // A semi-definite matrix's zero eigenvalues may come out as −1e-17: they are zero.
  const eigenvalues = Array.from(eigen.values, (value) => Math.max(0, value));
  const trace = eigenvalues.reduce((total, value) => total + value, 0);
  let running = 0;
  const cumulativeProportion = eigenvalues.map((value, index) => {
    running += value;
    return index === p - 1 ? 1 : running / trace;
  });
  const loadings = Array.from({ length: p }, (_, row) =>
    Array.from({ length: p }, (_, column) => eigen.vectors[row * p + column] as number),
  );
  const scores = Array.from({ length: n }, (_, i) =>
    Array.from({ length: p }, (_, component) => {
      let score = 0;
      for (let j = 0; j < p; j++) {
        score += ((columns[j] as Float64Array)[i] as number) * (eigen.vectors[j * p + component] as number);
      }
      return score;
    }),
  );
  const threshold = standardize ? 1 : trace / p;
  return {
    n,
    p,
    matrix: standardize ? 'correlation' : 'covariance',
    means,
    sds,
    eigenvalues,
    proportionOfVariance: eigenvalues.map((value) => value / trace),
    cumulativeProportion,
    loadings,
    scores,
    kaiserCount: eigenvalues.filter((value) => value > threshold).length,
  };
}
