import { z } from 'zod';
import { FMEA_KINDS, OptimizationAction } from '../domain/fmea';
import { ExportedWorkbook, Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, VersionField } from './fmea-common';

// Step 6's evidence: files attached to an optimization action (the handbook's "action taken with pointer to
// evidence"), each with a remark. The spec names UploadAttachmentAndRemark under FailureMode; its list, download and
// delete sit beside it. The action's evidenceFileIds are these attachments' ids, kept by these calls only.

const DFMEA = FMEA_KINDS.dfmea;

/** Evidence files: documents, spreadsheets, images and PDFs, at most 20 MB each, 20 per action. */
export const EVIDENCE_LIMITS = { maxBytes: 20 * 1024 * 1024, perAction: 20, remarkLength: 500 } as const;

export const EVIDENCE_MESSAGES = {
  fileMissing: '参数 file 无效：请选择要上传的证据文件',
  fileType: '证据文件只支持 PDF、图片（jpg/png）、Word、Excel 格式',
  fileSize: '证据文件最大 20M',
  tooMany: `每条措施最多 ${EVIDENCE_LIMITS.perAction} 个证据文件`,
  notFound: '证据文件不存在或已被删除',
} as const;

export const EvidenceFile = z.object({
  id: Id,
  actionId: Id,
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  remark: z.string(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
});
export type EvidenceFile = z.infer<typeof EvidenceFile>;

/** The multipart fields besides `file`, as text. */
export const EvidenceUploadFields = z.object({
  projectId: ProjectIdField,
  actionId: z.uuid('措施 actionId 格式不正确'),
  version: z.coerce.number().int('version 须为整数').min(1, 'version 须大于 0'),
  remark: z
    .string()
    .trim()
    .max(EVIDENCE_LIMITS.remarkLength, `说明不能超过 ${EVIDENCE_LIMITS.remarkLength} 个字符`)
    .default(''),
});

export const uploadDfmeaEvidence = fmeaEndpoint(DFMEA, 'edit', {
  name: 'uploadDfmeaEvidence',
  method: 'POST',
  path: '/api/app/FailureMode/UploadAttachmentAndRemark',
  summary:
    '为优化措施上传证据文件并填写说明（multipart：projectId、actionId、version、remark、file；PDF/图片/Word/Excel，≤20M）；措施 version 过期则 409',
  multipart: true,
  data: z.object({ action: OptimizationAction, file: EvidenceFile }),
});

export const listDfmeaEvidence = fmeaEndpoint(DFMEA, 'get', {
  name: 'listDfmeaEvidence',
  method: 'GET',
  path: '/api/app/FailureMode/AttachmentList',
  summary: '优化措施的证据文件列表（路径为本系统所定）',
  query: ProjectQuery.extend({ actionId: z.uuid('措施 actionId 格式不正确') }),
  data: z.object({ items: z.array(EvidenceFile) }),
});

export const downloadDfmeaEvidence = fmeaEndpoint(DFMEA, 'get', {
  name: 'downloadDfmeaEvidence',
  method: 'GET',
  path: '/api/app/FailureMode/DownloadAttachment',
  summary: '下载证据文件（项目成员可读；路径为本系统所定）',
  query: ProjectQuery.extend({ id: z.uuid('证据文件 id 格式不正确') }),
  data: ExportedWorkbook,
});

export const deleteDfmeaEvidence = fmeaEndpoint(DFMEA, 'edit', {
  name: 'deleteDfmeaEvidence',
  method: 'POST',
  path: '/api/app/FailureMode/DelAttachment',
  summary: '删除优化措施的证据文件；措施 version 过期则 409（路径为本系统所定）',
  body: z.object({ projectId: ProjectIdField, id: z.uuid('证据文件 id 格式不正确'), version: VersionField }),
  data: z.object({ action: OptimizationAction }),
});
