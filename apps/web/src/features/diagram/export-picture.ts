import type { Graph } from '@antv/x6';

/**
 * Downloads the drawing (from 0,0 to `area`'s size) as a PNG (at twice the size, for print) or an SVG, on a white background. The cells
 * carry their looks as attributes, so the page's computed styles are not copied (that made a 5 MB SVG): only the
 * font the canvas uses goes along.
 */
export function exportPicture(
  graph: Graph,
  area: { width: number; height: number },
  kind: 'png' | 'svg',
  fileName: string,
) {
  const { width, height } = area;
  const font = getComputedStyle(graph.container).fontFamily.replace(/[<>{}]/g, '');
  const options = {
    viewBox: { x: 0, y: 0, width, height },
    copyStyles: false,
    stylesheet: `text { font-family: ${font}; }`,
    beforeSerialize(svg: SVGSVGElement) {
      // The copy keeps the zoom and pan of the canvas on its viewport: the picture is drawn unscrolled, at 100 %.
      svg.querySelector(`.${graph.view.prefixClassName('graph-svg-viewport')}`)?.removeAttribute('transform');
      const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      for (const [name, value] of Object.entries({ x: 0, y: 0, width, height, fill: '#ffffff' })) {
        background.setAttribute(name, String(value));
      }
      svg.insertBefore(background, svg.firstChild);
    },
  };
  if (kind === 'png') graph.exportPNG(fileName, { ...options, padding: 0, ratio: 2, backgroundColor: '#ffffff' });
  else graph.exportSVG(fileName, { ...options, preserveDimensions: true });
}

/** Resolves once X6 has drawn what was last changed (it draws in animation frames). */
export function afterRender(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
