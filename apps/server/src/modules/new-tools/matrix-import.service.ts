import { NEW_TOOL_MESSAGES, type NewToolFileDto } from '@qis/shared';
import { MATRIX_SHEET_LIMITS } from '../../platform/excel/import-limits';
import { discardUploadedImport, readUploadedImportSheets } from '../../platform/excel/uploaded-import';
import { badRequest } from '../../platform/http/app-error';
import type { SpaceContext } from '../statistics';
import { diagramFileOf, requireVersion, writeDiagramFile } from './diagram-files';
import { matrixFromSheets, matrixSheetCount } from './matrix-import';

/** Replaces a matrix file's items and relations with an uploaded workbook's (type 1 L, 2 T, 3 Y). */
export async function importMatrixExcel(
  ctx: SpaceContext,
  input: { id: string; version: number; filePath: string; type: 1 | 2 | 3 },
): Promise<NewToolFileDto> {
  const file = await diagramFileOf(ctx, input.id, ['matrix']);
  requireVersion(file, input.version);
  const sheets = await readUploadedImportSheets(ctx, input.filePath, matrixSheetCount(input.type), MATRIX_SHEET_LIMITS);
  if (sheets.every((rows) => rows.every((row) => row.every((cell) => cell === ''))))
    throw badRequest(NEW_TOOL_MESSAGES.noSheet);
  discardUploadedImport(ctx, input.filePath);
  return writeDiagramFile(ctx, file, input.version, { diagram: matrixFromSheets(file.diagram, input.type, sheets) });
}
