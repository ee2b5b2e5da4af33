import path from 'node:path';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MESSAGES,
  type EvidenceFile,
  EvidenceUploadFields,
  type ExportedWorkbook,
  FMEA_MESSAGES,
  type FmeaKind,
  type OptimizationAction,
} from '@qis/shared';
import { and, asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { quotaMessages } from '../users/upload.service';
import { fmeaEvidenceFiles } from './fmea-evidence.tables';
import { fmeaActions } from './fmea-net.tables';
import { toAction } from './net-rows';
import { editNetRow, rowOf } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';
import { userNames } from './project-dto';

// Step 6's evidence files (contracts/fmea-evidence.ts): uploaded onto an action with a remark, listed, downloaded by
// the project's readers, deleted by its editors. The type is told from the bytes, never from the name.

const ACCEPTED: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  // .doc and .xls (OLE compound files)
  'application/x-cfb': 'cfb',
};

/** The name a file was uploaded under, without any path and control characters, at most 200 characters. */
function cleanFileName(name: string, extension: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return (base || `证据.${extension}`).slice(-200);
}

type EvidenceRow = typeof fmeaEvidenceFiles.$inferSelect;

async function evidenceRow(ctx: UserContext, projectId: string, id: string): Promise<EvidenceRow> {
  const [row] = await ctx.tx
    .select()
    .from(fmeaEvidenceFiles)
    .where(and(eq(fmeaEvidenceFiles.projectId, projectId), eq(fmeaEvidenceFiles.id, id)));
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  return row;
}

async function toEvidence(ctx: UserContext, rows: EvidenceRow[]): Promise<EvidenceFile[]> {
  const names = await userNames(
    ctx.tx,
    rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    actionId: row.actionId,
    fileName: row.fileName,
    size: row.size,
    mimeType: row.mimeType,
    remark: row.remark,
    uploadedByName: (row.createdBy && names.get(row.createdBy)?.name) || '',
    uploadedAt: row.createdAt.toISOString(),
  }));
}

/** The multipart fields as text, for their schema. */
function fieldValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field && typeof field === 'object' && 'value' in field ? [[name, String(field.value)]] : [],
    ),
  );
}

export async function uploadEvidence(
  ctx: UserContext,
  kind: FmeaKind,
): Promise<{ action: OptimizationAction; file: EvidenceFile }> {
  const part = await ctx.request
    .file({ limits: { fileSize: EVIDENCE_LIMITS.maxBytes + 1, fields: 10, fieldSize: 4096 } })
    .catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badRequest(EVIDENCE_MESSAGES.fileMissing);
  const parsed = EvidenceUploadFields.safeParse(fieldValues(part.fields));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`参数 ${issue?.path.join('.') || 'form'} 无效：${issue?.message ?? '格式不正确'}`);
  }
  const input = parsed.data;
  const bytes = await part.toBuffer().catch(() => {
    throw badRequest(EVIDENCE_MESSAGES.fileSize);
  });
  if (bytes.length > EVIDENCE_LIMITS.maxBytes) throw badRequest(EVIDENCE_MESSAGES.fileSize);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !extension) throw badRequest(EVIDENCE_MESSAGES.fileType);
  await projectForWrite(ctx, kind, input.projectId, 'actions');
  const action = await rowOf(ctx.tx, fmeaActions, input.projectId, input.actionId, FMEA_MESSAGES.actionNotFound);
  // A stale version is refused before the file is stored: file bytes outside the database would outlive a rollback.
  if (action.version !== input.version) throw conflict();
  if (action.evidenceFileIds.length >= EVIDENCE_LIMITS.perAction) throw badRequest(EVIDENCE_MESSAGES.tooMany);

  const { files, config } = ctx.services;
  const { tenantId, userId } = ctx.principal;
  const usage = await files.usage(tenantId, userId, ctx.tx);
  const { userQuotaBytes, tenantQuotaBytes } = config.uploads;
  if (usage.user + bytes.length > userQuotaBytes) throw badRequest(quotaMessages.user(userQuotaBytes));
  if (usage.tenant + bytes.length > tenantQuotaBytes) throw badRequest(quotaMessages.tenant(tenantQuotaBytes));
  const stored = await files.save({ tenantId, userId, category: 'evidence', extension, bytes, tx: ctx.tx });

  const [row] = await ctx.tx
    .insert(fmeaEvidenceFiles)
    .values({
      tenantId,
      projectId: input.projectId,
      actionId: action.id,
      fileKey: stored.key,
      fileName: cleanFileName(part.filename, extension),
      size: bytes.length,
      mimeType: detected.mime,
      remark: input.remark,
      createdBy: userId,
    })
    .returning();
  if (!row) throw new Error('evidence file was not recorded');
  const updated = await editNetRow(
    ctx,
    fmeaActions,
    { projectId: input.projectId, id: action.id, version: input.version },
    { entity: 'FmeaAction', notFound: FMEA_MESSAGES.actionNotFound },
    { evidenceFileIds: [...action.evidenceFileIds, row.id], updatedBy: userId },
  );
  const [file] = await toEvidence(ctx, [row]);
  return { action: toAction(updated), file: file as EvidenceFile };
}

export async function listEvidence(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; actionId: string },
): Promise<{ items: EvidenceFile[] }> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaEvidenceFiles)
    .where(and(eq(fmeaEvidenceFiles.projectId, query.projectId), eq(fmeaEvidenceFiles.actionId, query.actionId)))
    .orderBy(asc(fmeaEvidenceFiles.createdAt));
  return { items: await toEvidence(ctx, rows) };
}

export async function downloadEvidence(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; id: string },
): Promise<ExportedWorkbook> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const row = await evidenceRow(ctx, query.projectId, query.id);
  const bytes = await ctx.services.files.read(row.fileKey, ctx.tx);
  if (!bytes) throw notFound(EVIDENCE_MESSAGES.notFound);
  return { fileName: row.fileName, contentBase64: bytes.toString('base64') };
}

export async function deleteEvidence(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
): Promise<{ action: OptimizationAction }> {
  await projectForWrite(ctx, kind, input.projectId, 'actions');
  const row = await evidenceRow(ctx, input.projectId, input.id);
  const action = await rowOf(ctx.tx, fmeaActions, input.projectId, row.actionId, FMEA_MESSAGES.actionNotFound);
  const updated = await editNetRow(
    ctx,
    fmeaActions,
    { projectId: input.projectId, id: action.id, version: input.version },
    { entity: 'FmeaAction', notFound: FMEA_MESSAGES.actionNotFound },
    { evidenceFileIds: action.evidenceFileIds.filter((id) => id !== row.id), updatedBy: ctx.principal.userId },
  );
  await ctx.tx.delete(fmeaEvidenceFiles).where(eq(fmeaEvidenceFiles.id, row.id));
  ctx.recordChange({ entity: 'FmeaEvidenceFile', entityId: row.id, before: row });
  ctx.afterCommit(() => ctx.services.files.remove(row.fileKey));
  return { action: toAction(updated) };
}

/** The stored files of an action's evidence, to remove once the action's deletion has committed. */
export async function evidenceKeysOfAction(ctx: UserContext, projectId: string, actionId: string) {
  const rows = await ctx.tx
    .select({ key: fmeaEvidenceFiles.fileKey })
    .from(fmeaEvidenceFiles)
    .where(and(eq(fmeaEvidenceFiles.projectId, projectId), eq(fmeaEvidenceFiles.actionId, actionId)));
  return rows.map((row) => row.key);
}
