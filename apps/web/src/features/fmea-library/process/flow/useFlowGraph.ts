import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import { createDiagramGraph } from '../../../diagram/diagram-graph';
import type { FlowCellData } from './flow-cells';

export interface FlowGraphHandlers {
  onStepClick: (stepId: string) => void;
  onEdgeClick: (edgeId: string) => void;
  onBlankClick: () => void;
  /** A step's symbol was dropped; its top-left corner now. */
  onMoved: (stepId: string, at: { x: number; y: number }) => void;
}

/**
 * The X6 graph of the process flow diagram in `containerRef`, created once per read-only state: steps are dragged,
 * edges are only picked (they are added with the toolbar's 添加连线 and drawn from the stored diagram). Edges meet
 * the steps at their anchors (the symbol's sides).
 */
export function useFlowGraph(
  containerRef: RefObject<HTMLDivElement | null>,
  readOnly: boolean,
  handlers: FlowGraphHandlers,
): RefObject<Graph | null> {
  const graphRef = useRef<Graph | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const graph = createDiagramGraph(container, {
      grid: { visible: true, size: 10, type: 'dot', args: { color: '#e8e8e8' } },
      connecting: { connectionPoint: 'anchor' },
      interacting: {
        nodeMovable: !readOnly,
        magnetConnectable: false,
        edgeMovable: false,
        edgeLabelMovable: false,
        arrowheadMovable: false,
        vertexMovable: false,
        vertexAddable: false,
        vertexDeletable: false,
      },
    });
    graphRef.current = graph;
    graph.on('node:click', ({ node }) => handlersRef.current.onStepClick(node.id));
    graph.on('edge:click', ({ edge }) => {
      const data = edge.getData<FlowCellData>();
      if (data?.kind === 'extra') handlersRef.current.onEdgeClick(data.id);
    });
    graph.on('blank:click', () => handlersRef.current.onBlankClick());
    graph.on('node:moved', ({ node }) => handlersRef.current.onMoved(node.id, node.getPosition()));
    return () => {
      graph.dispose();
      graphRef.current = null;
    };
  }, [containerRef, readOnly]);

  return graphRef;
}
