import {
  deployProcess,
  type EndpointData,
  type EndpointInput,
  getModuleTypeProcessList,
  getProcessAssigneeOptions,
  getProcessDefinition,
  getProcessManagementList,
  selectionProcess,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';

/** Calls of process management (/WorkFlow); method and path come from the endpoint declarations in @qis/shared. */

export type ModuleTypeProcess = EndpointData<typeof getModuleTypeProcessList>[number];
export type DefinitionItem = EndpointData<typeof getProcessManagementList>['items'][number];
export type AssigneeOptionsData = EndpointData<typeof getProcessAssigneeOptions>;

export const fetchModuleTypes = () => callEndpoint(getModuleTypeProcessList);

/** `moduleType` is one the server listed (fetchModuleTypes). */
export const fetchDefinitions = (query: EndpointRequest<typeof getProcessManagementList>['query']) =>
  callEndpoint(getProcessManagementList, { query });

export const fetchDefinition = (id: string) => callEndpoint(getProcessDefinition, { params: { id } });

export const fetchAssigneeOptions = () => callEndpoint(getProcessAssigneeOptions);

export const selectDefinition = (moduleType: number, definitionId: string) =>
  callEndpoint(selectionProcess, { body: { moduleType, definitionId } });

/** Deploys silently: the designer shows the server's refusal next to the canvas. */
export const deploy = (body: EndpointInput<typeof deployProcess>['body']) =>
  callEndpoint(deployProcess, { body }, { silent: true });
