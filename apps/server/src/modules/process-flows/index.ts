export { getChart as processFlowChart } from './flow-chart.service';
export { registerProcessFlowRoutes } from './process-flows.routes';
export { processFlowsDemoSeed } from './process-flows.seed';
export { PROCESS_NOT_FOUND, processDto, processPage } from './process-read';
