import {
  type ExportedWorkbook,
  FMEA_KINDS,
  type FmeaKind,
  type FmeaNet,
  type FormSheetImportResult,
  formSheetRows,
} from '@qis/shared';
import { desc, eq, or } from 'drizzle-orm';
import { tenants, users } from '../../../db/tables';
import { FMEA_SHEET_LIMITS } from '../../../platform/excel/import-limits';
import { discardUploadedImport, readUploadedImportSheets } from '../../../platform/excel/uploaded-import';
import { badRequest, businessError } from '../../../platform/http/app-error';
import type { UserContext } from '../../../platform/http/request-context';
import { systemInfo } from '../../system-info/system-settings.service';
import { fmeaResultsVersions } from '../fmea-projects.tables';
import { insertNet } from '../net-insert';
import { loadNet } from '../net-load';
import { projectFor, projectForWrite } from '../project-access';
import { projectHeader, userNames } from '../project-dto';
import { type FormSheetHeader, formSheetLayout } from './form-sheet-layout';
import { formSheetPdfOffThread } from './form-sheet-pdf-off-thread';
import { readFormSheet } from './form-sheet-read';
import { formSheetWorkbook } from './form-sheet-xlsx';

/** The company the form sheet's header names: the deployment's for the host tenant, else the tenant's own name. */
async function companyName(ctx: UserContext): Promise<string> {
  if (ctx.principal.isHostTenant) return (await systemInfo(ctx.tx, ctx.services.config)).companyName;
  const [tenant] = await ctx.tx
    .select({ name: tenants.nickName })
    .from(tenants)
    .where(eq(tenants.id, ctx.principal.tenantId));
  return tenant?.name ?? '';
}

/** The date of the latest results version, or of the project's last header change before there is one. */
async function revisionDate(ctx: UserContext, project: { id: string; updatedAt: Date }): Promise<string> {
  const [latest] = await ctx.tx
    .select({ createdAt: fmeaResultsVersions.createdAt })
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.projectId, project.id))
    .orderBy(desc(fmeaResultsVersions.number))
    .limit(1);
  return (latest?.createdAt ?? project.updatedAt).toISOString().slice(0, 10);
}

/** What both exports of a project's form sheet are made from: the header block, the net and the users it names. */
async function formSheetSource(ctx: UserContext, kind: FmeaKind, projectId: string) {
  const project = await projectFor(ctx, kind, projectId, 'read');
  const [header, net] = await Promise.all([projectHeader(ctx.tx, project), loadNet(ctx.tx, projectId)]);
  const responsible = net.actions.flatMap((action) => (action.responsibleId ? [action.responsibleId] : []));
  const names = await userNames(ctx.tx, responsible);
  const sheetHeader: FormSheetHeader = {
    companyName: await companyName(ctx),
    location: header.location,
    customerName: header.customerName,
    modelYear: header.modelYear,
    subject: header.subject,
    startDate: header.startTime,
    revisionDate: await revisionDate(ctx, project.row),
    fmeaNumber: header.projectNO,
    responsibility: header.responsibility,
    confidentiality: header.confidentiality,
    team: [header.ownerName, ...header.team.map((member) => member.name)].filter(Boolean).join('、'),
  };
  return {
    header: sheetHeader,
    net,
    userNames: new Map([...names].map(([id, user]) => [id, user.name])),
    baseName: `${header.projectNO}_${header.projectName}`,
  };
}

/** The form sheet of a project as .xlsx (AIAG-VDA layout), with its structure sheet. */
export async function exportFormSheet(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ExportedWorkbook> {
  const { header, net, userNames: names, baseName } = await formSheetSource(ctx, kind, projectId);
  const bytes = await formSheetWorkbook({
    layout: formSheetLayout(kind),
    header,
    rows: formSheetRows(kind, net),
    net,
    userNames: names,
  });
  ctx.recordChange({ entity: 'fmeaFormSheetExport', entityId: projectId, after: { rows: net.risks.length } });
  return { fileName: `${baseName}.xlsx`, contentBase64: bytes.toString('base64') };
}

/** The form sheet of a project as PDF in the same layout, rendered off the main thread. */
export async function exportFormSheetPdf(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
): Promise<ExportedWorkbook> {
  const { header, net, userNames: names, baseName } = await formSheetSource(ctx, kind, projectId);
  const bytes = await formSheetPdfOffThread({ kind, header, net, userNames: names });
  ctx.recordChange({ entity: 'fmeaFormSheetPdfExport', entityId: projectId, after: { rows: net.risks.length } });
  return { fileName: `${baseName}.pdf`, contentBase64: bytes.toString('base64') };
}

/** A user named by display name or account, when exactly one user has it. */
async function userResolver(ctx: UserContext, net: readonly string[]): Promise<(name: string) => string | null> {
  const wanted = [...new Set(net)];
  if (wanted.length === 0) return () => null;
  const rows = await ctx.tx
    .select({ id: users.id, name: users.name, userName: users.userName })
    .from(users)
    .where(or(...wanted.map((name) => or(eq(users.name, name), eq(users.userName, name)))));
  return (name) => {
    const matches = rows.filter((row) => row.name === name || row.userName === name);
    return matches.length === 1 ? (matches[0]?.id ?? null) : null;
  };
}

/** Reads an uploaded form sheet into a net; names it cannot resolve are among the problems. */
async function readUpload(
  ctx: UserContext,
  kind: FmeaKind,
  filePath: string,
): Promise<{ net: FmeaNet; problems: string[] }> {
  const [form = [], structure] = await readUploadedImportSheets(ctx, filePath, 2, FMEA_SHEET_LIMITS);
  // Two passes: the first collects the responsible persons' names, the second resolves them.
  const names: string[] = [];
  readFormSheet(
    form,
    structure,
    (name) => {
      names.push(name);
      return name;
    },
    kind,
  );
  const resolve = await userResolver(ctx, names);
  return readFormSheet(form, structure, resolve, kind);
}

function counts(net: FmeaNet, problems: string[]): FormSheetImportResult {
  return {
    elements: net.elements.length,
    functions: net.functions.length,
    failures: net.failures.length,
    chains: net.risks.length,
    actions: net.actions.length,
    problems,
  };
}

/**
 * The FMEA-MSR sheet is written (its step 5 and 6 columns differ from the DFMEA's) but not read back: the reader
 * knows the DFMEA's and PFMEA's columns only, so an MSR import is refused rather than half read.
 */
function refuseMsrImport(kind: FmeaKind): void {
  if (kind === FMEA_KINDS.msr) {
    throw businessError('FMEA-MSR 表单暂不支持导入：请在结构、功能与失效分析中录入，或由 DFMEA 开始分析');
  }
}

/** What an import of the file would bring, and its problems by row; writes nothing. */
export async function checkFormSheetImport(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; filePath: string },
): Promise<FormSheetImportResult> {
  await projectFor(ctx, kind, input.projectId, 'write');
  refuseMsrImport(kind);
  const { net, problems } = await readUpload(ctx, kind, input.filePath);
  return counts(net, problems);
}

/**
 * Imports a form sheet into a project whose net is still empty: all of it or, with any problem, nothing (9999 naming
 * the first ones; checkFormSheetImport lists them all).
 */
export async function importFormSheet(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; filePath: string },
): Promise<FormSheetImportResult> {
  const project = await projectForWrite(ctx, kind, input.projectId, 'structure');
  refuseMsrImport(kind);
  const existing = await loadNet(ctx.tx, input.projectId);
  if (existing.elements.length > 0) throw badRequest('参数 projectId 无效：该项目已有结构，只能导入到空白项目');
  const { net, problems } = await readUpload(ctx, kind, input.filePath);
  if (problems.length > 0) {
    throw businessError(
      `导入失败：${problems.length} 处数据有误，未导入任何内容（${problems.slice(0, 3).join('；')}）`,
    );
  }
  if (net.elements.length === 0) throw businessError('导入失败：表单中没有可导入的失效链');
  await insertNet(
    ctx.tx,
    { tenantId: ctx.principal.tenantId, projectId: project.row.id, userId: ctx.principal.userId },
    net,
  );
  discardUploadedImport(ctx, input.filePath);
  ctx.recordChange({ entity: 'fmeaFormSheetImport', entityId: input.projectId, after: counts(net, []) });
  return counts(net, []);
}
