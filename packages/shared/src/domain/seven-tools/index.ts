export * from './affinity';
export * from './arrow';
export * from './association';
export * from './matrix';
export * from './outline';
