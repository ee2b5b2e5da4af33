import type { Graph } from '@antv/x6';
import { createDiagramGraph } from '../../../diagram/diagram-graph';
import { SELECTED_COLOR } from './boundary-cells';

// The X6 graph of the boundary diagram: boxes are dragged (a box takes what is inside it along, see
// useBoundaryGraph), a new interface is dragged out of a box's handle onto another box; edges themselves are not
// edited on the canvas (they are picked, then changed or deleted beside it).

export function createBoundaryGraph(container: HTMLElement, readOnly: boolean): Graph {
  return createDiagramGraph(container, {
    background: { color: '#ffffff' },
    grid: { visible: true, size: 10, type: 'dot', args: { color: '#e8e8e8' } },
    // A plain click on the handle selects; a new edge starts once the pointer leaves it.
    magnetThreshold: 'onleave',
    connecting: {
      anchor: 'center',
      connectionPoint: { name: 'boundary', args: { selector: 'body' } },
      allowBlank: false,
      allowEdge: false,
      allowPort: false,
      allowLoop: false,
      allowMulti: true,
      snap: { radius: 24 },
      createEdge() {
        return this.createEdge({
          zIndex: 200,
          attrs: {
            line: {
              stroke: SELECTED_COLOR,
              strokeWidth: 1.5,
              strokeDasharray: '5 4',
              targetMarker: { name: 'block', width: 10, height: 8 },
            },
          },
        });
      },
    },
    interacting: {
      nodeMovable: !readOnly,
      magnetConnectable: !readOnly,
      edgeMovable: false,
      edgeLabelMovable: false,
      arrowheadMovable: false,
      vertexMovable: false,
      vertexAddable: false,
      vertexDeletable: false,
    },
  });
}
