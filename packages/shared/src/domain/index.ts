export * from './password-rule';
export * from './workflow-graph';
