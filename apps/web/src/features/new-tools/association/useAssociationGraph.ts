import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import type { CellData } from './association-cells';
import { createAssociationGraph } from './association-graph';

export interface AssociationGraphHandlers {
  /** A node was clicked. */
  onNodeClick: (id: string) => void;
  /** An arrow was clicked. */
  onEdgeClick: (id: string) => void;
  /** The blank canvas was clicked. */
  onBlankClick: () => void;
  /** A node was double-clicked. */
  onEdit: (id: string) => void;
  /** A node was dragged to (x, y), its new top-left corner. */
  onMove: (id: string, x: number, y: number) => void;
  /** An arrow was dragged out of `from`'s handle onto `to`. */
  onConnect: (from: string, to: string) => void;
}

/** The X6 graph in `containerRef`, created once, with clicks, drags and new arrows reported to `handlers`. */
export function useAssociationGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  handlers: AssociationGraphHandlers,
): RefObject<Graph | null> {
  const graphRef = useRef<Graph | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createAssociationGraph(container);
    graphRef.current = graph;
    let disposed = false;
    const idOf = (cell: { getData: <T>() => T }) => cell.getData<CellData>()?.id ?? null;

    graph.on('node:click', ({ node }) => handlersRef.current.onNodeClick(node.id));
    graph.on('edge:click', ({ edge }) => {
      const id = idOf(edge);
      if (id) handlersRef.current.onEdgeClick(id);
    });
    graph.on('blank:click', () => handlersRef.current.onBlankClick());
    graph.on('node:dblclick', ({ node }) => handlersRef.current.onEdit(node.id));
    graph.on('node:moved', ({ node }) => {
      const { x, y } = node.getPosition();
      handlersRef.current.onMove(node.id, x, y);
    });
    // The dragged arrow is only a gesture: the diagram gets the arrow (or a refusal) and the drawing follows it.
    graph.on('edge:connected', ({ edge, isNew }) => {
      if (!isNew) return;
      const from = edge.getSourceCellId();
      const to = edge.getTargetCellId();
      setTimeout(() => {
        if (!disposed && graph.hasCell(edge)) graph.removeCell(edge);
      });
      if (from && to) handlersRef.current.onConnect(from, to);
    });

    return () => {
      disposed = true;
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef]);

  return graphRef;
}
