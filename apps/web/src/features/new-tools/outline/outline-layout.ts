import type { OutlineNode } from '@qis/shared';
import { textWidth, wrapText } from '@qis/shared';
import type { Box } from '../../diagram/DiagramTextEditor';

// A tree laid out left to right: the goal on the left, each level in its own column (as wide as the level's widest
// box), every node centred on the block of its children. Pure: runs without a DOM.

export const OUTLINE_FONT = { root: 16, node: 14, lineHeight: 20 } as const;
const PADDING_X = 12;
const PADDING_Y = 8;
const MAX_TEXT_WIDTH = 200;
const MIN_WIDTH = 64;
/** Between two columns: room for the connector and the fold button. */
export const COLUMN_GAP = 64;
const SIBLING_GAP = 14;
/** The fold button sits this far right of its node. */
export const FOLD_SIZE = { width: 26, height: 16, offset: 6 } as const;

export interface OutlineBox {
  id: string;
  box: Box;
  lines: string[];
  depth: number;
  /** Hidden children (0 when expanded or a leaf). */
  hidden: number;
  hasChildren: boolean;
}

export interface OutlineConnector {
  parent: string;
  child: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** The bend points of the elbow between them. */
  via: { x: number; y: number }[];
}

export interface OutlineLayout {
  boxes: OutlineBox[];
  connectors: OutlineConnector[];
  width: number;
  height: number;
}

const countNodes = (node: OutlineNode): number => node.children.reduce((n, c) => n + countNodes(c), 1);

/** Lays out the visible part of the outline (`markText` may add a sign before a node's text, e.g. a PDPC state). */
export function layoutOutline(root: OutlineNode, markText: (node: OutlineNode) => string = () => ''): OutlineLayout {
  // 1. Measure every visible node.
  interface Sized {
    node: OutlineNode;
    depth: number;
    lines: string[];
    width: number;
    height: number;
    children: Sized[];
    extent: number;
  }
  const columnWidths: number[] = [];
  const measure = (node: OutlineNode, depth: number): Sized => {
    const fontSize = depth === 0 ? OUTLINE_FONT.root : OUTLINE_FONT.node;
    const text = `${markText(node)}${node.text}` || ' ';
    const lines = wrapText(text, MAX_TEXT_WIDTH, fontSize, depth === 0);
    const widest = Math.max(...lines.map((line) => textWidth(line, fontSize, depth === 0)));
    const width = Math.max(MIN_WIDTH, widest + 2 * PADDING_X);
    const height = lines.length * OUTLINE_FONT.lineHeight + 2 * PADDING_Y;
    columnWidths[depth] = Math.max(columnWidths[depth] ?? 0, width);
    const children = node.collapsed ? [] : node.children.map((child) => measure(child, depth + 1));
    const block =
      children.reduce((sum, child) => sum + child.extent, 0) + SIBLING_GAP * Math.max(0, children.length - 1);
    return { node, depth, lines, width, height, children, extent: Math.max(height, block) };
  };
  const sizedRoot = measure(root, 0);
  const columnX: number[] = [];
  columnWidths.reduce((x, width, depth) => {
    columnX[depth] = x;
    return x + width + COLUMN_GAP;
  }, 0);

  // 2. Place them: each subtree gets its extent, the node centred in it.
  const boxes: OutlineBox[] = [];
  const connectors: OutlineConnector[] = [];
  const place = (sized: Sized, top: number): Box => {
    const centre = top + sized.extent / 2;
    const box = {
      x: columnX[sized.depth] ?? 0,
      y: centre - sized.height / 2,
      width: sized.width,
      height: sized.height,
    };
    boxes.push({
      id: sized.node.id,
      box,
      lines: sized.lines,
      depth: sized.depth,
      hidden: sized.node.collapsed ? countNodes(sized.node) - 1 : 0,
      hasChildren: sized.node.children.length > 0,
    });
    const block =
      sized.children.reduce((sum, c) => sum + c.extent, 0) + SIBLING_GAP * Math.max(0, sized.children.length - 1);
    let childTop = top + (sized.extent - block) / 2;
    const from = { x: box.x + box.width, y: centre };
    const busX = (columnX[sized.depth + 1] ?? 0) - COLUMN_GAP / 2;
    for (const child of sized.children) {
      const childBox = place(child, childTop);
      const to = { x: childBox.x, y: childBox.y + childBox.height / 2 };
      connectors.push({
        parent: sized.node.id,
        child: child.node.id,
        from,
        to,
        via: [
          { x: busX, y: from.y },
          { x: busX, y: to.y },
        ],
      });
      childTop += child.extent + SIBLING_GAP;
    }
    return box;
  };
  place(sizedRoot, 0);
  const width = columnWidths.reduce((sum, w) => sum + w, 0) + COLUMN_GAP * (columnWidths.length - 1) + FOLD_SIZE.width;
  return { boxes, connectors, width, height: sizedRoot.extent };
}
