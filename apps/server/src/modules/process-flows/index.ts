export { registerProcessFlowRoutes } from './process-flows.routes';
export { processFlowsDemoSeed } from './process-flows.seed';
