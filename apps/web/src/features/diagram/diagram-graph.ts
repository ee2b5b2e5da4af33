import { Export, Graph } from '@antv/x6';

type GraphOptions = NonNullable<ConstructorParameters<typeof Graph>[0]>;

// Every diagram editor's X6 graph: sized to its container, white, panned by dragging the blank canvas, zoomed with
// Ctrl/⌘ + wheel within the same bounds, and able to export pictures. Editors add their own interaction rules.

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 3;

export function createDiagramGraph(container: HTMLElement, options: Partial<GraphOptions> = {}): Graph {
  const graph = new Graph({
    container,
    autoResize: true,
    background: { color: '#ffffff' },
    panning: { enabled: true },
    mousewheel: { enabled: true, modifiers: ['ctrl', 'meta'], minScale: MIN_SCALE, maxScale: MAX_SCALE },
    ...options,
  });
  graph.use(new Export());
  return graph;
}
