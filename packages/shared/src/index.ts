export * from './contracts';
export * from './domain';
export * from './permissions';
export * from './permissions/define';
