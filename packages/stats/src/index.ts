export * from './capability';
export * from './core';
export * from './descriptive';
export * from './orthogonal';
export * from './regression';
export * from './sheet';
export * from './variance-analysis';
