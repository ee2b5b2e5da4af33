import { P, type PermissionRequirement } from '@qis/shared';
import { can, canAny } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/**
 * Who may read the knowledge bases and the DVP library as a tree, groups or list (the pickers of the FMEA steps, the
 * knowledge screens): holders of a DFMEA or PFMEA knowledge library point, or of an FMEA project point of any kind.
 */
const KNOWLEDGE_READERS: readonly PermissionRequirement[] = [
  P.fmea.DFMEAFunctionLibrary.query,
  P.fmea.DFMEAFailureModeLibrary.query,
  P.fmea.DFMEAMeasuresLibrary.query,
  P.fmea.DVPLibrary.query,
  P.fmea.PFMEAFunctionLibrary.query,
  P.fmea.PFMEAFailureModeLibrary.query,
  P.fmea.PFMEAMeasuresLibrary.query,
  P.fmea.MyDFMEA.query,
  P.fmea.MyPFMEA.query,
  P.fmea.MyFMEAMSR.query,
];

export function requireKnowledgeReader(ctx: UserContext): void {
  if (!canAny(ctx.principal, KNOWLEDGE_READERS)) throw forbidden();
}

/** A create through an OrEdit… call also needs the point's add action (the contract asks for edit). */
export function requireAddOnCreate(ctx: UserContext, id: string | undefined, add: PermissionRequirement): void {
  if (id === undefined && !can(ctx.principal, add)) throw forbidden();
}
