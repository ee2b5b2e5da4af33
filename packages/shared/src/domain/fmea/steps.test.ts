import { expect, it } from 'vitest';
import { DFMEA_TASK_NODES } from './kinds';
import { planSteps, type StepTask } from './steps';

const TODAY = '2026-11-28';

/** The twelve DFMEA tasks, unplanned and pending, with `changes` by node key. */
function tasks(changes: Partial<Record<string, Partial<StepTask>>> = {}): StepTask[] {
  return DFMEA_TASK_NODES.map((node) => ({
    nodeId: node.id,
    auditStatus: 1,
    assigneeId: null,
    startTime: null,
    endTime: null,
    ...changes[node.key],
  }));
}

it('groups the DFMEA tasks into the seven steps: none in step 1, BOM to interface analysis in step 2 …', () => {
  const steps = planSteps(0, { startTime: '2026-11-01' }, tasks(), 1, TODAY);
  expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(steps.map((s) => s.tasks.length)).toEqual([0, 4, 2, 2, 1, 2, 1]);
  expect(steps.map((s) => s.status)).toEqual([
    'inProgress',
    'notStarted',
    'notStarted',
    'notStarted',
    'notStarted',
    'notStarted',
    'notStarted',
  ]);
  expect(steps[0]).toMatchObject({ progress: 0, reached: true, startTime: '2026-11-01', endTime: null });
});

it('is planned (step 1 done) once every task has an assignee and an end date', () => {
  const all = Object.fromEntries(
    DFMEA_TASK_NODES.map((node) => [node.key, { assigneeId: 'u1', startTime: '2026-11-02', endTime: '2026-12-01' }]),
  );
  expect(planSteps(0, { startTime: '2026-11-01' }, tasks(all), 1, TODAY)[0]).toMatchObject({
    status: 'done',
    progress: 100,
    endTime: '2026-11-02',
  });
  const half = Object.fromEntries(Object.entries(all).slice(0, 6));
  expect(planSteps(0, { startTime: '2026-11-01' }, tasks(half), 1, TODAY)[0]).toMatchObject({ progress: 50 });
});

it('counts approved tasks as progress, spans the dates of its tasks, and is done when all are approved', () => {
  const steps = planSteps(
    0,
    { startTime: '2026-11-01' },
    tasks({
      bom: { auditStatus: 4, startTime: '2026-11-02', endTime: '2026-11-10' },
      structureTree: { auditStatus: 2, startTime: '2026-11-05', endTime: '2026-11-20' },
      pDiagram: { auditStatus: 4 },
      functionList: { auditStatus: 4 },
      riskAnalysis: { auditStatus: 3, endTime: '2026-11-27' },
    }),
    2,
    TODAY,
  );
  expect(steps[1]).toMatchObject({
    status: 'inProgress',
    progress: 25,
    startTime: '2026-11-02',
    endTime: '2026-11-20',
    reached: true,
    overdue: true,
  });
  expect(steps[2]).toMatchObject({ status: 'done', progress: 100, reached: false, overdue: false });
  // A rejected task has been worked on: the step is under way, and it is overdue.
  expect(steps[4]).toMatchObject({ status: 'inProgress', progress: 0, overdue: true });
});

it('has nothing to plan for a kind whose nodes are not defined yet', () => {
  const steps = planSteps(1, { startTime: '2026-11-01' }, [], 0, TODAY);
  expect(steps.every((s) => s.tasks.length === 0)).toBe(true);
  expect(steps[0]).toMatchObject({ status: 'notStarted', progress: 0 });
});
