import type { Graph } from '@antv/x6';
import { type RefObject, useEffect, useRef } from 'react';
import { MAX_SCALE, MIN_SCALE } from './diagram-graph';
import { afterRender, exportPicture } from './export-picture';
import { type EdgeMeta, type NodeMeta, syncCells } from './sync-cells';

export interface DiagramCells {
  nodes: NodeMeta[];
  edges: EdgeMeta[];
}

/**
 * Keeps the graph drawing `cells` (fitted into view the first time), and the view's commands: zoom, fit, and picture
 * export of `area` (drawn from `plainCells`, without the selection, for the picture).
 */
export function useDiagramDrawing(
  graphRef: RefObject<Graph | null>,
  cells: DiagramCells,
  picture: {
    area: { width: number; height: number };
    plainCells: () => DiagramCells;
    fileName: (kind: 'png' | 'svg') => string;
  },
  options: {
    padding?: number;
    /** A read-only view redrawn from computed data: every new drawing is fitted into view. */
    fitEachDrawing?: boolean;
  } = {},
) {
  const { padding = 16, fitEachDrawing = false } = options;
  const fit = () => {
    const graph = graphRef.current;
    if (!graph || graph.getGraphArea().width === 0) return;
    graph.zoomToFit({ padding, maxScale: 1 });
    graph.centerContent();
  };
  const fitRef = useRef(fit);
  fitRef.current = fit;

  const fittedGraph = useRef<Graph | null>(null);
  const latestCells = useRef(cells);
  const drawnSize = useRef({ width: 0, height: 0 });
  useEffect(() => {
    const graph = graphRef.current;
    if (!graph) return;
    const changed = latestCells.current !== cells;
    latestCells.current = cells;
    syncCells(graph, cells.nodes, cells.edges);
    const { width, height } = picture.area;
    const grew = width > drawnSize.current.width || height > drawnSize.current.height;
    drawnSize.current = { width, height };
    if (fittedGraph.current !== graph || (fitEachDrawing && changed)) {
      fittedGraph.current = graph;
      // Once the canvas has its final size (the flex layout settles after the first frame).
      requestAnimationFrame(() => {
        if (graphRef.current === graph) fitRef.current();
      });
    } else if (grew) {
      // A drawing that grew past the view is brought back into it; edits inside the view leave the view alone.
      requestAnimationFrame(() => {
        if (graphRef.current === graph && !graph.getGraphArea().containsRect(graph.getContentBBox())) fitRef.current();
      });
    }
  });

  const zoom = (delta: number) => graphRef.current?.zoom(delta, { minScale: MIN_SCALE, maxScale: MAX_SCALE });
  const exportAs = async (kind: 'png' | 'svg') => {
    const graph = graphRef.current;
    if (!graph) return;
    const plain = picture.plainCells();
    syncCells(graph, plain.nodes, plain.edges);
    await afterRender();
    exportPicture(graph, picture.area, kind, picture.fileName(kind));
    syncCells(graph, latestCells.current.nodes, latestCells.current.edges);
  };

  return {
    fit,
    /** Fits the view once the next drawing is done (after a layout moved everything). */
    fitSoon: () => requestAnimationFrame(() => requestAnimationFrame(() => fitRef.current())),
    zoomIn: () => zoom(0.1),
    zoomOut: () => zoom(-0.1),
    exportPicture: (kind: 'png' | 'svg') => void exportAs(kind),
  };
}
