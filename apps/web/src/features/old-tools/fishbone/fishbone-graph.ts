import type { Graph } from '@antv/x6';
import { createDiagramGraph } from '../../diagram/diagram-graph';
import { syncedMeta } from '../../diagram/sync-cells';
import type { CellAttrs, CellData } from './fishbone-cells';

export { syncCells } from '../../diagram/sync-cells';

import { SELECTED_COLOR } from './fishbone-colors';

// The X6 side of the fishbone editor: the graph, bringing its cells in line with the layout, and the exports.

export function createFishboneGraph(container: HTMLElement, canDrag: () => boolean): Graph {
  const graph = createDiagramGraph(container, {
    // Positions come from the layout; only a cause's text may be dragged, to drop it onto another cause.
    interacting: (view) => ({
      nodeMovable: canDrag() && view.cell.id.startsWith('label:'),
      edgeMovable: false,
      edgeLabelMovable: false,
      arrowheadMovable: false,
      vertexMovable: false,
      vertexAddable: false,
      vertexDeletable: false,
      magnetConnectable: false,
    }),
  });
  return graph;
}

/** Puts a dragged node back where the layout has it. */
export function snapBack(graph: Graph, cellId: string) {
  const meta = syncedMeta(graph, cellId);
  const cell = graph.getCellById(cellId);
  if (meta?.shape === 'rect' && cell?.isNode()) cell.setPosition(meta.x, meta.y);
}

/** Shows a text being dragged above everything on a white ground, or puts it back as it was. */
export function liftNode(graph: Graph, cellId: string, lifted: boolean) {
  const meta = syncedMeta(graph, cellId);
  const cell = graph.getCellById(cellId);
  if (!cell?.isNode() || meta?.shape !== 'rect') return;
  const body = meta.attrs.body as CellAttrs['body'];
  cell.setZIndex(lifted ? 10 : meta.zIndex);
  cell.setAttrs({
    body: lifted
      ? {
          fill: body?.fill === 'transparent' ? '#ffffff' : body?.fill,
          stroke: SELECTED_COLOR,
          opacity: 0.85,
          strokeDasharray: '4 2',
        }
      : { fill: body?.fill, stroke: body?.stroke, opacity: 1, strokeDasharray: null },
  });
}

/** Outlines a node (the cause a dragged text would go under) or puts its outline back. */
export function outlineNode(graph: Graph, cellId: string, color: string | null) {
  const meta = syncedMeta(graph, cellId);
  const cell = graph.getCellById(cellId);
  if (!cell?.isNode() || meta?.shape !== 'rect') return;
  const body = meta.attrs.body as CellAttrs['body'];
  cell.setAttrs({
    body: color ? { stroke: color, strokeWidth: 3 } : { stroke: body?.stroke, strokeWidth: body?.strokeWidth },
  });
}

/** The cause under a point of the graph (ROOT for the head), leaving out the cell being dragged. */
export function causeAt(graph: Graph, x: number, y: number, except: string): string | null {
  const node = graph.getNodesFromPoint(x, y).find((n) => n.id !== except);
  return node?.getData<CellData>()?.causeId ?? null;
}
