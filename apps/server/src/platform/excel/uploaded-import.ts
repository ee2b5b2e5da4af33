import { UNREADABLE_IMPORT_FILE } from '@qis/shared';
import { fileKeyOfUrl } from '../files/file-storage';
import { badRequest } from '../http/app-error';
import type { UserContext } from '../http/request-context';
import { readSheetsOffThread, SheetReadAbortedError } from './read-sheets-off-thread';
import { type SheetLimits, SheetTooLargeError, sheetTooLargeMessage } from './sheet-limits';
import type { SheetRows } from './sheet-reader';
import { UnreadableWorkbookError } from './sheet-reader';

export const SHEET_READ_ABORTED = '导入文件过大或过于复杂，未能读完，请精简后重新上传';

/**
 * Deletes an import file once the request that imported it has committed: import uploads serve one import (a
 * preview or check before it reads the same file). A rolled-back import keeps the file for another try.
 */
export function discardUploadedImport(ctx: UserContext, filePath: string): void {
  const file = fileKeyOfUrl(filePath);
  if (file?.tenantId === ctx.principal.tenantId && file.category === 'imports')
    ctx.afterCommit(() => ctx.services.files.remove(file.key));
}

/** The first sheet of an uploaded import file (readUploadedImportSheets). */
export async function readUploadedImportSheet(
  ctx: UserContext,
  filePath: string,
  limits: SheetLimits,
): Promise<SheetRows> {
  return (await readUploadedImportSheets(ctx, filePath, 1, limits))[0] ?? [];
}

/**
 * The first `count` sheets of an import file this tenant uploaded with fileType 1 (Common/UploadFile), named by its URL
 * path, read off the main thread; 400 when it is gone, not .xls/.xlsx, another tenant's, no readable workbook, or
 * larger than `limits` (the message names them).
 */
export async function readUploadedImportSheets(
  ctx: UserContext,
  filePath: string,
  count: number,
  limits: SheetLimits,
): Promise<SheetRows[]> {
  const file = fileKeyOfUrl(filePath);
  const extension = file?.extension;
  const ownImport = file?.tenantId === ctx.principal.tenantId && file.category === 'imports';
  const bytes = ownImport ? await ctx.services.files.read(file.key, ctx.tx) : undefined;
  if (!bytes || (extension !== 'xlsx' && extension !== 'xls'))
    throw badRequest('参数 filePath 无效：导入文件不存在，请重新上传');
  try {
    return await readSheetsOffThread({ bytes, extension, count, limits });
  } catch (error) {
    if (error instanceof SheetTooLargeError) throw badRequest(sheetTooLargeMessage(limits));
    if (error instanceof UnreadableWorkbookError) throw badRequest(UNREADABLE_IMPORT_FILE);
    if (error instanceof SheetReadAbortedError) throw badRequest(SHEET_READ_ABORTED);
    throw error;
  }
}
