export * from './ap';
export * from './ap-tables';
export * from './diff';
export * from './form-sheet';
export * from './kinds';
export * from './net-rules';
export * from './net-schema';
export * from './progress';
