/** Gauss–Legendre quadrature: the engine's numerical integrals (d2, d3) over finite ranges split into panels. */

export interface QuadratureRule {
  nodes: Float64Array;
  weights: Float64Array;
}

/** Gauss–Legendre nodes and weights on [−1, 1], by Newton's method on the Legendre polynomial. */
export function gaussLegendre(order: number): QuadratureRule {
  const nodes = new Float64Array(order);
  const weights = new Float64Array(order);
  for (let i = 0; i < Math.ceil(order / 2); i++) {
    let x = Math.cos((Math.PI * (i + 0.75)) / (order + 0.5));
    let derivative = 1;
    for (let iteration = 0; iteration < 100; iteration++) {
      let previous = 1;
      let current = x;
      for (let k = 2; k <= order; k++) {
        const next = ((2 * k - 1) * x * current - (k - 1) * previous) / k;
        previous = current;
        current = next;
      }
      derivative = (order * (x * current - previous)) / (x * x - 1);
      const step = current / derivative;
      x -= step;
      if (Math.abs(step) < 1e-16) break;
    }
    nodes[i] = -x;
    nodes[order - 1 - i] = x;
    const weight = 2 / ((1 - x * x) * derivative * derivative);
    weights[i] = weight;
    weights[order - 1 - i] = weight;
  }
  return { nodes, weights };
}

/**
 * The nodes and weights of a composite rule on [from, to]: `rule` on each panel of width `panelWidth`. Integrating is
 * then Σ weights[i]·f(nodes[i]); callers that integrate many functions over the same range reuse the grid.
 */
export function compositeGrid(rule: QuadratureRule, from: number, to: number, panelWidth: number): QuadratureRule {
  const panels = Math.ceil((to - from) / panelWidth - 1e-12);
  const order = rule.nodes.length;
  const nodes = new Float64Array(panels * order);
  const weights = new Float64Array(panels * order);
  const half = (to - from) / panels / 2;
  for (let p = 0; p < panels; p++) {
    const centre = from + (2 * p + 1) * half;
    for (let i = 0; i < order; i++) {
      nodes[p * order + i] = centre + half * (rule.nodes[i] as number);
      weights[p * order + i] = half * (rule.weights[i] as number);
    }
  }
  return { nodes, weights };
}
