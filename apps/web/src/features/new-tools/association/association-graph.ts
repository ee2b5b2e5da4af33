import { type Graph, Snapline } from '@antv/x6';
import { createDiagramGraph } from '../../diagram/diagram-graph';
import { SELECTED_COLOR } from './association-colors';

// The X6 graph of the association editor: nodes can be dragged (placed by hand), a new arrow is dragged out of a
// node's handle; arrows themselves are not edited on the canvas (delete and draw again).

export function createAssociationGraph(container: HTMLElement): Graph {
  const graph = createDiagramGraph(container, {
    // A plain click on the handle selects the node; an arrow starts once the pointer leaves the handle.
    magnetThreshold: 'onleave',
    connecting: {
      // Arrows go between the node boxes (not the tags above them).
      anchor: 'nodeCenter',
      connectionPoint: { name: 'boundary', args: { selector: 'body' } },
      allowBlank: false,
      allowEdge: false,
      allowPort: false,
      // Loops and repeats reach the editor, which refuses them with a message.
      allowLoop: true,
      allowMulti: true,
      snap: { radius: 24 },
      createEdge() {
        return this.createEdge({
          zIndex: 5,
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
      nodeMovable: true,
      magnetConnectable: true,
      edgeMovable: false,
      edgeLabelMovable: false,
      arrowheadMovable: false,
      vertexMovable: false,
      vertexAddable: false,
      vertexDeletable: false,
    },
  });
  // A node dragged by hand snaps to the edges and centres of the others (alignment guides).
  graph.use(new Snapline({ enabled: true, sharp: true }));
  return graph;
}
