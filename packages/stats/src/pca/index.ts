export * from './pca';
export * from './symmetric-eigen';
