import { type ExportedWorkbook, type FmeaKind, formSheetRows } from '@qis/shared';
import { desc, eq } from 'drizzle-orm';
import { tenants } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaResultsVersions } from './fmea-projects.tables';
import { formSheetWorkbook } from './form-sheet-xlsx';
import { loadNet } from './net-load';
import { projectFor } from './project-access';
import { projectHeader, userNames } from './project-dto';

// The form sheet as an .xlsx (form-sheet-xlsx.ts), answered inline like the platform's other exports.

export async function exportFormSheet(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ExportedWorkbook> {
  const project = await projectFor(ctx, kind, projectId, 'read');
  const net = await loadNet(ctx.tx, projectId);
  const rows = formSheetRows(kind, net);
  const [tenant] = await ctx.tx
    .select({ nickName: tenants.nickName })
    .from(tenants)
    .where(eq(tenants.id, ctx.principal.tenantId));
  const [latest] = await ctx.tx
    .select({ createdAt: fmeaResultsVersions.createdAt })
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.projectId, projectId))
    .orderBy(desc(fmeaResultsVersions.number))
    .limit(1);
  const responsible = net.actions.map((a) => a.responsibleId).filter((id): id is string => id !== null);
  const names = new Map([...(await userNames(ctx.tx, responsible))].map(([id, user]) => [id, user.name]));
  const header = await projectHeader(ctx.tx, project);
  const bytes = await formSheetWorkbook({
    company: tenant?.nickName ?? '',
    header,
    revisionDate: (latest?.createdAt ?? project.row.updatedAt).toISOString().slice(0, 10),
    rows,
    names,
  });
  return { fileName: `${header.projectNO} ${header.projectName}.xlsx`, contentBase64: bytes.toString('base64') };
}
