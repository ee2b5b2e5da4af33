import type { Graph } from '@antv/x6';
import type { AssociationDiagram, AssociationLayout } from '@qis/shared';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { t } from '../../../locales';
import { afterRender, exportPicture } from '../../diagram/export-picture';
import { exportFileName } from '../../diagram/picture-file-name';
import { syncCells } from '../../diagram/sync-cells';
import { associationCells, type Highlight, type TagTexts } from './association-cells';
import { MAX_SCALE, MIN_SCALE } from './association-graph';

const NO_HIGHLIGHT: Highlight = { selection: null, source: null };
const tagTexts = (): TagTexts => ({
  keyCause: t('newTools.association.label.keyCause'),
  keyResult: t('newTools.association.label.keyResult'),
});

/**
 * Keeps the graph drawing the laid-out diagram (fitted into view the first time), and the view's commands: zoom,
 * fit, and export (drawn without the selection for the picture).
 */
export function useAssociationDrawing(
  graphRef: RefObject<Graph | null>,
  diagram: AssociationDiagram,
  layout: AssociationLayout,
  highlight: Highlight,
  title: string,
) {
  const { selection, source } = highlight;
  const cells = useMemo(
    () => associationCells(diagram, layout, tagTexts(), { selection, source }),
    [diagram, layout, selection, source],
  );

  const fit = () => {
    const graph = graphRef.current;
    if (!graph || graph.getGraphArea().width === 0) return;
    graph.zoomToFit({ padding: 24, maxScale: 1 });
    graph.centerContent();
  };

  const fittedGraph = useRef<Graph | null>(null);
  const latestCells = useRef(cells);
  useEffect(() => {
    latestCells.current = cells;
    const graph = graphRef.current;
    if (!graph) return;
    syncCells(graph, cells.nodes, cells.edges);
    if (fittedGraph.current === graph) return;
    fittedGraph.current = graph;
    // Once the canvas has its final size (the flex layout settles after the first frame).
    requestAnimationFrame(() => {
      if (graphRef.current === graph) fit();
    });
  });

  const zoom = (delta: number) => graphRef.current?.zoom(delta, { minScale: MIN_SCALE, maxScale: MAX_SCALE });
  const exportAs = async (kind: 'png' | 'svg') => {
    const graph = graphRef.current;
    if (!graph) return;
    const plain = associationCells(diagram, layout, tagTexts(), NO_HIGHLIGHT);
    syncCells(graph, plain.nodes, plain.edges);
    await afterRender();
    exportPicture(graph, layout, kind, exportFileName(title, kind, 'association'));
    syncCells(graph, latestCells.current.nodes, latestCells.current.edges);
  };

  return {
    fit,
    /** Fits the view once the next drawing is done (after the automatic layout moved everything). */
    fitSoon: () => requestAnimationFrame(() => requestAnimationFrame(fit)),
    zoomIn: () => zoom(0.1),
    zoomOut: () => zoom(-0.1),
    exportPicture: (kind: 'png' | 'svg') => void exportAs(kind),
  };
}
