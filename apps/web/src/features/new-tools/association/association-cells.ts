import {
  ASSOCIATION_FONT_SIZE,
  ASSOCIATION_LINE_HEIGHT,
  type AssociationDiagram,
  type AssociationLayout,
  type AssociationNode,
  type AssociationNodeBox,
  associationNodeLabel,
  DEFAULT_LABEL_COLORS,
} from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../diagram/sync-cells';
import {
  ARROW_COLOR,
  isKeyLabel,
  nodeColor,
  SELECTED_COLOR,
  SOURCE_COLOR,
  TEXT_COLOR,
  tint,
} from './association-colors';
import type { Selection } from './association-commands';

// The X6 cells of a laid-out relations diagram: a node per problem or cause (cell id = node id), an edge per arrow.
// Plain descriptions for syncCells; nothing here touches X6 or the DOM.

export interface CellData {
  /** The node or arrow id the cell draws. */
  id: string;
}
export type AssociationNodeMeta = NodeMeta<CellData> & { markup: typeof NODE_MARKUP };
export type AssociationEdgeMeta = EdgeMeta<CellData>;

export const edgeCellId = (edgeId: string) => `edge:${edgeId}`;

/** The handle a new arrow is dragged from (see association-graph: it is the only magnet). */
export const HANDLE_CLASS = 'qis-association-handle';

// X6's rect shape gives every <rect> a white fill and a dark border: each rect below sets its own.
// The body and text, a dashed halo when selected, an inner border and a tag for 关键原因 / 关键结果.
export const NODE_MARKUP = [
  { tagName: 'rect', selector: 'halo' },
  { tagName: 'rect', selector: 'body' },
  { tagName: 'rect', selector: 'inner' },
  { tagName: 'text', selector: 'label' },
  { tagName: 'rect', selector: 'tag' },
  { tagName: 'text', selector: 'tagText' },
  { tagName: 'circle', selector: 'handle', className: HANDLE_CLASS },
];

const TAG_FONT_SIZE = 11;
const TAG_HEIGHT = 18;

/** The texts of the key tags (关键原因, 关键结果). */
export interface TagTexts {
  keyCause: string;
  keyResult: string;
}

/** What is highlighted: the selection, and the cause chosen first while drawing an arrow. */
export interface Highlight {
  selection: Selection;
  source: string | null;
}

function nodeMeta(node: AssociationNode, box: AssociationNodeBox, tags: TagTexts, highlight: Highlight) {
  const problem = node.kind === 'problem';
  const color = nodeColor(node);
  const radius = problem ? 12 : 8;
  const key = isKeyLabel(node.label) ? node.label : null;
  const tagText = key ? tags[key] : '';
  const tagWidth = tagText.length * TAG_FONT_SIZE + 12;
  // A key cause's arrows leave downwards, a key result's come in from above: each tag sits on the free edge.
  const tagCentreY = key === 'keyResult' ? box.height : 0;
  const selected = highlight.selection?.kind === 'node' && highlight.selection.id === node.id;
  const source = highlight.source === node.id;
  const hidden = (visible: boolean) => (visible ? 'block' : 'none');
  const meta: AssociationNodeMeta = {
    id: node.id,
    shape: 'rect',
    markup: NODE_MARKUP,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    zIndex: 2,
    attrs: {
      halo: {
        display: hidden(selected || source),
        refX: -5,
        refY: -5,
        refWidth: 10,
        refHeight: 10,
        rx: radius + 4,
        ry: radius + 4,
        fill: 'none',
        stroke: source ? SOURCE_COLOR : SELECTED_COLOR,
        strokeWidth: 2,
        strokeDasharray: '6 3',
      },
      body: {
        fill: tint(color, problem ? 0.82 : 0.92),
        stroke: color,
        strokeWidth: problem ? 3 : 1.5,
        rx: radius,
        ry: radius,
        cursor: 'move',
      },
      inner: {
        display: hidden(!!key),
        refX: 4,
        refY: 4,
        refWidth: -8,
        refHeight: -8,
        rx: radius - 3,
        ry: radius - 3,
        fill: 'none',
        stroke: color,
        strokeWidth: 1,
        pointerEvents: 'none',
      },
      label: {
        text: associationNodeLabel(node).lines.join('\n'),
        fontSize: ASSOCIATION_FONT_SIZE,
        fontWeight: problem ? 700 : 400,
        lineHeight: `${ASSOCIATION_LINE_HEIGHT / ASSOCIATION_FONT_SIZE}em`,
        fill: TEXT_COLOR,
        refX: 0.5,
        refY: 0.5,
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        pointerEvents: 'none',
      },
      tag: {
        display: hidden(!!key),
        x: 10,
        y: tagCentreY - TAG_HEIGHT / 2,
        width: tagWidth,
        height: TAG_HEIGHT,
        rx: 3,
        ry: 3,
        fill: key ? DEFAULT_LABEL_COLORS[key] : 'none',
        stroke: 'none',
      },
      tagText: {
        display: hidden(!!key),
        text: tagText,
        refX: 10 + tagWidth / 2,
        refY: tagCentreY - 1,
        fontSize: TAG_FONT_SIZE,
        fontWeight: 400,
        fill: '#ffffff',
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        pointerEvents: 'none',
      },
      // Hidden until the node is hovered (association-editor.css), and so left out of exported pictures.
      handle: {
        refCx: 0.5,
        refCy: '100%',
        r: 6,
        fill: '#ffffff',
        stroke: SELECTED_COLOR,
        strokeWidth: 1.5,
        opacity: 0,
        magnet: true,
        cursor: 'crosshair',
      },
    },
    data: { id: node.id },
  };
  return meta;
}

function edgeMeta(from: string, to: string, id: string, selected: boolean): AssociationEdgeMeta {
  return {
    id: edgeCellId(id),
    shape: 'edge',
    source: { cell: from },
    target: { cell: to },
    zIndex: 1,
    attrs: {
      line: {
        stroke: selected ? SELECTED_COLOR : ARROW_COLOR,
        strokeWidth: selected ? 2.5 : 1.5,
        targetMarker: { name: 'block', width: 10, height: 8 },
      },
    },
    data: { id },
  };
}

/** The cells of a laid-out diagram; arrows to nodes the diagram does not have are left out. */
export function associationCells(
  diagram: AssociationDiagram,
  layout: AssociationLayout,
  tags: TagTexts,
  highlight: Highlight,
) {
  const boxes = new Map(layout.nodes.map((box) => [box.id, box]));
  const nodes = diagram.nodes.flatMap((node) => {
    const box = boxes.get(node.id);
    return box ? [nodeMeta(node, box, tags, highlight)] : [];
  });
  const selectedEdge = highlight.selection?.kind === 'edge' ? highlight.selection.id : null;
  const edges = diagram.edges
    .filter((e) => boxes.has(e.from) && boxes.has(e.to) && e.from !== e.to)
    .map((e) => edgeMeta(e.from, e.to, e.id, e.id === selectedEdge));
  return { nodes, edges };
}
