import { z } from 'zod';
import { FMEA_KINDS } from '../domain/fmea';
import { fmeaEndpoint } from './fmea-common';

// Picking a team (spec §7 projectView/organizationTree): the tenant's departments with their active users, so that a
// team is put together department by department as the organization chart shows it.

export const FmeaOrgUser = z.object({
  id: z.uuid(),
  name: z.string(),
  userName: z.string(),
  postName: z.string().nullable(),
});
export type FmeaOrgUser = z.infer<typeof FmeaOrgUser>;

export interface FmeaOrgNode {
  id: string;
  name: string;
  users: FmeaOrgUser[];
  children: FmeaOrgNode[];
}
export const FmeaOrgNode: z.ZodType<FmeaOrgNode> = z.object({
  id: z.uuid(),
  name: z.string(),
  users: z.array(FmeaOrgUser),
  get children() {
    return z.array(FmeaOrgNode);
  },
});

export const getDfmeaOrganizationTree = fmeaEndpoint(FMEA_KINDS.dfmea, 'get', {
  name: 'getDfmeaOrganizationTree',
  method: 'GET',
  path: '/api/app/projectView/organizationTree',
  summary: '组建团队用：本租户的组织树，每个部门带其在职用户（含岗位）；未分配部门的用户单列',
  data: z.object({ tree: z.array(FmeaOrgNode), unassigned: z.array(FmeaOrgUser) }),
});
