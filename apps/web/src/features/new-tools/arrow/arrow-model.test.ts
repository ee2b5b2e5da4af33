import { type ArrowDiagramDoc, scheduleArrowDiagram } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { addActivity, nextActivityId, removeActivity, updateActivity } from './arrow-model';

const empty: ArrowDiagramDoc = { unit: '天', activities: [] };

describe('arrow diagram editing', () => {
  it('codes activities A, B, … and chains a new one after the last', () => {
    const two = addActivity(addActivity(empty, '设计'), '采购');
    expect(two.activities.map((a) => [a.id, a.predecessors])).toEqual([
      ['A', []],
      ['B', ['A']],
    ]);
    expect(nextActivityId({ ...two, activities: two.activities.filter((a) => a.id !== 'A') })).toBe('A');
  });

  it('keeps the chain when an activity in the middle is removed', () => {
    let diagram = addActivity(addActivity(addActivity(empty, 'a'), 'b'), 'c');
    diagram = removeActivity(diagram, 'B');
    expect(diagram.activities.map((a) => [a.id, a.predecessors])).toEqual([
      ['A', []],
      ['C', ['A']],
    ]);
  });

  it('schedules what was typed: the critical path and the total duration follow the durations', () => {
    let diagram = addActivity(addActivity(addActivity(empty, '基础'), '墙体'), '水电');
    diagram = updateActivity(diagram, 'C', { predecessors: ['A'], duration: 4 });
    diagram = updateActivity(diagram, 'B', { duration: 2 });
    const result = scheduleArrowDiagram(diagram.activities);
    expect(result.ok && result.schedule.projectDuration).toBe(5);
    expect(result.ok && result.schedule.criticalPaths).toEqual([['A', 'C']]);
  });
});
