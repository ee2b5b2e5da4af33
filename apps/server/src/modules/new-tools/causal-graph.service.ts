import {
  type AssociationDiagram,
  type AssociationLabel,
  type AssociationLayoutDto,
  DEFAULT_LABEL_COLORS,
  degreeLabels,
  layoutAssociation,
  type NewToolFileDto,
} from '@qis/shared';
import type { z } from 'zod';
import type { SpaceContext } from '../statistics';
import { diagramFileOf, markOpened, newToolFileDto, writeDiagramFile } from './diagram-files';
import { validDiagram } from './diagram-schemas';

type Layout = z.infer<typeof AssociationLayoutDto>;

/** Positions with each node's degrees and label: a label set on the node wins over the one its degrees give. */
function layoutWithLabels(diagram: AssociationDiagram): Layout {
  const layout = layoutAssociation(diagram);
  const degrees = degreeLabels(diagram);
  const stored = new Map(diagram.nodes.map((node) => [node.id, node.label]));
  return {
    width: layout.width,
    height: layout.height,
    nodes: layout.nodes.map((box) => {
      const degree = degrees.get(box.id);
      return {
        ...box,
        inDegree: degree?.inDegree ?? 0,
        outDegree: degree?.outDegree ?? 0,
        label: stored.get(box.id) ?? degree?.label ?? 'normal',
      };
    }),
  };
}

export function layoutCausalGraph(body: { diagram: unknown }): Layout {
  return layoutWithLabels(validDiagram('association', body.diagram));
}

const associationFile = (ctx: SpaceContext, id: string) => diagramFileOf(ctx, id, ['association']);

/** An association file (counted as opened) with its layout. */
export async function causalGraphJson(ctx: SpaceContext, id: string) {
  const file = await associationFile(ctx, id);
  return { file: newToolFileDto(await markOpened(ctx, file.row)), layout: layoutWithLabels(file.diagram) };
}

/** Writes onto every node the label its in- and out-degree give it (replacing labels set by hand). */
export async function labelCausalGraph(
  ctx: SpaceContext,
  input: { id: string; version: number },
): Promise<NewToolFileDto> {
  const file = await associationFile(ctx, input.id);
  const degrees = degreeLabels(file.diagram);
  const nodes = file.diagram.nodes.map((node) => ({ ...node, label: degrees.get(node.id)?.label ?? 'normal' }));
  return writeDiagramFile(ctx, file, input.version, { diagram: { ...file.diagram, nodes } });
}

/** Colours every node by its label (stored, else by degree); labels without a colour given take the default. */
export async function colorCausalGraph(
  ctx: SpaceContext,
  input: { id: string; version: number; colors: Partial<Record<AssociationLabel, string>> },
): Promise<NewToolFileDto> {
  const file = await associationFile(ctx, input.id);
  const colors = { ...DEFAULT_LABEL_COLORS, ...input.colors };
  const degrees = degreeLabels(file.diagram);
  const nodes = file.diagram.nodes.map((node) => ({
    ...node,
    color: colors[node.label ?? degrees.get(node.id)?.label ?? 'normal'],
  }));
  return writeDiagramFile(ctx, file, input.version, { diagram: { ...file.diagram, nodes } });
}
