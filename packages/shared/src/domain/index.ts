export * from './password-rule';
