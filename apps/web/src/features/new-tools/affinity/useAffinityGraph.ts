import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import { createDiagramGraph } from '../../diagram/diagram-graph';
import { syncedMeta } from '../../diagram/sync-cells';
import type { AffinityCellData } from './affinity-cells';
import { LOOSE_ID } from './affinity-model';

/** Where a dragged card was dropped: a group (null: unsorted), before a card of it or at its end. */
export interface CardDrop {
  groupId: string | null;
  beforeId?: string;
}

export interface AffinityGraphHandlers {
  onSelect: (id: string | null) => void;
  onEdit: (id: string) => void;
  onDrop: (cardId: string, drop: CardDrop | null) => void;
}

const dataOf = (cell: { getData: <T>() => T }) => cell.getData<AffinityCellData>() ?? null;

/** The X6 graph of the affinity board: clicks, double-clicks, and cards dragged onto a group or another card. */
export function useAffinityGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  readOnly: boolean,
  groupOfCard: (cardId: string) => string | null,
  handlers: AffinityGraphHandlers,
): RefObject<Graph | null> {
  const graphRef = useRef<Graph | null>(null);
  const latest = useRef({ handlers, readOnly, groupOfCard });
  useEffect(() => {
    latest.current = { handlers, readOnly, groupOfCard };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createDiagramGraph(container, {
      interacting: (view) => ({
        nodeMovable: !latest.current.readOnly && dataOf(view.cell)?.role === 'card',
        edgeMovable: false,
        magnetConnectable: false,
      }),
    });
    graphRef.current = graph;

    graph.on('node:click', ({ node }) => {
      const data = dataOf(node);
      latest.current.handlers.onSelect(data && data.role !== 'frame' ? data.itemId : null);
    });
    graph.on('blank:click', () => latest.current.handlers.onSelect(null));
    graph.on('node:dblclick', ({ node }) => {
      const data = dataOf(node);
      if (data && data.role !== 'frame') latest.current.handlers.onEdit(data.itemId);
    });

    const dropAt = (x: number, y: number, except: string): CardDrop | null => {
      const under = graph
        .getNodesFromPoint(x, y)
        .filter((n) => n.id !== except)
        .map((n) => dataOf(n))
        .filter((d): d is AffinityCellData => !!d);
      const card = under.find((d) => d.role === 'card');
      if (card) return { groupId: latest.current.groupOfCard(card.itemId), beforeId: card.itemId };
      const group = under.find((d) => d.role === 'header' || d.role === 'frame');
      if (!group) return null;
      return { groupId: group.itemId === LOOSE_ID ? null : group.itemId };
    };
    graph.on('node:moving', ({ node }) => node.setZIndex(10));
    graph.on('node:moved', ({ node, x, y }) => {
      const drop = dropAt(x, y, node.id);
      const meta = syncedMeta(graph, node.id);
      if (meta?.shape === 'rect') {
        node.setPosition(meta.x, meta.y);
        node.setZIndex(meta.zIndex);
      }
      latest.current.handlers.onDrop(node.id, drop);
    });

    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef]);

  return graphRef;
}
