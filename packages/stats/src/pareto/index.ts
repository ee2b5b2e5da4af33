export * from './pareto';
