import { UNREADABLE_IMPORT_FILE } from '@qis/shared';
import XLSX from 'xlsx';
import type { SheetRows } from '../../platform/excel/sheet-reader';
import { readUploadedImportSheet } from '../../platform/excel/uploaded-import';
import { fileKeyOfUrl } from '../../platform/files/file-storage';
import { badRequest } from '../../platform/http/app-error';
import type { SpaceContext } from '../statistics';

// The platform reads only an import file's first sheet; a T or Y matrix needs two or three. The first sheet goes
// through the platform's reader (which also refuses another tenant's, a missing or an unreadable file); the later
// ones are read from the same stored bytes with SheetJS, values only, trimmed like the platform's.

function laterSheets(bytes: Buffer, count: number): SheetRows[] {
  try {
    const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, dense: true });
    return workbook.SheetNames.slice(1, count).map((name) => {
      const sheet = workbook.Sheets[name];
      const rows = sheet
        ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true })
        : [];
      return rows.map((row) => row.map((value) => String(value ?? '').trim()));
    });
  } catch {
    throw badRequest(UNREADABLE_IMPORT_FILE);
  }
}

/** The first `count` sheets of an uploaded import workbook (fewer when it has fewer). */
export async function readUploadedSheets(ctx: SpaceContext, filePath: string, count: number): Promise<SheetRows[]> {
  const first = await readUploadedImportSheet(ctx, filePath);
  const key = fileKeyOfUrl(filePath);
  const bytes = count > 1 && key ? await ctx.services.files.read(key.key) : undefined;
  return [first, ...(bytes ? laterSheets(bytes, count) : [])];
}
