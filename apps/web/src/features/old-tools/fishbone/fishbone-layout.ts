import { textWidth, wrapText } from '@qis/shared';
import { type FishboneCause, type FishboneDiagram, ROOT } from './fishbone-model';

// Classic Ishikawa geometry. The head box with the problem sits at the right end of a horizontal spine; main bones
// alternate above and below the spine, slanted at 60° towards the head, each labelled at its outer end. A level-2
// cause is a horizontal line off its main bone with its text on the line; a level-3 cause is a short bone off that
// line, parallel to the main bone, its text at its outer end; level 4 is horizontal again, level 5 slanted.
//
// Every cause below level 1 gets a row of its own along its main bone, so no two texts of a bone can meet, and
// everything a cause carries lies to the left of its line, so lines pass texts without crossing them. Main bones
// of one side are then pushed apart until their outlines keep a margin. On both sides, siblings read top to bottom
// in their list order.

export type Side = 'top' | 'bottom';
export type SegmentKind = 'spine' | 'bone' | 'cause';
export type Anchor = 'start' | 'middle' | 'end';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line: the spine (id ROOT, level 0), a main bone (level 1) or a cause's line (level 2+). */
export interface FishboneSegment {
  kind: SegmentKind;
  id: string;
  level: number;
  from: Point;
  to: Point;
}

/** A cause's text: drawn at (x, y) (y is the text's middle) with `anchor`, inside `box`. */
export interface FishboneLabel {
  id: string;
  text: string;
  level: number;
  side: Side;
  x: number;
  y: number;
  anchor: Anchor;
  /** Estimated width of the text alone. */
  width: number;
  box: Box;
}

export interface FishboneLayout {
  segments: FishboneSegment[];
  labels: FishboneLabel[];
  head: { box: Box; lines: string[] };
  spineY: number;
  width: number;
  height: number;
}

export const FISHBONE_FONT = {
  cause: 14,
  bone: 14,
  head: 16,
  headLineHeight: 22,
} as const;

const COT = 1 / Math.tan(Math.PI / 3); // horizontal run of a 60° bone per unit of height
const ROW = 30; // height of one cause row
const FIRST_ROW = 14; // from the spine to the first row
const LABEL_HEIGHT = 20;
const LABEL_PAD = 6; // inside a label box, left and right of the text
const MIN_TEXT = 28; // an empty text still gets a box one can click
const PARENT_GAP = 8; // from a text box to the line it hangs off
const ATTACH_GAP = 10; // from a horizontal cause's text to its first sub-bone
const ATTACH_STEP = 22; // between the sub-bones on one horizontal line
const TAIL = 14; // a horizontal line runs on past its last sub-bone
const END_GAP = 2; // from a slanted cause's end to its text box
const BONE_LABEL_HEIGHT = 28;
const BONE_LABEL_PAD = 12;
const BONE_END_GAP = 10; // from the last row to the end of the main bone
const MIN_BONE_HEIGHT = 90;
const BONE_MARGIN = 28; // between the outlines of neighbouring main bones
const MIN_BONE_SPACING = 110; // between neighbouring junctions on the spine
const HEAD_GAP = 40; // from the rightmost bone to the head
const HEAD_MAX_TEXT = 200;
const HEAD_PAD_X = 16;
const HEAD_PAD_Y = 12;
const SPINE_TAIL = 16;
const PADDING = 24;
const SLICE = 4; // height of the bands the bone outlines are compared in

// A bone's parts in its own frame: x from its junction on the spine, u = distance from the spine.
interface Span {
  x1: number;
  x2: number;
  u1: number;
  u2: number;
}
interface LocalSegment {
  kind: SegmentKind;
  id: string;
  level: number;
  x1: number;
  u1: number;
  x2: number;
  u2: number;
}
interface LocalLabel {
  id: string;
  text: string;
  level: number;
  anchor: Anchor;
  x: number;
  u: number;
  width: number;
  box: Span;
}
interface BoneParts {
  segments: LocalSegment[];
  labels: LocalLabel[];
}

const rowCenter = (row: number) => FIRST_ROW + (row + 0.5) * ROW;
const slantX = (baseX: number, baseU: number, u: number) => baseX - (u - baseU) * COT;
const causeTextWidth = (text: string) => Math.max(textWidth(text, FISHBONE_FONT.cause), MIN_TEXT);

function countCauses(cause: FishboneCause): number {
  return cause.causes.reduce((sum, c) => sum + 1 + countCauses(c), 0);
}

function layoutBone(bone: FishboneCause, side: Side, firstRow: number, height: number): BoneParts {
  const parts: BoneParts = { segments: [], labels: [] };
  let row = firstRow;
  // The text sits on a horizontal line: the line is the bottom edge of the text box as the eye sees it.
  const lineU = (r: number) => rowCenter(r) + ((side === 'top' ? -1 : 1) * LABEL_HEIGHT) / 2;
  // Rows are handed out from the spine outwards: above the spine that is upwards, so lists go in reverse there.
  const outward = (list: FishboneCause[]) => (side === 'top' ? [...list].reverse() : list);

  const label = (cause: FishboneCause, level: number, right: number, u: number) => {
    const width = causeTextWidth(cause.text);
    const box = { x1: right - width - 2 * LABEL_PAD, x2: right, u1: u - LABEL_HEIGHT / 2, u2: u + LABEL_HEIGHT / 2 };
    parts.labels.push({ id: cause.id, text: cause.text, level, anchor: 'end', x: right - LABEL_PAD, u, width, box });
    return box;
  };

  // A horizontal cause hanging off the slanted line through (px, pu).
  const horizontal = (cause: FishboneCause, px: number, pu: number, level: number) => {
    const r = row++;
    const u = lineU(r);
    const box = label(cause, level, slantX(px, pu, rowCenter(r) + LABEL_HEIGHT / 2) - PARENT_GAP, rowCenter(r));
    const kids = outward(cause.causes);
    // The outermost sub-bone sits nearest the parent line: each sub-bone's own causes lie left of it.
    const attach = kids.map((_, j) => box.x1 - ATTACH_GAP - (kids.length - 1 - j) * ATTACH_STEP);
    const left = (attach[0] ?? box.x1) - TAIL;
    parts.segments.push({ kind: 'cause', id: cause.id, level, x1: slantX(px, pu, u), u1: u, x2: left, u2: u });
    for (const [j, kid] of kids.entries()) slanted(kid, attach[j] ?? left, u, level + 1);
  };

  // A slanted cause rising from (ax, au) on a horizontal line: its own causes first, its text in the row after.
  const slanted = (cause: FishboneCause, ax: number, au: number, level: number) => {
    for (const kid of outward(cause.causes)) horizontal(kid, ax, au, level + 1);
    const u = rowCenter(row++);
    const endX = slantX(ax, au, u);
    label(cause, level, endX - END_GAP, u);
    parts.segments.push({ kind: 'cause', id: cause.id, level, x1: ax, u1: au, x2: endX, u2: u });
  };

  for (const kid of outward(bone.causes)) horizontal(kid, 0, 0, 2);
  const endX = slantX(0, 0, height);
  parts.segments.push({ kind: 'bone', id: bone.id, level: 1, x1: 0, u1: 0, x2: endX, u2: height });
  const width = Math.max(textWidth(bone.text, FISHBONE_FONT.bone, true), MIN_TEXT);
  const u1 = height + 4;
  const box = {
    x1: endX - width / 2 - BONE_LABEL_PAD,
    x2: endX + width / 2 + BONE_LABEL_PAD,
    u1,
    u2: u1 + BONE_LABEL_HEIGHT,
  };
  parts.labels.push({ id: bone.id, text: bone.text, level: 1, anchor: 'middle', x: endX, u: u1 + 14, width, box });
  return parts;
}

// The leftmost and rightmost x of a bone's parts in each SLICE-high band of u.
function outline(parts: BoneParts) {
  const left = new Map<number, number>();
  const right = new Map<number, number>();
  const mark = (band: number, xa: number, xb: number) => {
    left.set(band, Math.min(left.get(band) ?? Number.POSITIVE_INFINITY, xa, xb));
    right.set(band, Math.max(right.get(band) ?? Number.NEGATIVE_INFINITY, xa, xb));
  };
  for (const { box } of parts.labels) {
    for (let b = Math.floor(box.u1 / SLICE); b <= Math.floor(box.u2 / SLICE); b++) mark(b, box.x1, box.x2);
  }
  for (const s of parts.segments) {
    const lo = Math.min(s.u1, s.u2);
    const hi = Math.max(s.u1, s.u2);
    const xAt = (u: number) => (hi === lo ? s.x1 : s.x1 + ((u - s.u1) / (s.u2 - s.u1)) * (s.x2 - s.x1));
    for (let b = Math.floor(lo / SLICE); b <= Math.floor(hi / SLICE); b++) {
      if (hi === lo) mark(b, s.x1, s.x2);
      else mark(b, xAt(Math.max(lo, b * SLICE)), xAt(Math.min(hi, (b + 1) * SLICE)));
    }
  }
  return { left, right };
}

// Junction x of each bone of one side, left to right: each as far left as its outline allows.
function packSide(outlines: ReturnType<typeof outline>[]): number[] {
  const xs: number[] = [];
  outlines.forEach((current, i) => {
    let x = i === 0 ? 0 : (xs[i - 1] ?? 0) + MIN_BONE_SPACING;
    for (let j = 0; j < i; j++) {
      for (const [band, right] of outlines[j]?.right ?? []) {
        const left = current.left.get(band);
        if (left !== undefined) x = Math.max(x, (xs[j] ?? 0) + right - left + BONE_MARGIN);
      }
    }
    xs.push(x);
  });
  return xs;
}

/** Where everything of the diagram goes. */
export function layoutFishbone(diagram: FishboneDiagram): FishboneLayout {
  const segments: FishboneSegment[] = [];
  const labels: FishboneLabel[] = [];
  for (const side of ['top', 'bottom'] as const) {
    const bones = diagram.bones.filter((_, i) => (i % 2 === 0) === (side === 'top'));
    const rows = bones.map(countCauses);
    const maxRows = Math.max(0, ...rows);
    // The bones of a side share one length, so their labels line up; their causes gather under the labels.
    const height = Math.max(MIN_BONE_HEIGHT, FIRST_ROW + maxRows * ROW + BONE_END_GAP);
    const parts = bones.map((bone, i) => layoutBone(bone, side, maxRows - (rows[i] ?? 0), height));
    const xs = packSide(parts.map(outline));
    const y = (u: number) => (side === 'top' ? -u : u);
    parts.forEach((part, i) => {
      const dx = xs[i] ?? 0;
      for (const s of part.segments) {
        const { kind, id, level } = s;
        segments.push({ kind, id, level, from: { x: s.x1 + dx, y: y(s.u1) }, to: { x: s.x2 + dx, y: y(s.u2) } });
      }
      for (const l of part.labels) {
        const top = Math.min(y(l.box.u1), y(l.box.u2));
        const box = { x: l.box.x1 + dx, y: top, width: l.box.x2 - l.box.x1, height: l.box.u2 - l.box.u1 };
        labels.push({
          id: l.id,
          text: l.text,
          level: l.level,
          side,
          x: l.x + dx,
          y: y(l.u),
          anchor: l.anchor,
          width: l.width,
          box,
        });
      }
    });
  }

  const xs = [
    ...segments.flatMap((s) => [s.from.x, s.to.x]),
    ...labels.flatMap((l) => [l.box.x, l.box.x + l.box.width]),
  ];
  const contentLeft = xs.length ? Math.min(...xs) : 0;
  const headLeft = (xs.length ? Math.max(...xs) : 160) + HEAD_GAP;
  const lines = wrapText(diagram.problem, HEAD_MAX_TEXT, FISHBONE_FONT.head, true);
  const textW = Math.max(...lines.map((line) => textWidth(line, FISHBONE_FONT.head, true)));
  const headW = Math.max(96, textW + 2 * HEAD_PAD_X);
  const headH = Math.max(56, lines.length * FISHBONE_FONT.headLineHeight + 2 * HEAD_PAD_Y);
  const head = { x: headLeft, y: -headH / 2, width: headW, height: headH };
  segments.unshift({
    kind: 'spine',
    id: ROOT,
    level: 0,
    from: { x: contentLeft - SPINE_TAIL, y: 0 },
    to: { x: headLeft, y: 0 },
  });

  // Shift everything so the drawing starts PADDING from the top-left corner.
  const top = Math.min(head.y, ...labels.map((l) => l.box.y), ...segments.flatMap((s) => [s.from.y, s.to.y]));
  const bottom = Math.max(
    head.y + headH,
    ...labels.map((l) => l.box.y + l.box.height),
    ...segments.flatMap((s) => [s.from.y, s.to.y]),
  );
  const dx = PADDING - (contentLeft - SPINE_TAIL);
  const dy = PADDING - top;
  const move = (p: Point) => ({ x: p.x + dx, y: p.y + dy });
  return {
    segments: segments.map((s) => ({ ...s, from: move(s.from), to: move(s.to) })),
    labels: labels.map((l) => ({
      ...l,
      x: l.x + dx,
      y: l.y + dy,
      box: { ...l.box, x: l.box.x + dx, y: l.box.y + dy },
    })),
    head: { box: { ...head, x: head.x + dx, y: head.y + dy }, lines },
    spineY: dy,
    width: head.x + headW + dx + PADDING,
    height: bottom - top + 2 * PADDING,
  };
}
