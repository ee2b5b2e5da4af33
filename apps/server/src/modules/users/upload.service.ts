import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/** Shell spec §5 and §9: avatars are jpg/jpeg/png only, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  imageType: '图片格式只支持上传jpg/jpeg/png',
  imageSize: '最大值允许上传2M图片',
  importType: '导入文件只支持.xls/.xlsx格式',
  importSize: '导入文件最大20M',
  failed: '上传失败,请重新上传',
};

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** The 400 of an upload past a quota, naming it. */
export const quotaMessages = {
  user: (limit: number) =>
    `上传失败：您的上传空间已满（每个用户最多 ${megabytes(limit)}），导入文件导入后或一天后会自动删除，请稍后再试`,
  tenant: (limit: number) => `上传失败：本租户的上传空间已满（每个租户最多 ${megabytes(limit)}），请联系管理员`,
};

interface UploadKind {
  category: string;
  maxBytes: number;
  /** Accepted types as detected from the bytes, with the extension the stored file gets. */
  accepts: Record<string, string>;
  typeMessage: string;
  sizeMessage: string;
}

// fileType 1 = import (spec §7); anything else is an image upload such as an avatar.
const KINDS: Record<'image' | 'import', UploadKind> = {
  image: {
    category: 'images',
    maxBytes: AVATAR_MAX_BYTES,
    accepts: { 'image/jpeg': 'jpg', 'image/png': 'png' },
    typeMessage: UPLOAD_MESSAGES.imageType,
    sizeMessage: UPLOAD_MESSAGES.imageSize,
  },
  import: {
    category: 'imports',
    maxBytes: IMPORT_MAX_BYTES,
    accepts: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
      'application/x-cfb': 'xls',
    },
    typeMessage: UPLOAD_MESSAGES.importType,
    sizeMessage: UPLOAD_MESSAGES.importSize,
  },
};

/**
 * Reads the multipart field `file`, checks its type from the bytes (never the name), its size and the uploader's and
 * tenant's quotas (UPLOAD_QUOTA_USER_MB, UPLOAD_QUOTA_TENANT_MB), and stores it.
 */
export async function uploadFile(ctx: UserContext) {
  const part = await ctx.request.file({ limits: { fileSize: IMPORT_MAX_BYTES + 1 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badRequest('参数 file 无效：请选择要上传的文件');
  const fileTypeField = part.fields.fileType;
  const fileType = fileTypeField && 'value' in fileTypeField ? String(fileTypeField.value) : undefined;
  const kind = KINDS[fileType === '1' ? 'import' : 'image'];
  const bytes = await part.toBuffer().catch(() => {
    throw badRequest(kind.sizeMessage);
  });
  if (bytes.length > kind.maxBytes) throw badRequest(kind.sizeMessage);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? kind.accepts[detected.mime] : undefined;
  if (!extension) throw badRequest(kind.typeMessage);
  const { files, config } = ctx.services;
  const { tenantId, userId } = ctx.principal;
  const usage = await files.usage(tenantId, userId, ctx.tx);
  const { userQuotaBytes, tenantQuotaBytes } = config.uploads;
  if (usage.user + bytes.length > userQuotaBytes) throw badRequest(quotaMessages.user(userQuotaBytes));
  if (usage.tenant + bytes.length > tenantQuotaBytes) throw badRequest(quotaMessages.tenant(tenantQuotaBytes));
  const stored = await files.save({ tenantId, userId, category: kind.category, extension, bytes, tx: ctx.tx });
  const filePath = `/qis/files/${stored.key}`;
  ctx.recordChange({ entity: 'file', entityId: stored.key, after: { bytes: bytes.length, type: detected?.mime } });
  // No thumbnail is generated yet: the small-size path names the same image.
  return { domain: ctx.services.config.publicUrl, filePath, sizeFilePath: filePath };
}
