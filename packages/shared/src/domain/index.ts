export * from './arrow-diagram';
export * from './fmea';
export * from './password-rule';
export * from './seven-tools';
export * from './task-statistics';
export * from './text-measure';
export * from './workflow-graph';
