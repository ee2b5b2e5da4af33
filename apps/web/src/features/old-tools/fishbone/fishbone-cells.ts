import type { EdgeMeta, NodeMeta } from '../../diagram/sync-cells';
import {
  CAUSE_TEXT_COLOR,
  headColor,
  readableTextColor,
  resolveColors,
  SELECTED_COLOR,
  SELECTED_FILL,
  SPINE_COLOR,
} from './fishbone-colors';
import { FISHBONE_FONT, type FishboneLabel, type FishboneLayout, type FishboneSegment } from './fishbone-layout';
import { type FishboneDiagram, ROOT } from './fishbone-model';

// The X6 cells that draw a laid-out fishbone: a node for the head and for each text, an edge between two points for
// each line. Plain descriptions (`graph.addNode(meta)`); nothing here touches X6 or the DOM.

export type { AttrValue, CellAttrs } from '../../diagram/sync-cells';

/** What every fishbone cell carries: the cause it draws (ROOT for the head and the spine). */
export interface CellData {
  causeId: string;
}

export type FishboneNodeMeta = NodeMeta<CellData> & { shape: 'rect' };
export type FishboneEdgeMeta = EdgeMeta<CellData> & {
  source: { x: number; y: number };
  target: { x: number; y: number };
};

export const HEAD_CELL = 'head';
export const labelCellId = (causeId: string) => `label:${causeId}`;
export const lineCellId = (causeId: string) => `line:${causeId}`;

const LINE_WIDTH: Record<FishboneSegment['kind'], number> = { spine: 4, bone: 3, cause: 1.5 };

function lineMeta(segment: FishboneSegment, color: string, selected: boolean): FishboneEdgeMeta {
  const width = LINE_WIDTH[segment.kind] + (segment.kind === 'cause' && segment.level === 2 ? 0.3 : 0);
  return {
    id: lineCellId(segment.id),
    shape: 'edge',
    source: segment.from,
    target: segment.to,
    zIndex: segment.kind === 'cause' ? 1 : 2,
    attrs: {
      line: {
        stroke: selected ? SELECTED_COLOR : color,
        strokeWidth: selected ? width + 1.5 : width,
        strokeLinecap: 'round',
        sourceMarker: null,
        targetMarker: segment.kind === 'spine' ? { name: 'block', width: 12, height: 10 } : null,
      },
    },
    data: { causeId: segment.id },
  };
}

function labelMeta(label: FishboneLabel, color: string, selected: boolean): FishboneNodeMeta {
  const bone = label.level === 1;
  const { box } = label;
  const text = {
    text: label.text,
    fontSize: bone ? FISHBONE_FONT.bone : FISHBONE_FONT.cause,
    fontWeight: bone ? 600 : 400,
    fill: bone ? readableTextColor(color) : CAUSE_TEXT_COLOR,
    textAnchor: label.anchor,
    textVerticalAnchor: 'middle',
    refX: label.anchor === 'middle' ? 0.5 : label.x - box.x,
    refY: 0.5,
  };
  const body = bone
    ? { fill: color, stroke: selected ? SELECTED_COLOR : color, strokeWidth: selected ? 3 : 1, rx: 4, ry: 4 }
    : {
        fill: selected ? SELECTED_FILL : 'transparent',
        stroke: selected ? SELECTED_COLOR : 'none',
        strokeWidth: 1,
        rx: 3,
        ry: 3,
      };
  return {
    id: labelCellId(label.id),
    shape: 'rect',
    ...box,
    zIndex: 3,
    attrs: { body: { ...body, cursor: 'pointer' }, label: text },
    data: { causeId: label.id },
  };
}

/** The cells of a laid-out diagram, `selected` (a cause id or ROOT) drawn highlighted. */
export function fishboneCells(diagram: FishboneDiagram, layout: FishboneLayout, selected: string | null) {
  const colors = resolveColors(diagram);
  const head = headColor(diagram);
  const { box, lines } = layout.head;
  const nodes: FishboneNodeMeta[] = [
    {
      id: HEAD_CELL,
      shape: 'rect',
      ...box,
      zIndex: 3,
      attrs: {
        body: {
          fill: head,
          stroke: selected === ROOT ? SELECTED_COLOR : head,
          strokeWidth: selected === ROOT ? 3 : 1,
          rx: 8,
          ry: 8,
          cursor: 'pointer',
        },
        label: {
          text: lines.join('\n'),
          fontSize: FISHBONE_FONT.head,
          fontWeight: 600,
          lineHeight: `${FISHBONE_FONT.headLineHeight / FISHBONE_FONT.head}em`,
          fill: readableTextColor(head),
        },
      },
      data: { causeId: ROOT },
    },
    ...layout.labels.map((l) => labelMeta(l, colors.get(l.id) ?? head, selected === l.id)),
  ];
  const edges = layout.segments.map((s) =>
    lineMeta(
      s,
      s.kind === 'spine' ? SPINE_COLOR : (colors.get(s.id) ?? SPINE_COLOR),
      s.id !== ROOT && selected === s.id,
    ),
  );
  return { nodes, edges };
}
