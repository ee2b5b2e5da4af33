import { P, type PermissionRequirement } from '@qis/shared';
import { canAny } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/**
 * Who may read a standard's names and criteria (the standard chosen when creating a project, the rating pickers of
 * every FMEA step): holders of an FMEA project point of any kind, of a read-only FMEA view, or of a standard library.
 */
const CRITERIA_READERS: readonly PermissionRequirement[] = [
  P.fmea.MyDFMEA.query,
  P.fmea.MyPFMEA.query,
  P.fmea.MyFMEAMSR.query,
  P.fmea.ProjectView.query,
  P.fmea.TypicalFMEA.query,
  P.fmea.SharedFMEA.query,
  P.fmea.SODStandard.query,
  P.fmea.PFMEASODStandard.query,
  P.fmea.SFMStandard.query,
];

export function requireCriteriaReader(ctx: UserContext): void {
  if (!canAny(ctx.principal, CRITERIA_READERS)) throw forbidden();
}
