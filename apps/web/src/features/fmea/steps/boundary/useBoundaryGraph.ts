import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import type { BoundaryCellData } from './boundary-cells';
import { createBoundaryGraph } from './boundary-graph';

export interface BoundaryGraphHandlers {
  onElementClick: (elementId: string) => void;
  onInterfaceClick: (interfaceId: string) => void;
  onBlankClick: () => void;
  /** The boxes `moved` were dropped; their top-left corners now. */
  onMoved: (positions: Map<string, { x: number; y: number }>) => void;
  /** A new edge was dragged from `from`'s handle onto `to`. */
  onConnect: (from: string, to: string) => void;
  /** The elements inside a box (moved along with it). */
  contentsOf: (elementId: string) => string[];
}

/**
 * The X6 graph in `containerRef`, created once per read-only state: clicks, drops and new edges are reported to
 * `handlers`. A dragged box takes the boxes inside it along while it moves.
 */
export function useBoundaryGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  readOnly: boolean,
  handlers: BoundaryGraphHandlers,
): RefObject<Graph | null> {
  const graphRef = useRef<Graph | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createBoundaryGraph(container, readOnly);
    graphRef.current = graph;
    let disposed = false;
    const dataOf = (cell: { getData: <T>() => T }) => cell.getData<BoundaryCellData>();

    graph.on('node:click', ({ node }) => handlersRef.current.onElementClick(node.id));
    graph.on('edge:click', ({ edge }) => {
      const data = dataOf(edge);
      if (data?.kind === 'interface') handlersRef.current.onInterfaceClick(data.id);
    });
    graph.on('blank:click', () => handlersRef.current.onBlankClick());
    // While a box is dragged by hand, what is inside it moves the same way.
    graph.on('node:change:position', ({ node, current, previous, options }) => {
      if (!options?.ui || !current || !previous) return;
      const dx = current.x - previous.x;
      const dy = current.y - previous.y;
      if (dx === 0 && dy === 0) return;
      for (const id of handlersRef.current.contentsOf(node.id)) {
        if (id === node.id) continue;
        const inner = graph.getCellById(id);
        if (inner?.isNode()) inner.translate(dx, dy);
      }
    });
    graph.on('node:moved', ({ node }) => {
      const moved = new Map<string, { x: number; y: number }>();
      for (const id of handlersRef.current.contentsOf(node.id)) {
        const cell = graph.getCellById(id);
        if (cell?.isNode()) moved.set(id, cell.getPosition());
      }
      handlersRef.current.onMoved(moved);
    });
    // The dragged edge is only a gesture: the interface is made (or not) through the form, then drawn from the net.
    graph.on('edge:connected', ({ edge, isNew }) => {
      if (!isNew) return;
      const from = edge.getSourceCellId();
      const to = edge.getTargetCellId();
      setTimeout(() => {
        if (!disposed && graph.hasCell(edge)) graph.removeCell(edge);
      });
      if (from && to && from !== to) handlersRef.current.onConnect(from, to);
    });

    return () => {
      disposed = true;
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef, readOnly]);

  return graphRef;
}
