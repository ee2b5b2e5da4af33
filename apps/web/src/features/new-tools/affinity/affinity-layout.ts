import type { AffinityCard, AffinityDiagram } from '@qis/shared';
import { textWidth, wrapText } from '@qis/shared';
import type { Box } from '../../diagram/DiagramTextEditor';
import { LOOSE_ID, TITLE_ID } from './affinity-model';

// The affinity board: the theme across the top, then the groups in a grid (each a frame with its header card and
// its cards stacked below), the unsorted cards in a last, dashed frame. Pure: runs without a DOM.

export const AFFINITY_FONT = { title: 18, header: 14, card: 13, lineHeight: 20 } as const;
const GROUP_WIDTH = 232;
const INNER = 12;
const CARD_WIDTH = GROUP_WIDTH - 2 * INNER;
const CARD_GAP = 8;
const GROUP_GAP = 24;
const TITLE_HEIGHT_MIN = 48;
const MAX_COLUMNS = 5;

export interface AffinityFrame {
  /** The group's id, or LOOSE_ID for the unsorted cards. */
  id: string;
  box: Box;
}
export interface AffinityText {
  /** TITLE_ID, a group's id (its header) or a card's id. */
  id: string;
  box: Box;
  lines: string[];
  /** The frame it is drawn in (null for the title). */
  frame: string | null;
}
export interface AffinityLayout {
  title: AffinityText;
  frames: AffinityFrame[];
  texts: AffinityText[];
  width: number;
  height: number;
}

const lines = (text: string, width: number, fontSize: number, bold = false) =>
  wrapText(text || ' ', width - 2 * 10, fontSize, bold);
const heightOf = (count: number) => count * AFFINITY_FONT.lineHeight + 16;

/** Lays out the board; `looseLabel` is the unsorted frame's heading (shown even when it has no cards). */
export function layoutAffinity(diagram: AffinityDiagram, looseLabel: string): AffinityLayout {
  const columns: { id: string; header: string; cards: AffinityCard[]; bold: boolean }[] = [
    ...diagram.groups.map((g) => ({ id: g.id, header: g.header, cards: g.cards, bold: true })),
    { id: LOOSE_ID, header: looseLabel, cards: diagram.loose, bold: false },
  ];
  const perRow = Math.min(MAX_COLUMNS, Math.max(1, Math.ceil(Math.sqrt(columns.length))));
  const rows = Math.ceil(columns.length / perRow);
  const width = perRow * GROUP_WIDTH + (perRow - 1) * GROUP_GAP;

  const titleLines = wrapText(diagram.title || ' ', width - 40, AFFINITY_FONT.title, true);
  const titleHeight = Math.max(TITLE_HEIGHT_MIN, heightOf(titleLines.length) + 8);
  const titleWidth = Math.min(
    width,
    Math.max(240, ...titleLines.map((l) => textWidth(l, AFFINITY_FONT.title, true) + 48)),
  );
  const title: AffinityText = {
    id: TITLE_ID,
    box: { x: (width - titleWidth) / 2, y: 0, width: titleWidth, height: titleHeight },
    lines: titleLines,
    frame: null,
  };

  const frames: AffinityFrame[] = [];
  const texts: AffinityText[] = [];
  let top = titleHeight + GROUP_GAP;
  for (let row = 0; row < rows; row++) {
    let rowHeight = 0;
    const placed: AffinityFrame[] = [];
    for (const [column, group] of columns.slice(row * perRow, (row + 1) * perRow).entries()) {
      const x = column * (GROUP_WIDTH + GROUP_GAP);
      let y = top + INNER;
      const headerLines = lines(group.header, CARD_WIDTH, AFFINITY_FONT.header, group.bold);
      const headerBox = { x: x + INNER, y, width: CARD_WIDTH, height: heightOf(headerLines.length) };
      // The unsorted frame's heading is a caption, not an editable header card.
      if (group.id !== LOOSE_ID) texts.push({ id: group.id, box: headerBox, lines: headerLines, frame: group.id });
      y += headerBox.height + CARD_GAP;
      for (const card of group.cards) {
        const cardLines = lines(card.text, CARD_WIDTH, AFFINITY_FONT.card);
        const box = { x: x + INNER, y, width: CARD_WIDTH, height: heightOf(cardLines.length) };
        texts.push({ id: card.id, box, lines: cardLines, frame: group.id });
        y += box.height + CARD_GAP;
      }
      const frameHeight = Math.max(y - top + INNER - CARD_GAP, 120);
      placed.push({ id: group.id, box: { x, y: top, width: GROUP_WIDTH, height: frameHeight } });
      rowHeight = Math.max(rowHeight, frameHeight);
    }
    // Frames of a row share its height, so the board reads as a grid.
    for (const frame of placed) frames.push({ ...frame, box: { ...frame.box, height: rowHeight } });
    top += rowHeight + GROUP_GAP;
  }
  return { title, frames, texts, width, height: top - GROUP_GAP };
}
