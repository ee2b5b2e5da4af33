/** Linear regression and correlation of two variables. */
export * from './correlation';
export * from './intervals';
export * from './linear-regression';
export * from './types';
