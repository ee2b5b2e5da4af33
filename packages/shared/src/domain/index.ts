export * from './arrow-diagram';
export * from './password-rule';
export * from './seven-tools';
export * from './workflow-graph';
