import type { ArrowDiagramSchedule } from '@qis/shared';
import type { Box } from '../../diagram/DiagramTextEditor';

// The activity network drawn left to right: an activity's column is the longest chain of predecessors before it, so
// every arrow points rightwards; within a column activities keep their order in the table. Pure.

export const NODE_SIZE = { width: 176, height: 92 } as const;
const COLUMN_GAP = 72;
const ROW_GAP = 28;
/** Room for the start and finish circles at either end. */
export const END_SIZE = 44;

export interface ArrowLayout {
  boxes: Map<string, Box>;
  start: Box;
  finish: Box;
  width: number;
  height: number;
}

/** Places the scheduled activities (predecessors by id from `predecessors`). */
export function layoutArrowNetwork(
  schedule: ArrowDiagramSchedule,
  predecessors: ReadonlyMap<string, readonly string[]>,
): ArrowLayout {
  const level = new Map<string, number>();
  for (const id of schedule.order) {
    const before = predecessors.get(id) ?? [];
    level.set(
      id,
      before.reduce((most, p) => Math.max(most, (level.get(p) ?? 0) + 1), 0),
    );
  }
  const columns: string[][] = [];
  for (const activity of schedule.activities) {
    const column = level.get(activity.id) ?? 0;
    columns[column] ??= [];
    columns[column].push(activity.id);
  }
  const tallest = Math.max(1, ...columns.map((ids) => ids.length));
  const height = tallest * NODE_SIZE.height + (tallest - 1) * ROW_GAP;
  const boxes = new Map<string, Box>();
  const left = END_SIZE + COLUMN_GAP;
  for (const [column, ids] of columns.entries()) {
    const block = ids.length * NODE_SIZE.height + (ids.length - 1) * ROW_GAP;
    for (const [row, id] of ids.entries()) {
      boxes.set(id, {
        x: left + column * (NODE_SIZE.width + COLUMN_GAP),
        y: (height - block) / 2 + row * (NODE_SIZE.height + ROW_GAP),
        ...NODE_SIZE,
      });
    }
  }
  const finishX = left + columns.length * (NODE_SIZE.width + COLUMN_GAP);
  const middle = height / 2 - END_SIZE / 2;
  return {
    boxes,
    start: { x: 0, y: middle, width: END_SIZE, height: END_SIZE },
    finish: { x: finishX, y: middle, width: END_SIZE, height: END_SIZE },
    width: finishX + END_SIZE,
    height,
  };
}
