/** Numeric kernels, distributions and the engine's error type. */
export * from './decimal';
export * from './distributions';
export * from './errors';
export * from './quadrature';
export * from './sums';
