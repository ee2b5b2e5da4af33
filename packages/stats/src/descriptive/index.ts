export * from './anderson-darling';
export * from './describe';
export * from './histogram';
export * from './pretty';
export * from './quantile';
export * from './sort';
