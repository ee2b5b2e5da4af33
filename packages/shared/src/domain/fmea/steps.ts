/**
 * The seven AIAG-VDA steps of a project as its plan shows them (the sevenStepsList calls): each step with the tasks
 * of its nodes, its dates (earliest start, latest end of those tasks), its status and progress. Step 1 (planning
 * and preparation) has no task node: it is the plan itself, done once every task has an assignee and an end date.
 */
import { FMEA_STEPS, FMEA_TASK_NODES, type FmeaKind, isTaskOverdue, TASK_AUDIT_STATUS } from './kinds';

export interface StepTask {
  nodeId: number;
  auditStatus: number;
  assigneeId: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** notStarted: nothing submitted and the net has not reached it; done: every task approved (step 1: fully planned). */
export type StepStatus = 'notStarted' | 'inProgress' | 'done';

export interface PlanStep<T extends StepTask> {
  step: number;
  startTime: string | null;
  endTime: string | null;
  status: StepStatus;
  /** Percent 0–100: approved tasks of the step (step 1: planned tasks of the project). */
  progress: number;
  /** The net has reached the step (progress stage ≥ step, spec §4). */
  reached: boolean;
  /** Not done and its latest end lies before today. */
  overdue: boolean;
  tasks: T[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

function span(dates: (string | null)[], pick: 'min' | 'max'): string | null {
  const known = dates.filter((date): date is string => date !== null).sort();
  return (pick === 'min' ? known[0] : known[known.length - 1]) ?? null;
}

export function planSteps<T extends StepTask>(
  kind: FmeaKind,
  project: { startTime: string },
  tasks: readonly T[],
  stage: number,
  today: string,
): PlanStep<T>[] {
  const byNode = new Map(tasks.map((task) => [task.nodeId, task]));
  const nodes = FMEA_TASK_NODES[kind];
  const planned = tasks.filter((task) => task.assigneeId !== null && task.endTime !== null).length;
  const planProgress = percent(planned, nodes.length);
  const steps: PlanStep<T>[] = [
    {
      step: 1,
      startTime: project.startTime,
      endTime: span(
        tasks.map((task) => task.startTime),
        'min',
      ),
      status: planProgress === 100 ? 'done' : planProgress > 0 || stage >= 1 ? 'inProgress' : 'notStarted',
      progress: planProgress,
      reached: stage >= 1,
      overdue: false,
      tasks: [],
    },
  ];
  for (let step = 2; step <= FMEA_STEPS; step++) {
    const stepTasks = nodes
      .filter((node) => node.step === step)
      .map((node) => byNode.get(node.id))
      .filter((task): task is T => task !== undefined);
    const approved = stepTasks.filter((task) => task.auditStatus === TASK_AUDIT_STATUS.approved).length;
    const started = stepTasks.some((task) => task.auditStatus !== TASK_AUDIT_STATUS.pending) || stage >= step;
    const done = stepTasks.length > 0 && approved === stepTasks.length;
    const endTime = span(
      stepTasks.map((task) => task.endTime),
      'max',
    );
    steps.push({
      step,
      startTime: span(
        stepTasks.map((task) => task.startTime),
        'min',
      ),
      endTime,
      status: done ? 'done' : started ? 'inProgress' : 'notStarted',
      progress: percent(approved, stepTasks.length),
      reached: stage >= step,
      overdue: !done && stepTasks.some((task) => isTaskOverdue(task, today)),
      tasks: stepTasks,
    });
  }
  return steps;
}
