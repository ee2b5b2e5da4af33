import { CONTROL_PLAN_MESSAGES, type ExportedWorkbook, FMEA_KINDS } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { tenants } from '../../../db/tables';
import { businessError } from '../../../platform/http/app-error';
import type { UserContext } from '../../../platform/http/request-context';
import { systemInfo } from '../../system-info/system-settings.service';
import { controlPlanPdfOffThread } from '../form-sheet/form-sheet-pdf-off-thread';
import { projectFor } from '../project-access';
import type { ControlPlanDocument } from './control-plan-layout';
import { headerDto, lineDto, lineRowsOf, planRowOf } from './control-plan-rows';
import { controlPlanWorkbook } from './control-plan-xlsx';

// The control plan as a file: .xlsx in the AIAG layout, or the same as PDF rendered off the main thread.

const PFMEA = FMEA_KINDS.pfmea;

async function companyName(ctx: UserContext): Promise<string> {
  if (ctx.principal.isHostTenant) return (await systemInfo(ctx.tx, ctx.services.config)).companyName;
  const [tenant] = await ctx.tx
    .select({ name: tenants.nickName })
    .from(tenants)
    .where(eq(tenants.id, ctx.principal.tenantId));
  return tenant?.name ?? '';
}

async function documentOf(ctx: UserContext, projectId: string) {
  const project = await projectFor(ctx, PFMEA, projectId, 'read');
  const plan = await planRowOf(ctx.tx, projectId);
  if (!plan) throw businessError(CONTROL_PLAN_MESSAGES.planNotGenerated);
  const document: ControlPlanDocument = {
    header: headerDto(plan),
    companyName: await companyName(ctx),
    lines: (await lineRowsOf(ctx.tx, projectId)).map(lineDto),
  };
  const baseName = `${plan.planNumber || project.row.projectNo}_${project.row.projectName}_控制计划`;
  return { document, baseName };
}

export async function exportControlPlan(ctx: UserContext, projectId: string): Promise<ExportedWorkbook> {
  const { document, baseName } = await documentOf(ctx, projectId);
  const bytes = await controlPlanWorkbook(document);
  ctx.recordChange({ entity: 'fmeaControlPlanExport', entityId: projectId, after: { lines: document.lines.length } });
  return { fileName: `${baseName}.xlsx`, contentBase64: bytes.toString('base64') };
}

export async function exportControlPlanPdf(ctx: UserContext, projectId: string): Promise<ExportedWorkbook> {
  const { document, baseName } = await documentOf(ctx, projectId);
  const bytes = await controlPlanPdfOffThread(document);
  ctx.recordChange({
    entity: 'fmeaControlPlanPdfExport',
    entityId: projectId,
    after: { lines: document.lines.length },
  });
  return { fileName: `${baseName}.pdf`, contentBase64: bytes.toString('base64') };
}
