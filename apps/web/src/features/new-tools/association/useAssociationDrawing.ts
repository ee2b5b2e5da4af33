import type { Graph } from '@antv/x6';
import type { AssociationDiagram, AssociationLayout } from '@qis/shared';
import { type RefObject, useMemo } from 'react';
import { t } from '../../../locales';
import { exportFileName } from '../../diagram/picture-file-name';
import { useDiagramDrawing } from '../../diagram/useDiagramDrawing';
import { associationCells, type Highlight, type TagTexts } from './association-cells';

const NO_HIGHLIGHT: Highlight = { selection: null, source: null };
const tagTexts = (): TagTexts => ({
  keyCause: t('newTools.association.label.keyCause'),
  keyResult: t('newTools.association.label.keyResult'),
});

/** Keeps the graph drawing the laid-out diagram, with the view's commands (useDiagramDrawing). */
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

  return useDiagramDrawing(
    graphRef,
    cells,
    {
      area: layout,
      plainCells: () => associationCells(diagram, layout, tagTexts(), NO_HIGHLIGHT),
      fileName: (kind) => exportFileName(title, kind, 'association'),
    },
    { padding: 24 },
  );
}
