import {
  creatOrEditLoginSetting,
  creatOrEditOrganizationSetting,
  creatOrEditSingleSystemModule,
  creatOrEditSystemInfo,
  type EndpointData,
  type EndpointInput,
  getAppsetting,
  getHomePageDtos,
  getOrganizationSetting,
  getOrganizationTree,
  getSingleSystemModules,
  getSystemInfo,
  saveHomePageDto,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of basic settings and home page management; method and path come from the declarations in @qis/shared. */

export type SystemInfoData = EndpointData<typeof getSystemInfo>;
export type SystemInfoBody = EndpointInput<typeof creatOrEditSystemInfo>['body'];
export type LoginSettingBody = EndpointInput<typeof creatOrEditLoginSetting>['body'];
export type SingleSystemBody = EndpointInput<typeof creatOrEditSingleSystemModule>['body'];
export type OrganizationSettingData = EndpointData<typeof getOrganizationSetting>;
export type OrganizationSettingBody = EndpointInput<typeof creatOrEditOrganizationSetting>['body'];
export type AppSettingsData = EndpointData<typeof getAppsetting>;
export type RoleHomePage = EndpointData<typeof getHomePageDtos>[number];
export type RoleHomePageBody = EndpointInput<typeof saveHomePageDto>['body'];

export const fetchSystemInfo = () => callEndpoint(getSystemInfo);
export const saveSystemInfo = (body: SystemInfoBody) => callEndpoint(creatOrEditSystemInfo, { body });
export const saveLoginSetting = (body: LoginSettingBody) => callEndpoint(creatOrEditLoginSetting, { body });
export const fetchSingleSystemModules = () => callEndpoint(getSingleSystemModules);
export const saveSingleSystem = (body: SingleSystemBody) => callEndpoint(creatOrEditSingleSystemModule, { body });
export const fetchOrganizationSetting = () => callEndpoint(getOrganizationSetting);
export const saveOrganizationSetting = (body: OrganizationSettingBody) =>
  callEndpoint(creatOrEditOrganizationSetting, { body });
export const fetchOrganizationTree = () => callEndpoint(getOrganizationTree);
export const fetchAppSettings = () => callEndpoint(getAppsetting);

export const fetchRoleHomePages = () => callEndpoint(getHomePageDtos);
export const saveRoleHomePage = (body: RoleHomePageBody) => callEndpoint(saveHomePageDto, { body });
