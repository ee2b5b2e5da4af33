import type { NewToolFileDto } from '@qis/shared';
import type { SpaceContext } from '../statistics';
import { diagramFile, markOpened, newToolFileDto, writeDiagramFile } from './diagram-files';

/** Opens a diagram file: its diagram (the kind's empty one until saved) and remark. */
export async function openDiagram(ctx: SpaceContext, id: string): Promise<NewToolFileDto> {
  const file = await diagramFile(ctx, id);
  return newToolFileDto(await markOpened(ctx, file.row));
}

export async function saveDiagram(
  ctx: SpaceContext,
  input: { id: string; version: number; diagram: unknown },
): Promise<NewToolFileDto> {
  return writeDiagramFile(ctx, await diagramFile(ctx, input.id), input.version, { diagram: input.diagram });
}

export async function editRemark(
  ctx: SpaceContext,
  input: { id: string; version: number; remark: string },
): Promise<NewToolFileDto> {
  return writeDiagramFile(ctx, await diagramFile(ctx, input.id), input.version, { remark: input.remark });
}
