export * from './catalogue';
export * from './home-pages';
export * from './plugins';
