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
import { http } from '../../shell/http';

/** Calls of process management (/WorkFlow); paths come from the endpoint declarations in @qis/shared. */

export type ModuleTypeProcess = EndpointData<typeof getModuleTypeProcessList>[number];
export type DefinitionPage = EndpointData<typeof getProcessManagementList>;
export type DefinitionItem = DefinitionPage['items'][number];
export type DefinitionWithGraph = EndpointData<typeof getProcessDefinition>;
export type AssigneeOptionsData = EndpointData<typeof getProcessAssigneeOptions>;
export type DeployBody = EndpointInput<typeof deployProcess>['body'];

export const fetchModuleTypes = () => http.get<ModuleTypeProcess[]>(getModuleTypeProcessList.path);

export const fetchDefinitions = (query: { moduleType: number; SkipCount: number; MaxResultCount: number }) =>
  http.get<DefinitionPage>(getProcessManagementList.path, { params: query });

export const fetchDefinition = (id: string) =>
  http.get<DefinitionWithGraph>(getProcessDefinition.path.replace(':id', encodeURIComponent(id)));

export const fetchAssigneeOptions = () => http.get<AssigneeOptionsData>(getProcessAssigneeOptions.path);

export const selectDefinition = (moduleType: number, definitionId: string) =>
  http.post<ModuleTypeProcess>(selectionProcess.path, { moduleType, definitionId });

/** Deploys silently: the designer shows the server's refusal next to the canvas. */
export const deploy = (body: DeployBody) =>
  http.post<EndpointData<typeof deployProcess>>(deployProcess.path, body, { silent: true });
