import {
  copyProcessProcedure,
  createProcessClassification,
  createProcessProcedure,
  deleteProcessClassification,
  deleteProcessProcedure,
  editProcessClassification,
  editProcessProcedure,
  getProcessClassificationTree,
  getProcessFlowChart,
  getProcessProcedure,
  getProcessProceduresPage,
  type ProcessClassificationNode,
  type ProcessDto,
  type ProcessFlowDiagram,
  type ProcessStepInput,
  type ProcessSummaryDto,
  saveProcessFlowChart,
  saveProcessSteps,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../../shell/call-endpoint';

/** Calls of the process flows and their classifications; method and path come from @qis/shared. */

export type { ProcessClassificationNode, ProcessDto, ProcessSummaryDto };

export const fetchClassificationTree = () => callEndpoint(getProcessClassificationTree);
export const saveClassification = (
  body: { name: string; parentId: string | null },
  existing?: ProcessClassificationNode,
) =>
  existing
    ? callEndpoint(editProcessClassification, { body: { ...body, id: existing.id, version: existing.version } })
    : callEndpoint(createProcessClassification, { body });
export const removeClassification = (id: string) => callEndpoint(deleteProcessClassification, { body: { id } });

type PageQuery = EndpointRequest<typeof getProcessProceduresPage>['query'];
export type ProcessHeaderBody = Omit<EndpointRequest<typeof editProcessProcedure>['body'], 'id' | 'version'>;

export const fetchProcesses = (query: PageQuery) => callEndpoint(getProcessProceduresPage, { query });
export const fetchProcess = (id: string) => callEndpoint(getProcessProcedure, { query: { id } });
export const createProcess = (body: ProcessHeaderBody & { steps: ProcessStepInput[] }) =>
  callEndpoint(createProcessProcedure, { body });
export const saveProcessHeader = (existing: { id: string; version: number }, body: ProcessHeaderBody) =>
  callEndpoint(editProcessProcedure, { body: { ...body, id: existing.id, version: existing.version } });
export const saveSteps = (existing: { id: string; version: number }, steps: ProcessStepInput[]) =>
  callEndpoint(saveProcessSteps, { body: { id: existing.id, version: existing.version, steps } });
export const copyProcess = (id: string, processNo: string, name: string) =>
  callEndpoint(copyProcessProcedure, { body: { id, processNo, name } });
export const removeProcess = (id: string) => callEndpoint(deleteProcessProcedure, { body: { id } });

export const fetchFlowChart = (processId: string) => callEndpoint(getProcessFlowChart, { query: { processId } });
/** Saves silently: the diagram shows its own save state, and a refusal reloads what is stored. */
export const saveFlowChart = (body: {
  processId: string;
  version?: number;
  diagram?: ProcessFlowDiagram;
  reset?: boolean;
}) => callEndpoint(saveProcessFlowChart, { body: { reset: false, ...body } }, { silent: true });
