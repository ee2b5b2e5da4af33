import { type NewToolFileDto, TreeImportError, treeFromRows } from '@qis/shared';
import { TREE_SHEET_LIMITS } from '../../platform/excel/import-limits';
import { discardUploadedImport, readUploadedImportSheet } from '../../platform/excel/uploaded-import';
import { badRequest } from '../../platform/http/app-error';
import type { SpaceContext } from '../statistics';
import { diagramFileOf, requireVersion, writeDiagramFile } from './diagram-files';

/** The tree of an uploaded workbook's first sheet (column A the goal, each further column one level down). */
export async function readTreeExcel(ctx: SpaceContext, filePath: string) {
  const rows = await readUploadedImportSheet(ctx, filePath, TREE_SHEET_LIMITS);
  try {
    return treeFromRows(rows);
  } catch (error) {
    if (error instanceof TreeImportError) throw badRequest(error.message);
    throw error;
  }
}

/** Replaces a tree file's tree with the uploaded workbook's. */
export async function importTreeExcel(
  ctx: SpaceContext,
  input: { id: string; version: number; filePath: string },
): Promise<NewToolFileDto> {
  const file = await diagramFileOf(ctx, input.id, ['tree']);
  requireVersion(file, input.version);
  const { diagram } = await readTreeExcel(ctx, input.filePath);
  discardUploadedImport(ctx, input.filePath);
  return writeDiagramFile(ctx, file, input.version, { diagram });
}
