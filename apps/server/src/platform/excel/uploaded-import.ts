import { UNREADABLE_IMPORT_FILE } from '@qis/shared';
import { fileKeyOfUrl } from '../files/file-storage';
import { badRequest } from '../http/app-error';
import type { UserContext } from '../http/request-context';
import { readSheets, type SheetRows, UnreadableWorkbookError } from './sheet-reader';

/** The first sheet of an uploaded import file (readUploadedImportSheets). */
export async function readUploadedImportSheet(ctx: UserContext, filePath: string): Promise<SheetRows> {
  return (await readUploadedImportSheets(ctx, filePath, 1))[0] ?? [];
}

/**
 * The first `count` sheets of an import file this tenant uploaded with fileType 1 (Common/UploadFile), named by its URL
 * path; 400 when it is gone, not .xls/.xlsx, another tenant's, or no readable workbook.
 */
export async function readUploadedImportSheets(
  ctx: UserContext,
  filePath: string,
  count: number,
): Promise<SheetRows[]> {
  const file = fileKeyOfUrl(filePath);
  const extension = file?.extension;
  const ownImport = file?.tenantId === ctx.principal.tenantId && file.category === 'imports';
  const bytes = ownImport ? await ctx.services.files.read(file.key) : undefined;
  if (!bytes || (extension !== 'xlsx' && extension !== 'xls'))
    throw badRequest('参数 filePath 无效：导入文件不存在，请重新上传');
  try {
    return await readSheets(bytes, extension, count);
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw badRequest(UNREADABLE_IMPORT_FILE);
    throw error;
  }
}
