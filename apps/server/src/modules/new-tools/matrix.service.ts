import { type MATRIX_SETS, type MatrixDiagram, NEW_TOOL_MESSAGES, type NewToolFileDto } from '@qis/shared';
import { notFound } from '../../platform/http/app-error';
import type { SpaceContext } from '../statistics';
import { diagramFileOf, writeDiagramFile } from './diagram-files';

type MatrixSet = (typeof MATRIX_SETS)[number];

async function changeMatrix(
  ctx: SpaceContext,
  input: { id: string; version: number },
  change: (matrix: MatrixDiagram) => MatrixDiagram,
): Promise<NewToolFileDto> {
  const file = await diagramFileOf(ctx, input.id, ['matrix']);
  return writeDiagramFile(ctx, file, input.version, { diagram: change(file.diagram) });
}

export function editMatrixTitle(ctx: SpaceContext, input: { id: string; version: number; title: string }) {
  return changeMatrix(ctx, input, (matrix) => ({ ...matrix, title: input.title }));
}

/** One item's text; 404 when the set has no item with that id. */
export function editMatrixContent(
  ctx: SpaceContext,
  input: { id: string; version: number; set: MatrixSet; itemId: string; text: string },
) {
  return changeMatrix(ctx, input, (matrix) => {
    const items = matrix[input.set];
    if (!items.some((item) => item.id === input.itemId)) throw notFound(NEW_TOOL_MESSAGES.unknownNode);
    return {
      ...matrix,
      [input.set]: items.map((item) => (item.id === input.itemId ? { ...item, text: input.text } : item)),
    };
  });
}
