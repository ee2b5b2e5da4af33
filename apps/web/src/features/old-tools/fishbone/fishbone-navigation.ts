import type { Box, FishboneLayout } from './fishbone-layout';
import { ROOT } from './fishbone-model';

// Arrow keys move the selection to the nearest text on that side, as the eye sees the diagram.

export type Direction = 'up' | 'down' | 'left' | 'right';

const VECTORS: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

const center = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

// How far apart two boxes are across the direction of travel (0 when they overlap there).
function sideGap(a: Box, b: Box, horizontal: boolean): number {
  const [a1, a2, b1, b2] = horizontal
    ? [a.y, a.y + a.height, b.y, b.y + b.height]
    : [a.x, a.x + a.width, b.x, b.x + b.width];
  return Math.max(0, b1 - a2, a1 - b2);
}

/** The id (a cause id or ROOT for the head) of the nearest text from `from` in `direction`, or null. */
export function neighbourInDirection(layout: FishboneLayout, from: string, direction: Direction): string | null {
  const items = [{ id: ROOT, box: layout.head.box }, ...layout.labels.map((l) => ({ id: l.id, box: l.box }))];
  const start = items.find((item) => item.id === from);
  if (!start) return null;
  const [vx, vy] = VECTORS[direction];
  const origin = center(start.box);
  let best: { id: string; score: number } | null = null;
  for (const item of items) {
    if (item.id === from) continue;
    const c = center(item.box);
    const along = (c.x - origin.x) * vx + (c.y - origin.y) * vy;
    if (along <= 1) continue;
    const score = along + 3 * sideGap(start.box, item.box, vx !== 0);
    if (!best || score < best.score) best = { id: item.id, score };
  }
  return best?.id ?? null;
}
