import type { ArrowDiagramSchedule } from '@qis/shared';
import type { EdgeMeta, NodeMeta } from '../../diagram/sync-cells';
import type { ArrowLayout } from './arrow-layout';

// The X6 cells of a scheduled activity network: an activity box with its times, the start and finish events, and an
// arrow for each dependency (from the start to every first activity, from every last one to the finish). The critical
// path is drawn in red.

export const CRITICAL_COLOR = '#cf1322';
const NORMAL_COLOR = '#1677ff';
const LINE_COLOR = '#8c8c8c';
export const START_ID = 'event:start';
export const FINISH_ID = 'event:finish';

export interface ArrowTexts {
  start: string;
  finish: string;
  /** An activity's lines: name, duration, and its times. */
  activity: (a: ArrowDiagramSchedule['activities'][number]) => string[];
}

function eventMeta(id: string, box: ArrowLayout['start'], text: string): NodeMeta {
  return {
    id,
    shape: 'rect',
    ...box,
    zIndex: 2,
    attrs: {
      body: { fill: '#262626', stroke: '#262626', rx: box.width / 2, ry: box.height / 2 },
      label: { text, fontSize: 12, fill: '#ffffff' },
    },
    data: null,
  };
}

function arrow(id: string, from: string, to: string, critical: boolean): EdgeMeta {
  return {
    id,
    shape: 'edge',
    source: { cell: from, anchor: 'right' },
    target: { cell: to, anchor: 'left' },
    connector: { name: 'smooth' },
    zIndex: 1,
    attrs: {
      line: {
        stroke: critical ? CRITICAL_COLOR : LINE_COLOR,
        strokeWidth: critical ? 2.5 : 1.2,
        targetMarker: { name: 'block', width: 9, height: 7 },
      },
    },
    data: null,
  };
}

export function arrowCells(
  schedule: ArrowDiagramSchedule,
  predecessors: ReadonlyMap<string, readonly string[]>,
  layout: ArrowLayout,
  texts: ArrowTexts,
) {
  const critical = new Set(schedule.criticalActivities);
  const nodes: NodeMeta[] = [
    eventMeta(START_ID, layout.start, texts.start),
    eventMeta(FINISH_ID, layout.finish, texts.finish),
  ];
  const edges: EdgeMeta[] = [];
  const hasSuccessor = new Set<string>();
  const byId = new Map(schedule.activities.map((a) => [a.id, a]));
  for (const activity of schedule.activities) {
    const box = layout.boxes.get(activity.id);
    if (!box) continue;
    const isCritical = critical.has(activity.id);
    nodes.push({
      id: activity.id,
      shape: 'rect',
      ...box,
      zIndex: 2,
      attrs: {
        body: {
          fill: isCritical ? '#fff1f0' : '#ffffff',
          stroke: isCritical ? CRITICAL_COLOR : NORMAL_COLOR,
          strokeWidth: isCritical ? 2.5 : 1.2,
          rx: 6,
          ry: 6,
        },
        label: { text: texts.activity(activity).join('\n'), fontSize: 12, lineHeight: '18px', fill: '#262626' },
      },
      data: null,
    });
    const before = predecessors.get(activity.id) ?? [];
    for (const p of before) {
      hasSuccessor.add(p);
      // On the critical path when both ends are critical and the finish of one is the start of the other.
      const from = byId.get(p);
      const tight = !!from && critical.has(p) && isCritical && from.earliestFinish === activity.earliestStart;
      edges.push(arrow(`dep:${p}>${activity.id}`, p, activity.id, tight));
    }
    if (before.length === 0) edges.push(arrow(`dep:start>${activity.id}`, START_ID, activity.id, isCritical));
  }
  for (const activity of schedule.activities) {
    if (!hasSuccessor.has(activity.id)) {
      const last = critical.has(activity.id) && activity.earliestFinish === schedule.projectDuration;
      edges.push(arrow(`dep:${activity.id}>finish`, activity.id, FINISH_ID, last));
    }
  }
  return { nodes, edges };
}
