export * from './arrow-diagram';
export * from './password-rule';
export * from './workflow-graph';
export * from './seven-tools';
