import {
  type BoundaryBox,
  type BoundaryLayout,
  type ElementInterface,
  INTERFACE_TYPE_COLORS,
  type StructureElement,
} from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../../diagram/sync-cells';

// The X6 cells of a boundary diagram (plain descriptions for syncCells; nothing here touches X6 or the DOM): a box
// per structure element (cell id = element id) — the focus element as the dashed boundary, elements with children as
// boxes around them, the others as plain boxes — and an edge per interface coloured by its type.

export interface BoundaryCellData {
  kind: 'element' | 'interface';
  /** The element or interface the cell draws. */
  id: string;
}

export const interfaceCellId = (interfaceId: string) => `if:${interfaceId}`;

/** The handle a new interface is dragged from (the only magnet; shown on hover). */
export const HANDLE_CLASS = 'qis-boundary-handle';

const MARKUP = [
  { tagName: 'rect', selector: 'halo' },
  { tagName: 'rect', selector: 'body' },
  { tagName: 'text', selector: 'label' },
  { tagName: 'text', selector: 'sub' },
  { tagName: 'circle', selector: 'handle', className: HANDLE_CLASS },
];
type BoundaryNodeMeta = NodeMeta<BoundaryCellData> & { markup: typeof MARKUP };

export const SELECTED_COLOR = '#1677ff';
const SOURCE_COLOR = '#fa8c16';
const TEXT = '#262626';
const MUTED = '#8c8c8c';

export interface BoundaryHighlight {
  /** The selected interface. */
  interfaceId: string | null;
  /** The element chosen first while adding an interface. */
  sourceId: string | null;
}

export interface BoundaryTexts {
  /** Element type → its name (系统, 子系统, 零部件). */
  type: (type: StructureElement['type']) => string;
  /** Interface type → its name (from the legend). */
  interfaceType: (type: ElementInterface['type']) => string;
  /** Interface type → its one-letter code (P, M, E, I, H), the label of a short edge. */
  interfaceCode: (type: ElementInterface['type']) => string;
}

/** Edges shorter than this (between box centres) are labelled with the type's code instead of its name. */
const SHORT_EDGE = 200;
/** Where along an edge its label may sit, tried in turn until it is clear of the labels placed before. */
const LABEL_SPOTS = [0.5, 0.32, 0.68, 0.2, 0.8];
const LABEL_CLEARANCE = 64;

const look = (box: BoundaryBox) => {
  if (box.kind === 'boundary')
    return { fill: 'rgba(255, 251, 230, 0.55)', stroke: '#d4380d', strokeWidth: 2.5, dash: '10 5', radius: 10 };
  if (box.kind === 'group')
    return box.inside
      ? { fill: 'rgba(240, 245, 255, 0.7)', stroke: '#85a5ff', strokeWidth: 1.5, dash: '', radius: 8 }
      : { fill: 'rgba(245, 245, 245, 0.7)', stroke: '#bfbfbf', strokeWidth: 1.5, dash: '', radius: 8 };
  return box.inside
    ? { fill: '#e6f4ff', stroke: '#4096ff', strokeWidth: 1.5, dash: '', radius: 6 }
    : { fill: '#fafafa', stroke: '#8c8c8c', strokeWidth: 1.5, dash: '4 3', radius: 6 };
};

function nodeMeta(
  box: BoundaryBox,
  element: StructureElement,
  texts: BoundaryTexts,
  source: boolean,
): BoundaryNodeMeta {
  const style = look(box);
  const plain = box.kind === 'node';
  const hidden = (visible: boolean) => (visible ? 'block' : 'none');
  const title = box.kind === 'boundary' ? `${element.name}（${texts.type(element.type)}）` : element.name;
  return {
    id: element.id,
    shape: 'rect',
    markup: MARKUP,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    // Outer boxes under inner ones, plain boxes above every edge.
    zIndex: plain ? 100 : 1 + box.depth,
    attrs: {
      halo: {
        display: hidden(source),
        refX: -5,
        refY: -5,
        refWidth: 10,
        refHeight: 10,
        rx: style.radius + 4,
        ry: style.radius + 4,
        fill: 'none',
        stroke: SOURCE_COLOR,
        strokeWidth: 2,
        strokeDasharray: '6 3',
      },
      body: {
        fill: style.fill,
        stroke: style.stroke,
        strokeWidth: style.strokeWidth,
        strokeDasharray: style.dash,
        rx: style.radius,
        ry: style.radius,
        cursor: 'move',
      },
      label: plain
        ? {
            text: fitText(element.name, box.width - 14, 13),
            fontSize: 13,
            fontWeight: 600,
            fill: TEXT,
            refX: 0.5,
            refY: element.number ? 16 : 0.5,
            textAnchor: 'middle',
            textVerticalAnchor: 'middle',
            pointerEvents: 'none',
          }
        : {
            text: fitText(title, box.width - 40, box.kind === 'boundary' ? 14 : 13),
            fontSize: box.kind === 'boundary' ? 14 : 13,
            fontWeight: 700,
            fill: box.kind === 'boundary' ? '#ad2102' : TEXT,
            refX: 12,
            refY: 15,
            textAnchor: 'start',
            textVerticalAnchor: 'middle',
            pointerEvents: 'none',
          },
      sub: {
        display: hidden(plain && !!element.number),
        text: fitText(element.number, box.width - 14, 11),
        fontSize: 11,
        fill: MUTED,
        refX: 0.5,
        refY: 33,
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        pointerEvents: 'none',
      },
      // Hidden until the box is hovered (boundary.css), and so left out of pictures.
      handle: {
        refCx: '100%',
        refCy: plain ? 0.5 : 15,
        r: 6,
        fill: '#ffffff',
        stroke: SELECTED_COLOR,
        strokeWidth: 1.5,
        opacity: 0,
        magnet: true,
        cursor: 'crosshair',
      },
    },
    data: { kind: 'element', id: element.id },
  };
}

/** About how wide `text` is drawn at `fontSize`: a CJK character a full em, others about 0.6 em. */
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? fontSize : fontSize * 0.6), 0);

/** `text` cut to fit `width` (with an ellipsis): X6's own wrapping drops a line that does not fit. */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, fontSize) > width) chars.pop();
  return `${chars.join('')}…`;
}

const centre = (box: BoundaryBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

function edgeMeta(
  item: ElementInterface,
  label: { text: string; position: number },
  selected: boolean,
  bend: { x: number; y: number } | null,
): EdgeMeta<BoundaryCellData> {
  const color = INTERFACE_TYPE_COLORS[item.type];
  const marker = { name: 'block', width: 10, height: 8 };
  return {
    id: interfaceCellId(item.id),
    shape: 'edge',
    source: { cell: item.fromId },
    target: { cell: item.toId },
    ...(bend ? { vertices: [bend] } : {}),
    connector: { name: 'rounded' },
    zIndex: 50,
    attrs: {
      line: {
        stroke: color,
        strokeWidth: selected ? 4 : 2,
        targetMarker: marker,
        sourceMarker: item.direction === 'twoWay' ? marker : null,
        cursor: 'pointer',
      },
      // A wide invisible line over the drawn one makes the edge easy to click.
      wrap: { strokeWidth: 12 },
    },
    labels: [
      {
        position: label.position,
        attrs: {
          label: { text: label.text, fill: color, fontSize: 12, fontWeight: selected ? 700 : 400 },
          body: { fill: '#ffffff', stroke: selected ? color : 'none', rx: 3, ry: 3 },
        },
      },
    ],
    data: { kind: 'interface', id: item.id },
  };
}

/**
 * The cells of a laid-out diagram. Interfaces between the same two elements are fanned out by a bend each, so none
 * hides another.
 */
export function boundaryCells(
  layout: BoundaryLayout,
  elements: readonly StructureElement[],
  interfaces: readonly ElementInterface[],
  texts: BoundaryTexts,
  highlight: BoundaryHighlight,
): { nodes: NodeMeta[]; edges: EdgeMeta[] } {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const boxes = new Map(layout.boxes.map((b) => [b.elementId, b]));
  const nodes = layout.boxes.flatMap((box) => {
    const element = byId.get(box.elementId);
    return element ? [nodeMeta(box, element, texts, highlight.sourceId === box.elementId)] : [];
  });
  const drawn = interfaces.filter((i) => boxes.has(i.fromId) && boxes.has(i.toId) && i.fromId !== i.toId);
  const pairKey = (i: ElementInterface) => [i.fromId, i.toId].sort().join('|');
  const pairs = new Map<string, ElementInterface[]>();
  for (const i of drawn) pairs.set(pairKey(i), [...(pairs.get(pairKey(i)) ?? []), i]);
  const placed: { x: number; y: number }[] = [];
  const edges = drawn.map((item) => {
    const same = pairs.get(pairKey(item)) ?? [item];
    const from = centre(boxes.get(item.fromId) as BoundaryBox);
    const to = centre(boxes.get(item.toId) as BoundaryBox);
    let bend: { x: number; y: number } | null = null;
    if (same.length > 1) {
      const [a, b] = [item.fromId, item.toId].sort().map((id) => centre(boxes.get(id) as BoundaryBox));
      const dx = (b?.x ?? 0) - (a?.x ?? 0);
      const dy = (b?.y ?? 0) - (a?.y ?? 0);
      const length = Math.hypot(dx, dy) || 1;
      const offset = (same.indexOf(item) - (same.length - 1) / 2) * 28;
      bend = {
        x: Math.round(((a?.x ?? 0) + (b?.x ?? 0)) / 2 - (dy / length) * offset),
        y: Math.round(((a?.y ?? 0) + (b?.y ?? 0)) / 2 + (dx / length) * offset),
      };
    }
    // The label: the type's name (its code on a short edge), where it is clear of the labels placed before.
    const short = Math.hypot(to.x - from.x, to.y - from.y) < SHORT_EDGE;
    const along = (position: number) =>
      bend
        ? position <= 0.5
          ? { x: from.x + (bend.x - from.x) * position * 2, y: from.y + (bend.y - from.y) * position * 2 }
          : { x: bend.x + (to.x - bend.x) * (position * 2 - 1), y: bend.y + (to.y - bend.y) * (position * 2 - 1) }
        : { x: from.x + (to.x - from.x) * position, y: from.y + (to.y - from.y) * position };
    const clear = (position: number) =>
      placed.every((p) => Math.hypot(p.x - along(position).x, p.y - along(position).y) >= LABEL_CLEARANCE);
    const position = LABEL_SPOTS.find(clear) ?? 0.5;
    placed.push(along(position));
    const text = short ? texts.interfaceCode(item.type) : texts.interfaceType(item.type);
    return edgeMeta(item, { text, position }, highlight.interfaceId === item.id, bend);
  });
  return { nodes, edges };
}
