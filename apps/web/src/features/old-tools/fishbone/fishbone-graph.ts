import { Export, Graph } from '@antv/x6';
import type { CellAttrs, CellData, FishboneEdgeMeta, FishboneNodeMeta } from './fishbone-cells';
import { SELECTED_COLOR } from './fishbone-colors';

// The X6 side of the fishbone editor: the graph, bringing its cells in line with the layout, and the exports.

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 3;

// What each graph was last given, by cell id: unchanged cells are left alone.
const synced = new WeakMap<Graph, Map<string, FishboneNodeMeta | FishboneEdgeMeta>>();

export function createFishboneGraph(container: HTMLElement, canDrag: () => boolean): Graph {
  const graph = new Graph({
    container,
    autoResize: true,
    background: { color: '#ffffff' },
    panning: { enabled: true },
    mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: MIN_SCALE, maxScale: MAX_SCALE },
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
  graph.use(new Export());
  synced.set(graph, new Map());
  return graph;
}

/** Brings the graph's cells in line with `nodes` and `edges`: adds, updates and removes cells by id. */
export function syncCells(graph: Graph, nodes: FishboneNodeMeta[], edges: FishboneEdgeMeta[]) {
  const last = synced.get(graph) ?? new Map();
  const wanted = new Set([...nodes, ...edges].map((c) => c.id));
  graph.batchUpdate(() => {
    for (const cell of graph.getCells()) {
      if (!wanted.has(cell.id)) {
        graph.removeCell(cell);
        last.delete(cell.id);
      }
    }
    for (const meta of [...nodes, ...edges]) {
      const cell = graph.getCellById(meta.id);
      if (cell && JSON.stringify(last.get(meta.id)) === JSON.stringify(meta)) continue;
      if (cell?.isNode() && meta.shape === 'rect') {
        cell.setPosition(meta.x, meta.y);
        cell.resize(meta.width, meta.height);
        cell.setAttrs(meta.attrs);
        cell.setData(meta.data, { overwrite: true });
      } else if (cell?.isEdge() && meta.shape === 'edge') {
        cell.setSource(meta.source);
        cell.setTarget(meta.target);
        cell.setAttrs(meta.attrs);
        cell.setData(meta.data, { overwrite: true });
      } else if (meta.shape === 'rect') {
        graph.addNode(meta);
      } else {
        graph.addEdge(meta);
      }
      cell?.setZIndex(meta.zIndex);
      last.set(meta.id, meta);
    }
  });
}

/** Puts a dragged node back where the layout has it. */
export function snapBack(graph: Graph, cellId: string) {
  const meta = synced.get(graph)?.get(cellId);
  const cell = graph.getCellById(cellId);
  if (meta?.shape === 'rect' && cell?.isNode()) cell.setPosition(meta.x, meta.y);
}

/** Shows a text being dragged above everything on a white ground, or puts it back as it was. */
export function liftNode(graph: Graph, cellId: string, lifted: boolean) {
  const meta = synced.get(graph)?.get(cellId);
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
  const meta = synced.get(graph)?.get(cellId);
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
