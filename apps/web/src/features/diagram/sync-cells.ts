import type { Graph } from '@antv/x6';

// Diagram editors describe their drawing as plain cell descriptions (from a pure layout) and bring an X6 graph in
// line with them here: unchanged cells are left alone, so an edit redraws only what it touched.

export type AttrValue = string | number | boolean | null | undefined | { [key: string]: AttrValue };
export type CellAttrs = Record<string, { [key: string]: AttrValue }>;

export interface NodeMeta<D = unknown> {
  id: string;
  shape: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  zIndex: number;
  attrs: CellAttrs;
  data: D;
}

/** An end of an edge: a point, or a node (and where on it the edge attaches). */
export type EdgeEnd =
  | { x: number; y: number }
  | { cell: string; anchor?: string | { name: string; args?: Record<string, unknown> } };

export interface EdgeMeta<D = unknown> {
  id: string;
  shape: 'edge';
  source: EdgeEnd;
  target: EdgeEnd;
  /** Bends in between, in diagram coordinates. */
  vertices?: { x: number; y: number }[];
  /** X6 router/connector, e.g. { name: 'rounded' }. */
  connector?: { name: string; args?: Record<string, unknown> };
  /** Texts along the edge (X6 edge labels). */
  labels?: { position: number; attrs: CellAttrs }[];
  zIndex: number;
  attrs: CellAttrs;
  data: D;
}

// What each graph was last given, by cell id.
const synced = new WeakMap<Graph, Map<string, NodeMeta | EdgeMeta>>();

/** The description a cell was last drawn from. */
export const syncedMeta = (graph: Graph, cellId: string) => synced.get(graph)?.get(cellId);

/** Brings the graph's cells in line with `nodes` and `edges`: adds, updates and removes cells by id. */
export function syncCells(graph: Graph, nodes: NodeMeta[], edges: EdgeMeta[]) {
  let last = synced.get(graph);
  if (!last) {
    last = new Map();
    synced.set(graph, last);
  }
  const wanted = new Set([...nodes, ...edges].map((c) => c.id));
  const known = last;
  graph.batchUpdate(() => {
    for (const cell of graph.getCells()) {
      if (!wanted.has(cell.id)) {
        graph.removeCell(cell);
        known.delete(cell.id);
      }
    }
    // Nodes first: an edge may attach to a node added in this round.
    for (const meta of [...nodes, ...edges]) {
      const cell = graph.getCellById(meta.id);
      if (cell && JSON.stringify(known.get(meta.id)) === JSON.stringify(meta)) continue;
      if (cell?.isNode() && meta.shape === 'rect') {
        cell.setPosition(meta.x, meta.y);
        cell.resize(meta.width, meta.height);
        cell.setAttrs(meta.attrs);
        cell.setData(meta.data, { overwrite: true });
      } else if (cell?.isEdge() && meta.shape === 'edge') {
        cell.setSource(meta.source);
        cell.setTarget(meta.target);
        cell.setVertices(meta.vertices ?? []);
        if (meta.connector) cell.setConnector(meta.connector);
        if (meta.labels) cell.setLabels(meta.labels);
        cell.setAttrs(meta.attrs);
        cell.setData(meta.data, { overwrite: true });
      } else if (meta.shape === 'rect') {
        graph.addNode(meta);
      } else {
        graph.addEdge(meta);
      }
      cell?.setZIndex(meta.zIndex);
      known.set(meta.id, meta);
    }
  });
}
