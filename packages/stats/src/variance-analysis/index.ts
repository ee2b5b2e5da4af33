/** Analysis of variance: one-way (with Tukey–Kramer comparisons) and two-way. */

export * from './levels';
export * from './one-way';
export * from './two-way';
