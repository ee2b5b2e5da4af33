import type { AffinityDiagram } from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../diagram/sync-cells';
import { readableTextColor } from '../../old-tools/fishbone/fishbone-colors';
import { AFFINITY_FONT, type AffinityLayout, type AffinityText } from './affinity-layout';
import { LOOSE_ID, TITLE_ID } from './affinity-model';

// The X6 cells of a laid-out affinity board: a frame per group (and the unsorted frame), the title, header cards
// and cards. Cell ids: the item's id for texts, `frame:<group id>` for frames.

export interface AffinityCellData {
  /** The title, group or card id; for a frame, the group id (LOOSE_ID for the unsorted frame). */
  itemId: string;
  role: 'title' | 'frame' | 'header' | 'card';
}

export const SELECTED_COLOR = '#1677ff';
/** Colours of groups without one of their own, in turn. */
export const GROUP_PALETTE = ['#d48806', '#1677ff', '#389e0d', '#c41d7f', '#08979c', '#722ed1', '#cf1322'];

export const frameCellId = (groupId: string) => `frame:${groupId}`;

/** Each group's colour: its own, else the palette's in turn. */
export function groupColors(diagram: AffinityDiagram): Map<string, string> {
  return new Map(diagram.groups.map((g, i) => [g.id, g.color ?? (GROUP_PALETTE[i % GROUP_PALETTE.length] as string)]));
}

function textMeta(item: AffinityText, role: AffinityCellData['role'], fill: string, stroke: string, selected: boolean) {
  const fontSize =
    role === 'title' ? AFFINITY_FONT.title : role === 'header' ? AFFINITY_FONT.header : AFFINITY_FONT.card;
  const meta: NodeMeta<AffinityCellData> = {
    id: item.id,
    shape: 'rect',
    ...item.box,
    zIndex: 3,
    attrs: {
      body: {
        fill,
        stroke: selected ? SELECTED_COLOR : stroke,
        strokeWidth: selected ? 3 : 1,
        rx: 6,
        ry: 6,
        cursor: 'pointer',
      },
      label: {
        text: item.lines.join('\n'),
        fontSize,
        fontWeight: role === 'card' ? 400 : 600,
        lineHeight: `${AFFINITY_FONT.lineHeight}px`,
        fill: readableTextColor(fill),
      },
    },
    data: { itemId: item.id, role },
  };
  return meta;
}

/** The cells of a laid-out board, `selected` drawn highlighted and `dropTarget` (a frame) outlined. */
export function affinityCells(
  diagram: AffinityDiagram,
  layout: AffinityLayout,
  selected: string | null,
  looseCaption: string,
): { nodes: NodeMeta<AffinityCellData>[]; edges: EdgeMeta[] } {
  const colors = groupColors(diagram);
  const headers = new Set(diagram.groups.map((g) => g.id));
  const nodes: NodeMeta<AffinityCellData>[] = [
    textMeta(layout.title, 'title', '#fffbe6', '#d48806', selected === TITLE_ID),
  ];
  for (const frame of layout.frames) {
    const loose = frame.id === LOOSE_ID;
    const color = colors.get(frame.id) ?? '#8c8c8c';
    nodes.push({
      id: frameCellId(frame.id),
      shape: 'rect',
      ...frame.box,
      zIndex: 1,
      attrs: {
        body: {
          fill: loose ? '#fafafa' : color,
          fillOpacity: loose ? 1 : 0.08,
          stroke: loose ? '#bfbfbf' : color,
          strokeDasharray: loose ? '6 4' : null,
          strokeWidth: 1.5,
          rx: 10,
          ry: 10,
        },
        label: loose
          ? { text: looseCaption, fontSize: 13, fill: '#8c8c8c', refY: 20, textVerticalAnchor: 'middle' }
          : { text: '' },
      },
      data: { itemId: frame.id, role: 'frame' },
    });
  }
  for (const item of layout.texts) {
    if (headers.has(item.id)) {
      const color = colors.get(item.id) as string;
      nodes.push(textMeta(item, 'header', color, color, selected === item.id));
    } else {
      nodes.push(textMeta(item, 'card', '#ffffff', '#d9d9d9', selected === item.id));
    }
  }
  return { nodes, edges: [] };
}
