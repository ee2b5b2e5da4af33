import { expect, it } from 'vitest';
import { canSubmitTask, DFMEA_TASK_NODES, fmeaStatusTag, isTaskOverdue } from './kinds';

it('tags a project from workFlowStatus and projectStatus as spec §4 says, and nothing for other pairs', () => {
  expect(fmeaStatusTag(0, 0)).toBe('inProgress');
  expect(fmeaStatusTag(0, 1)).toBe('cancelled');
  expect(fmeaStatusTag(1, 1)).toBe('cancelling');
  expect(fmeaStatusTag(1, 0)).toBeNull();
  expect(fmeaStatusTag(2, 2)).toBeNull();
});

it('lets a task be submitted only while pending or rejected', () => {
  expect([1, 2, 3, 4].map(canSubmitTask)).toEqual([true, false, true, false]);
});

it('calls a task overdue when it is not approved and its end date lies before today', () => {
  const today = '2026-11-28';
  expect(isTaskOverdue({ auditStatus: 1, endTime: '2026-11-27' }, today)).toBe(true);
  expect(isTaskOverdue({ auditStatus: 3, endTime: '2026-11-27' }, today)).toBe(true);
  expect(isTaskOverdue({ auditStatus: 1, endTime: '2026-11-28' }, today)).toBe(false);
  expect(isTaskOverdue({ auditStatus: 4, endTime: '2026-01-01' }, today)).toBe(false);
  expect(isTaskOverdue({ auditStatus: 1, endTime: null }, today)).toBe(false);
});

it('has the twelve DFMEA task nodes with the ids 10032 to 100313 in order', () => {
  expect(DFMEA_TASK_NODES.map((node) => node.id)).toEqual([
    10032, 10033, 10034, 10035, 10036, 10037, 10038, 10039, 100310, 100311, 100312, 100313,
  ]);
});
