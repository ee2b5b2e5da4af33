export * from './domain';
export * from './permissions/define';
