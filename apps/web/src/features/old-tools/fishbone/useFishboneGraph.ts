import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import { type CellData, HEAD_CELL, labelCellId } from './fishbone-cells';
import { DROP_OK_COLOR, DROP_REFUSED_COLOR } from './fishbone-colors';
import { causeAt, createFishboneGraph, liftNode, outlineNode, snapBack } from './fishbone-graph';
import { ROOT } from './fishbone-model';

export interface FishboneGraphHandlers {
  /** A cause (ROOT: the head) was clicked, or the blank canvas (null). */
  onSelect: (id: string | null) => void;
  /** A cause (ROOT: the head) was double-clicked. */
  onEdit: (id: string) => void;
  /** Whether the dragged cause `id` may go under `target` (outlines the target green or red). */
  canDrop: (id: string, target: string) => boolean;
  /** The text of `id` was dropped onto `target` (null: onto nothing); it has already snapped back. */
  onDrop: (id: string, target: string | null) => void;
}

const cellOf = (causeId: string) => (causeId === ROOT ? HEAD_CELL : labelCellId(causeId));

/** The X6 graph in `containerRef`, created once, with clicks, double-clicks and drops reported to `handlers`. */
export function useFishboneGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  readOnly: boolean,
  handlers: FishboneGraphHandlers,
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
    const graph = createFishboneGraph(container, () => !readOnlyRef.current);
    graphRef.current = graph;
    const causeOf = (cell: { getData: <T>() => T }) => cell.getData<CellData>()?.causeId ?? null;

    graph.on('node:click', ({ node }) => handlersRef.current.onSelect(causeOf(node)));
    graph.on('edge:click', ({ edge }) => handlersRef.current.onSelect(causeOf(edge)));
    graph.on('blank:click', () => handlersRef.current.onSelect(null));
    graph.on('node:dblclick', ({ node }) => {
      const id = causeOf(node);
      if (id) handlersRef.current.onEdit(id);
    });
    graph.on('edge:dblclick', ({ edge }) => {
      const id = causeOf(edge);
      if (id) handlersRef.current.onEdit(id);
    });

    // While a text is dragged, the cause under the pointer is outlined: green if it can take it, red if not.
    let outlined: string | null = null;
    const outline = (cellId: string | null, color: string | null) => {
      if (outlined && outlined !== cellId) outlineNode(graph, outlined, null);
      outlined = cellId;
      if (cellId) outlineNode(graph, cellId, color);
    };
    let lifted: string | null = null;
    graph.on('node:moving', ({ node, x, y }) => {
      if (lifted !== node.id) {
        lifted = node.id;
        liftNode(graph, node.id, true);
      }
      const id = causeOf(node);
      const target = causeAt(graph, x, y, node.id);
      if (!id || !target) return outline(null, null);
      outline(cellOf(target), handlersRef.current.canDrop(id, target) ? DROP_OK_COLOR : DROP_REFUSED_COLOR);
    });
    graph.on('node:moved', ({ node, x, y }) => {
      outline(null, null);
      liftNode(graph, node.id, false);
      lifted = null;
      const id = causeOf(node);
      const target = causeAt(graph, x, y, node.id);
      snapBack(graph, node.id);
      if (id) handlersRef.current.onDrop(id, target);
    });

    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef]);

  return graphRef;
}
