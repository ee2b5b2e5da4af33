import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import { createDiagramGraph } from '../../diagram/diagram-graph';
import { syncedMeta } from '../../diagram/sync-cells';
import type { OutlineCellData } from './outline-cells';

export interface OutlineGraphHandlers {
  onSelect: (id: string | null) => void;
  onEdit: (id: string) => void;
  onToggle: (id: string) => void;
  /** Whether `id` may go under `target` (the target is outlined green or red meanwhile). */
  canDrop: (id: string, target: string) => boolean;
  /** `id` was dropped onto `target` (null: onto nothing); it has already snapped back. */
  onDrop: (id: string, target: string | null) => void;
}

const dataOf = (cell: { getData: <T>() => T }) => cell.getData<OutlineCellData>() ?? null;

function outline(graph: Graph, cellId: string, color: string | null) {
  const meta = syncedMeta(graph, cellId);
  const cell = graph.getCellById(cellId);
  if (!cell?.isNode() || meta?.shape !== 'rect') return;
  const body = meta.attrs.body ?? {};
  cell.setAttrs({
    body: color ? { stroke: color, strokeWidth: 3 } : { stroke: body.stroke, strokeWidth: body.strokeWidth },
  });
}

/** The X6 graph of an outline editor: clicks, double-clicks, fold buttons and drag-to-re-parent reported. */
export function useOutlineGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  readOnly: boolean,
  rootId: string,
  handlers: OutlineGraphHandlers,
): RefObject<Graph | null> {
  const graphRef = useRef<Graph | null>(null);
  const handlersRef = useRef(handlers);
  const readOnlyRef = useRef(readOnly);
  useEffect(() => {
    handlersRef.current = handlers;
    readOnlyRef.current = readOnly;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createDiagramGraph(container, {
      // Positions come from the layout; a node (not the goal) may be dragged onto another to move it there.
      interacting: (view) => ({
        nodeMovable: !readOnlyRef.current && dataOf(view.cell)?.role === 'node' && view.cell.id !== rootId,
        edgeMovable: false,
        edgeLabelMovable: false,
        arrowheadMovable: false,
        vertexMovable: false,
        vertexAddable: false,
        vertexDeletable: false,
        magnetConnectable: false,
      }),
    });
    graphRef.current = graph;

    graph.on('node:click', ({ node }) => {
      const data = dataOf(node);
      if (data?.role === 'fold') handlersRef.current.onToggle(data.nodeId);
      else handlersRef.current.onSelect(data?.nodeId ?? null);
    });
    graph.on('edge:click', ({ edge }) => handlersRef.current.onSelect(dataOf(edge)?.nodeId ?? null));
    graph.on('blank:click', () => handlersRef.current.onSelect(null));
    graph.on('node:dblclick', ({ node }) => {
      const data = dataOf(node);
      if (data?.role === 'node') handlersRef.current.onEdit(data.nodeId);
    });

    const targetAt = (x: number, y: number, except: string) =>
      graph
        .getNodesFromPoint(x, y)
        .map((n) => dataOf(n))
        .find((d) => d?.role === 'node' && d.nodeId !== except)?.nodeId ?? null;
    let outlined: string | null = null;
    graph.on('node:moving', ({ node, x, y }) => {
      node.setZIndex(10);
      const target = targetAt(x, y, node.id);
      if (outlined && outlined !== target) outline(graph, outlined, null);
      outlined = target;
      if (target) outline(graph, target, handlersRef.current.canDrop(node.id, target) ? '#52c41a' : '#ff4d4f');
    });
    graph.on('node:moved', ({ node, x, y }) => {
      if (outlined) outline(graph, outlined, null);
      outlined = null;
      const target = targetAt(x, y, node.id);
      const meta = syncedMeta(graph, node.id);
      if (meta?.shape === 'rect') {
        node.setPosition(meta.x, meta.y);
        node.setZIndex(meta.zIndex);
      }
      handlersRef.current.onDrop(node.id, target);
    });

    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef, rootId]);

  return graphRef;
}
