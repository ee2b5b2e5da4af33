/** Shewhart control charts: constants, X̄-R, X̄-S, I-MR, p, np, c, u, and the out-of-control rules. */
export * from './attributes';
export { pointAt } from './chart';
export * from './constants';
export * from './given-limits';
export * from './individuals';
export * from './rules';
export * from './types';
export * from './xbar-r';
export * from './xbar-s';
