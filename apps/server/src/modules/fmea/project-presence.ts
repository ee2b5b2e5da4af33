import { FMEA_KINDS, FMEA_MESSAGES, type FmeaKind, fmeaProjectRights, getDfmeaNet } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { checkAccess } from '../../platform/auth/authenticate';
import type { Principal } from '../../platform/auth/principal';
import { withTenant } from '../../platform/db/tenant-transaction';
import { forbidden } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import { principalHoldsOverview } from './project-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The read endpoint of each kind's net: who may be present at a project is who may read it. */
const NET_ENDPOINTS: Partial<Record<FmeaKind, typeof getDfmeaNet>> = { [FMEA_KINDS.dfmea]: getDfmeaNet };

/**
 * Who may be present at an FMEA project (the realtime hub's 'fmea' presence, shown in the project's header): whoever
 * may read its net, as ProjectAppServicecs/dFMEANet checks it: the project within the principal's tenant (row-level
 * security: another tenant's is not found), the kind's permission point and the record-level rule (owner, team,
 * overview), each refused with the API's 403.
 */
export function fmeaPresenceAuthorizer(services: AppServices) {
  return async (principal: Principal, projectId: string): Promise<boolean> => {
    if (!UUID.test(projectId)) return false;
    return withTenant(services.db, principal.tenantId, async (tx) => {
      const [project] = await tx
        .select({ kind: fmeaProjects.kind, ownerId: fmeaProjects.ownerId })
        .from(fmeaProjects)
        .where(eq(fmeaProjects.id, projectId));
      const endpoint = project && NET_ENDPOINTS[project.kind as FmeaKind];
      if (!project || !endpoint) return false;
      checkAccess(principal, endpoint);
      const team = await tx.select().from(fmeaProjectMembers).where(eq(fmeaProjectMembers.projectId, projectId));
      const rights = fmeaProjectRights(
        { ownerId: project.ownerId, team },
        { userId: principal.userId, holdsOverview: principalHoldsOverview(principal, project.kind as FmeaKind) },
      );
      if (!rights.has('read')) throw forbidden(FMEA_MESSAGES.noReadRight);
      return true;
    });
  };
}
