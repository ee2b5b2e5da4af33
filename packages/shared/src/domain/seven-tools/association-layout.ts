import { textWidth, wrapText } from '../text-measure';
import type { AssociationDiagram, AssociationNode } from './association';

// The automatic layout of a relations (关联图) diagram: a layered (Sugiyama) drawing with causes above their effects.
// Written here rather than taken from @dagrejs/dagre, which was measured at 1.0–1.5 s on a 500-node relations
// diagram (target ≤ 1 s; `npm run bench -w @qis/shared` measures this one). Steps: arrows in a cycle (mutual causes)
// are turned round for the layering only; layers by longest path; a few barycenter sweeps against crossings; layers
// left to right and centred, then pulled toward their neighbours. Every step goes in input order: the same diagram
// always gives the same drawing.

/** Font of the node texts, in px: problems are drawn bold. */
export const ASSOCIATION_FONT_SIZE = 14;
export const ASSOCIATION_LINE_HEIGHT = 20;

interface BoxRule {
  minWidth: number;
  maxWidth: number;
  /** Left and right, each. */
  paddingX: number;
  /** Top and bottom together. */
  paddingY: number;
}
const CAUSE_BOX: BoxRule = { minWidth: 96, maxWidth: 200, paddingX: 12, paddingY: 16 };
// A problem stands out: a little wider and taller.
const PROBLEM_BOX: BoxRule = { minWidth: 120, maxWidth: 224, paddingX: 16, paddingY: 28 };

/** Node texts are drawn at 14 px. */
const FONT_SIZE = 14;
const textWidthOf = (text: string) => textWidth(text, FONT_SIZE);

/** A node's text as drawn (its lines) and the size of its box. */
export interface AssociationNodeLabel {
  lines: string[];
  width: number;
  height: number;
}

/**
 * The lines and box of a node: width clamp(widest line + padding, 96..200) for a cause (120..224 for a problem),
 * height 20 px a line plus padding.
 */
export function associationNodeLabel(node: Pick<AssociationNode, 'text' | 'kind'>): AssociationNodeLabel {
  const rule = node.kind === 'problem' ? PROBLEM_BOX : CAUSE_BOX;
  const lines = wrapText(node.text.trim(), rule.maxWidth - 2 * rule.paddingX, FONT_SIZE);
  const widest = Math.max(...lines.map(textWidthOf));
  const width = Math.min(rule.maxWidth, Math.max(rule.minWidth, widest + 2 * rule.paddingX));
  return { lines, width, height: lines.length * ASSOCIATION_LINE_HEIGHT + rule.paddingY };
}

/** Where the layout puts a node (top-left corner) and its size. */
export interface AssociationNodeBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface AssociationLayout {
  nodes: AssociationNodeBox[];
  /** The drawing's size, margins included. */
  width: number;
  height: number;
}

const MARGIN = 24;
const NODE_GAP = 32;
const LAYER_GAP = 64;
const PART_GAP = 72;
const ORDER_SWEEPS = 4;
const PULL_PASSES = 4;

interface Size {
  width: number;
  height: number;
}
/** One connected part, in local indices: `down` holds the arrows after cycles were broken (cause → effect). */
interface Part {
  members: number[];
  down: number[][];
  up: number[][];
  /** Depth-first discovery order, the starting order within the layers. */
  discovery: number[];
}

const placedByHand = (node: AssociationNode) => Number.isFinite(node.x) && Number.isFinite(node.y);

/**
 * Lays out a relations diagram. Connected parts stand side by side, nodes without arrows in a grid after them; a
 * node placed by hand (x and y set) keeps its place. Arrows to missing nodes, self-loops and repeats are ignored.
 */
export function layoutAssociation(diagram: AssociationDiagram): AssociationLayout {
  const count = diagram.nodes.length;
  if (count === 0) return { nodes: [], width: 0, height: 0 };
  const sizes = diagram.nodes.map(associationNodeLabel);
  const arrows = arrowLists(diagram);
  const x = new Array<number>(count).fill(0);
  const y = new Array<number>(count).fill(0);

  let left = MARGIN;
  const isolated: number[] = [];
  for (const members of connectedParts(count, arrows)) {
    if (members.length === 1) {
      isolated.push(members[0] as number);
      continue;
    }
    const part = orientPart(members, arrows.out);
    const width = placePart(part, sizes, x, y);
    for (const v of members) {
      x[v] = (x[v] as number) + left;
      y[v] = (y[v] as number) + MARGIN;
    }
    left += width + PART_GAP;
  }
  placeGrid(isolated, sizes, left, x, y);

  const nodes = diagram.nodes.map((node, v) => {
    const { width, height } = sizes[v] as Size;
    return placedByHand(node)
      ? { id: node.id, x: node.x as number, y: node.y as number, width, height }
      : { id: node.id, x: x[v] as number, y: y[v] as number, width, height };
  });
  const byHand = diagram.nodes.map(placedByHand);
  if (byHand.some(Boolean)) clearHandPlaced(nodes, byHand);
  let right = 0;
  let bottom = 0;
  for (const box of nodes) {
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { nodes, width: Math.ceil(right + MARGIN), height: Math.ceil(bottom + MARGIN) };
}

/**
 * Moves laid-out nodes right, left to right, until none covers a node placed by hand or one moved before it: a
 * hand placement pushes aside only what is in its way.
 */
function clearHandPlaced(boxes: AssociationNodeBox[], byHand: boolean[]) {
  const covers = (a: AssociationNodeBox, b: AssociationNodeBox) =>
    a.x < b.x + b.width + NODE_GAP &&
    b.x < a.x + a.width + NODE_GAP &&
    a.y < b.y + b.height + NODE_GAP / 2 &&
    b.y < a.y + a.height + NODE_GAP / 2;
  const settled = boxes.filter((_, v) => byHand[v]);
  const laidOut = boxes.filter((_, v) => !byHand[v]).sort((a, b) => a.x - b.x || a.y - b.y);
  for (const box of laidOut) {
    for (let blocker = settled.find((b) => covers(box, b)); blocker; blocker = settled.find((b) => covers(box, b))) {
      box.x = blocker.x + blocker.width + NODE_GAP;
    }
    settled.push(box);
  }
}

/** The arrows by node index, each pair once, in input order. */
function arrowLists(diagram: AssociationDiagram) {
  const index = new Map(diagram.nodes.map((node, v) => [node.id, v]));
  const out: number[][] = diagram.nodes.map(() => []);
  const into: number[][] = diagram.nodes.map(() => []);
  const seen = new Set<string>();
  for (const edge of diagram.edges) {
    const from = index.get(edge.from);
    const to = index.get(edge.to);
    const key = `${from}>${to}`;
    if (from === undefined || to === undefined || from === to || seen.has(key)) continue;
    seen.add(key);
    (out[from] as number[]).push(to);
    (into[to] as number[]).push(from);
  }
  return { out, into };
}

/** Groups of nodes joined by arrows (either way), each in input order, ordered by their first node. */
function connectedParts(count: number, arrows: { out: number[][]; into: number[][] }): number[][] {
  const partOf = new Int32Array(count).fill(-1);
  const parts: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (partOf[start] !== -1) continue;
    const members = [start];
    partOf[start] = parts.length;
    for (let i = 0; i < members.length; i++) {
      const v = members[i] as number;
      for (const w of [...(arrows.out[v] as number[]), ...(arrows.into[v] as number[])]) {
        if (partOf[w] === -1) {
          partOf[w] = parts.length;
          members.push(w);
        }
      }
    }
    parts.push(members.sort((a, b) => a - b));
  }
  return parts;
}

/**
 * Breaks the cycles of a part: a depth-first search (from the nodes nothing points to, then the rest, in order)
 * turns each arrow back to a node still on its path round, for the layering only.
 */
function orientPart(members: number[], out: number[][]): Part {
  const local = new Map(members.map((v, i) => [v, i]));
  const arrows = members.map((v) => (out[v] as number[]).map((w) => local.get(w) as number));
  const size = members.length;
  const down: number[][] = members.map(() => []);
  const state = new Uint8Array(size); // 0 unseen, 1 on the path, 2 done
  const discovery: number[] = [];
  const hasArrowIn = new Uint8Array(size);
  for (const targets of arrows) for (const w of targets) hasArrowIn[w] = 1;
  const roots = [...members.keys()].sort((a, b) => (hasArrowIn[a] as number) - (hasArrowIn[b] as number) || a - b);

  for (const root of roots) {
    if (state[root] !== 0) continue;
    state[root] = 1;
    discovery.push(root);
    const path: [number, number][] = [[root, 0]];
    while (path.length > 0) {
      const top = path[path.length - 1] as [number, number];
      const [v, next] = top;
      const targets = arrows[v] as number[];
      if (next === targets.length) {
        state[v] = 2;
        path.pop();
        continue;
      }
      top[1] = next + 1;
      const w = targets[next] as number;
      if (state[w] === 1) {
        (down[w] as number[]).push(v);
      } else {
        (down[v] as number[]).push(w);
        if (state[w] === 0) {
          state[w] = 1;
          discovery.push(w);
          path.push([w, 0]);
        }
      }
    }
  }
  const up: number[][] = members.map(() => []);
  for (let v = 0; v < size; v++) for (const w of down[v] as number[]) (up[w] as number[]).push(v);
  return { members, down, up, discovery };
}

/**
 * Layers by longest path from the top, then each node as low as its effects allow (a root cause sits just above
 * what it causes rather than on the top row).
 */
function assignLayers(part: Part): number[] {
  const size = part.members.length;
  const waiting = part.up.map((sources) => sources.length);
  const order = [...part.discovery].filter((v) => waiting[v] === 0);
  const layer = new Array<number>(size).fill(0);
  for (let i = 0; i < order.length; i++) {
    const v = order[i] as number;
    for (const w of part.down[v] as number[]) {
      layer[w] = Math.max(layer[w] as number, (layer[v] as number) + 1);
      waiting[w] = (waiting[w] as number) - 1;
      if (waiting[w] === 0) order.push(w);
    }
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i] as number;
    const effects = part.down[v] as number[];
    if (effects.length === 0) continue;
    const lowest = Math.min(...effects.map((w) => layer[w] as number)) - 1;
    if (lowest > (layer[v] as number)) layer[v] = lowest;
  }
  return layer;
}

/** Orders each layer by the mean position of its neighbours, sweeping down and up a bounded number of times. */
function orderLayers(part: Part, layer: number[]): number[][] {
  const layers: number[][] = [];
  for (const v of part.discovery) {
    const l = layer[v] as number;
    while (layers.length <= l) layers.push([]);
    (layers[l] as number[]).push(v);
  }
  const position = new Float64Array(part.members.length);
  const placeRow = (row: number[]) => {
    row.forEach((v, i) => {
      position[v] = (i + 0.5) / row.length;
    });
  };
  layers.forEach(placeRow);
  const sortRow = (row: number[], neighbours: number[][]) => {
    const key = new Map<number, number>();
    for (const v of row) {
      const around = neighbours[v] as number[];
      let sum = 0;
      for (const w of around) sum += position[w] as number;
      key.set(v, around.length > 0 ? sum / around.length : (position[v] as number));
    }
    row.sort((a, b) => (key.get(a) as number) - (key.get(b) as number));
    placeRow(row);
  };
  for (let sweep = 0; sweep < ORDER_SWEEPS; sweep++) {
    for (let l = 1; l < layers.length; l++) sortRow(layers[l] as number[], part.up);
    for (let l = layers.length - 2; l >= 0; l--) sortRow(layers[l] as number[], part.down);
  }
  return layers;
}

/** Places a part's nodes (x, y by global index, relative to the part's top-left corner); returns its width. */
function placePart(part: Part, sizes: Size[], x: number[], y: number[]): number {
  const layers = orderLayers(part, assignLayers(part));
  const widthOf = (v: number) => (sizes[part.members[v] as number] as Size).width;
  const heightOf = (v: number) => (sizes[part.members[v] as number] as Size).height;
  const rowWidth = (row: number[]) => row.reduce((sum, v) => sum + widthOf(v), 0) + NODE_GAP * (row.length - 1);
  const widest = Math.max(...layers.map(rowWidth));

  const centre = new Float64Array(part.members.length);
  for (const row of layers) {
    let left = (widest - rowWidth(row)) / 2;
    for (const v of row) {
      centre[v] = left + widthOf(v) / 2;
      left += widthOf(v) + NODE_GAP;
    }
  }
  pullTowardNeighbours(part, layers, centre, widthOf);

  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (let v = 0; v < part.members.length; v++) {
    minX = Math.min(minX, (centre[v] as number) - widthOf(v) / 2);
    maxX = Math.max(maxX, (centre[v] as number) + widthOf(v) / 2);
  }
  let top = 0;
  for (const row of layers) {
    const rowHeight = Math.max(...row.map(heightOf));
    for (const v of row) {
      const global = part.members[v] as number;
      x[global] = Math.round((centre[v] as number) - widthOf(v) / 2 - minX);
      y[global] = Math.round(top + (rowHeight - heightOf(v)) / 2);
    }
    top += rowHeight + LAYER_GAP;
  }
  return Math.ceil(maxX - minX);
}

/**
 * Moves each node toward the mean centre of the nodes it is joined to, keeping the order and the gaps of its layer:
 * the nodes pushed apart from the left and from the right, then the two placements averaged (both keep the gaps,
 * so their mean does too, without leaning to either side).
 */
function pullTowardNeighbours(part: Part, layers: number[][], centre: Float64Array, widthOf: (v: number) => number) {
  const pullRow = (row: number[]) => {
    const wanted = row.map((v) => {
      const around = [...(part.up[v] as number[]), ...(part.down[v] as number[])];
      if (around.length === 0) return centre[v] as number;
      return around.reduce((sum, w) => sum + (centre[w] as number), 0) / around.length;
    });
    const space = (i: number) => (widthOf(row[i] as number) + widthOf(row[i + 1] as number)) / 2 + NODE_GAP;
    const fromLeft = [...wanted];
    for (let i = 1; i < row.length; i++) {
      fromLeft[i] = Math.max(fromLeft[i] as number, (fromLeft[i - 1] as number) + space(i - 1));
    }
    const fromRight = [...wanted];
    for (let i = row.length - 2; i >= 0; i--) {
      fromRight[i] = Math.min(fromRight[i] as number, (fromRight[i + 1] as number) - space(i));
    }
    row.forEach((v, i) => {
      centre[v] = ((fromLeft[i] as number) + (fromRight[i] as number)) / 2;
    });
  };
  for (let pass = 0; pass < PULL_PASSES; pass++) {
    if (pass % 2 === 0) for (const row of layers) pullRow(row);
    else for (let l = layers.length - 1; l >= 0; l--) pullRow(layers[l] as number[]);
  }
}

/** Nodes without arrows, in rows of about √n, starting at `left`. */
function placeGrid(nodes: number[], sizes: Size[], left: number, x: number[], y: number[]) {
  if (nodes.length === 0) return;
  const columns = Math.ceil(Math.sqrt(nodes.length));
  const cellWidth = Math.max(...nodes.map((v) => (sizes[v] as Size).width));
  const cellHeight = Math.max(...nodes.map((v) => (sizes[v] as Size).height));
  nodes.forEach((v, i) => {
    const size = sizes[v] as Size;
    x[v] = left + (i % columns) * (cellWidth + NODE_GAP) + Math.round((cellWidth - size.width) / 2);
    y[v] = MARGIN + Math.floor(i / columns) * (cellHeight + NODE_GAP) + Math.round((cellHeight - size.height) / 2);
  });
}
