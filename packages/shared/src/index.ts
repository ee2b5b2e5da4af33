export * from './contracts';
export * from './domain';
export * from './modules';
export * from './permissions';
export * from './permissions/define';
