/** Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations (Golub & Van Loan, §8.5). */

export interface SymmetricEigen {
  /** Eigenvalues in descending order. */
  values: Float64Array;
  /** Unit eigenvectors as columns: vectors[row * p + column] belongs to values[column]. */
  vectors: Float64Array;
}

const MAX_SWEEPS = 100;

/**
 * Jacobi's method: rotations annihilate each off-diagonal entry in turn until every one is zero or below the last bit
 * of its diagonal entries. It keeps eigenvectors orthogonal to machine precision and small eigenvalues to high relative accuracy,
 * and for the matrices of a data table (p ≤ 50) it converges in well under 10 sweeps. `matrix` is p×p, row-major,
 * symmetric; it is not modified.
 */
export function symmetricEigen(matrix: ArrayLike<number>, p: number): SymmetricEigen {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(p * p);
  for (let i = 0; i < p; i++) v[i * p + i] = 1;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let off = 0;
    for (let i = 0; i < p; i++) {
      for (let j = i + 1; j < p; j++) off += Math.abs(a[i * p + j] as number);
    }
    if (off === 0) break;
    for (let i = 0; i < p; i++) {
      for (let j = i + 1; j < p; j++) rotate(a, v, p, i, j);
    }
  }
  return sortedDescending(a, v, p);
}

/** One Jacobi rotation in the (i, j) plane that zeroes a[i][j]. */
function rotate(a: Float64Array, v: Float64Array, p: number, i: number, j: number): void {
  const aij = a[i * p + j] as number;
  if (aij === 0) return;
  const aii = a[i * p + i] as number;
  const ajj = a[j * p + j] as number;
  // An entry below the last bit of both diagonal entries changes neither eigenvalue: drop it (Numerical Recipes §11.1).
  const tiny = 100 * Math.abs(aij);
  if (Math.abs(aii) + tiny === Math.abs(aii) && Math.abs(ajj) + tiny === Math.abs(ajj)) {
    a[i * p + j] = 0;
    a[j * p + i] = 0;
    return;
  }
  const theta = (ajj - aii) / (2 * aij);
  const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
  const c = 1 / Math.sqrt(t * t + 1);
  const s = t * c;
  for (let k = 0; k < p; k++) {
    const aki = a[k * p + i] as number;
    const akj = a[k * p + j] as number;
    a[k * p + i] = c * aki - s * akj;
    a[k * p + j] = s * aki + c * akj;
  }
  for (let k = 0; k < p; k++) {
    const aik = a[i * p + k] as number;
    const ajk = a[j * p + k] as number;
    a[i * p + k] = c * aik - s * ajk;
    a[j * p + k] = s * aik + c * ajk;
  }
  a[i * p + j] = 0;
  a[j * p + i] = 0;
  for (let k = 0; k < p; k++) {
    const vki = v[k * p + i] as number;
    const vkj = v[k * p + j] as number;
    v[k * p + i] = c * vki - s * vkj;
    v[k * p + j] = s * vki + c * vkj;
  }
}

function sortedDescending(a: Float64Array, v: Float64Array, p: number): SymmetricEigen {
  const order = Array.from({ length: p }, (_, i) => i).sort(
    (x, y) => (a[y * p + y] as number) - (a[x * p + x] as number),
  );
  const values = new Float64Array(p);
  const vectors = new Float64Array(p * p);
  order.forEach((source, column) => {
    values[column] = a[source * p + source] as number;
    for (let row = 0; row < p; row++) vectors[row * p + column] = v[row * p + source] as number;
  });
  return { values, vectors };
}
