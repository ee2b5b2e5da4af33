import {
  changeTenantStatus,
  createTenant,
  type EndpointInput,
  getTenantList,
  getTenantModules,
  updateTenant,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../shell/http';

/** Calls of tenant management; creating and updating a tenant are long calls (spec §7: 600,000 ms). */

type TenantQuery = EndpointInput<typeof getTenantList>['query'];
type NewTenantBody = EndpointInput<typeof createTenant>['body'];
type TenantUpdateBody = EndpointInput<typeof updateTenant>['body'];

export const fetchTenants = (query: TenantQuery) => callEndpoint(getTenantList, { query });
export const fetchTenantModules = () => callEndpoint(getTenantModules);
export const addTenant = (body: NewTenantBody) => callEndpoint(createTenant, { body }, { timeout: LONG_TIMEOUT_MS });
export const saveTenant = (body: TenantUpdateBody) =>
  callEndpoint(updateTenant, { body }, { timeout: LONG_TIMEOUT_MS });
export const setTenantActive = (id: string, isActive: boolean) =>
  callEndpoint(changeTenantStatus, { body: { id, isActive } });
