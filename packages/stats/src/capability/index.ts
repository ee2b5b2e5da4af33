export * from './constants';
export * from './indices';
export * from './process-capability';
export * from './within';
