/** One activity of an arrow diagram (activity network), given activity-on-node: the drawing is the web's business. */
export interface ArrowActivityInput {
  id: string;
  name: string;
  /** A non-negative finite number of time units (decimals allowed, e.g. 2.5 days); 0 for a dummy or a milestone. */
  duration: number;
  /** Ids of the activities that must finish before this one starts. */
  predecessors: string[];
}

/** An activity's place in the schedule (critical path method). */
export interface ActivitySchedule {
  id: string;
  name: string;
  duration: number;
  earliestStart: number;
  earliestFinish: number;
  latestStart: number;
  latestFinish: number;
  /** LS − ES: how long the activity can slip without delaying the project (0 when within tolerance). */
  totalFloat: number;
  /** min(ES of successors) − EF, or project end − EF: how long it can slip without delaying any successor. */
  freeFloat: number;
  critical: boolean;
}

export interface ArrowDiagramSchedule {
  /** In input order. */
  activities: ActivitySchedule[];
  /** Ids in a topological order (every activity after its predecessors). */
  order: string[];
  projectDuration: number;
  /** Ids of the activities without float, in topological order. */
  criticalActivities: string[];
  /** Every critical path from a first to a last activity as ordered ids, at most `CRITICAL_PATH_LIMIT` of them. */
  criticalPaths: string[][];
  /** True when there are more critical paths than `criticalPaths` lists. */
  truncated: boolean;
}

export type ArrowDiagramErrorCode =
  | 'empty'
  | 'blankId'
  | 'duplicateId'
  | 'invalidDuration'
  | 'selfDependency'
  | 'unknownPredecessor'
  | 'cycle';

/**
 * A refused network: the message is for the user; `activityIds` names the activities to highlight (in a cycle's
 * order for a cycle; the activity and then the missing id for an unknown predecessor).
 */
export interface ArrowDiagramError {
  code: ArrowDiagramErrorCode;
  message: string;
  activityIds: string[];
}

export type ArrowDiagramResult = { ok: true; schedule: ArrowDiagramSchedule } | { ok: false; error: ArrowDiagramError };

/** Enumeration of parallel critical paths stops here: a lattice can have exponentially many. */
export const CRITICAL_PATH_LIMIT = 100;

/** The network after validation: activities by index, with predecessor and successor indices. */
interface Network {
  activities: ArrowActivityInput[];
  predecessors: number[][];
  successors: number[][];
}

const label = (activity: ArrowActivityInput) => activity.name.trim() || activity.id;
const refuse = (code: ArrowDiagramErrorCode, message: string, activityIds: string[]): ArrowDiagramError => ({
  code,
  message,
  activityIds,
});

/**
 * Schedules an arrow diagram by the critical path method: a forward pass (earliest start/finish) and a backward
 * pass (latest start/finish) over a topological order from Kahn's algorithm, O(V + E). Answers the first problem
 * of the network in Chinese instead of throwing: none, a blank or repeated id, a negative or non-finite duration,
 * an activity that precedes itself, an unknown predecessor, or a cycle (named activity by activity).
 */
export function scheduleArrowDiagram(activities: ArrowActivityInput[]): ArrowDiagramResult {
  const network = buildNetwork(activities);
  if ('code' in network) return { ok: false, error: network };
  const order = topologicalOrder(network);
  if (order.length < activities.length) return { ok: false, error: refuseCycle(network, order) };
  return { ok: true, schedule: schedule(network, order) };
}

function buildNetwork(activities: ArrowActivityInput[]): Network | ArrowDiagramError {
  if (activities.length === 0) return refuse('empty', '请至少添加一个活动', []);
  const indexById = new Map<string, number>();
  for (const [index, activity] of activities.entries()) {
    if (!activity.id.trim()) {
      const which = activity.name.trim() ? `活动“${activity.name}”` : `第 ${index + 1} 个活动`;
      return refuse('blankId', `${which}缺少编号`, [activity.id]);
    }
    if (indexById.has(activity.id)) {
      return refuse('duplicateId', `活动编号“${activity.id}”重复`, [activity.id]);
    }
    indexById.set(activity.id, index);
    const { duration } = activity;
    if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
      return refuse('invalidDuration', `活动“${label(activity)}”的工期须为非负数`, [activity.id]);
    }
  }
  const predecessors: number[][] = activities.map(() => []);
  const successors: number[][] = activities.map(() => []);
  for (const [index, activity] of activities.entries()) {
    // A predecessor listed twice is one dependency.
    for (const predecessorId of new Set(activity.predecessors)) {
      if (predecessorId === activity.id) {
        return refuse('selfDependency', `活动“${label(activity)}”不能以自身为紧前活动`, [activity.id]);
      }
      const predecessor = indexById.get(predecessorId);
      if (predecessor === undefined) {
        const message = `活动“${label(activity)}”的紧前活动“${predecessorId}”不存在`;
        return refuse('unknownPredecessor', message, [activity.id, predecessorId]);
      }
      predecessors[index]?.push(predecessor);
      successors[predecessor]?.push(index);
    }
  }
  return { activities, predecessors, successors };
}

/** Kahn's algorithm, first activities in input order; shorter than the network when there is a cycle. */
function topologicalOrder({ predecessors, successors }: Network): number[] {
  const waiting = predecessors.map((list) => list.length);
  const order = waiting.flatMap((count, index) => (count === 0 ? [index] : []));
  for (let head = 0; head < order.length; head++) {
    for (const next of successors[order[head] as number] ?? []) {
      waiting[next] = (waiting[next] ?? 0) - 1;
      if (waiting[next] === 0) order.push(next);
    }
  }
  return order;
}

/**
 * Every activity Kahn's algorithm left waits for another left one, so walking back through waiting predecessors
 * must come round to an activity already seen: the walk from there is a cycle.
 */
function refuseCycle(network: Network, order: number[]): ArrowDiagramError {
  const done = new Set(order);
  const seenAt = new Map<number, number>();
  const walk: number[] = [];
  let current = network.activities.findIndex((_, index) => !done.has(index));
  while (!seenAt.has(current)) {
    seenAt.set(current, walk.length);
    walk.push(current);
    current = (network.predecessors[current] ?? []).find((p) => !done.has(p)) as number;
  }
  // The walk went against the arrows: reverse it, then start at the activity entered first.
  const cycle = walk.slice(seenAt.get(current)).reverse();
  const first = cycle.indexOf(cycle.reduce((a, b) => Math.min(a, b)));
  const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
  const members = rotated.map((index) => network.activities[index] as ArrowActivityInput);
  const names = [...members, members[0] as ArrowActivityInput].map(label).join(' → ');
  const ids = members.map((m) => m.id);
  return refuse('cycle', `活动存在循环依赖：${names}`, ids);
}

/** The forward pass (earliest starts, the project's end) and the backward pass (latest finishes). */
function passes({ activities, predecessors, successors }: Network, order: number[]) {
  const durationOf = (index: number) => (activities[index] as ArrowActivityInput).duration;
  const earliestStart = activities.map(() => 0);
  for (const index of order) {
    for (const p of predecessors[index] ?? []) {
      earliestStart[index] = Math.max(earliestStart[index] as number, (earliestStart[p] as number) + durationOf(p));
    }
  }
  const projectDuration = earliestStart.reduce((end, start, index) => Math.max(end, start + durationOf(index)), 0);
  const latestFinish = activities.map(() => projectDuration);
  for (let i = order.length - 1; i >= 0; i--) {
    const index = order[i] as number;
    for (const s of successors[index] ?? []) {
      latestFinish[index] = Math.min(latestFinish[index] as number, (latestFinish[s] as number) - durationOf(s));
    }
  }
  return { earliestStart, latestFinish, projectDuration };
}

function schedule(network: Network, order: number[]): ArrowDiagramSchedule {
  const { activities, successors } = network;
  const { earliestStart, latestFinish, projectDuration } = passes(network, order);
  // Decimal durations leave rounding residues (0.1 + 0.2 vs 0.3): floats this small are zero.
  const tolerance = 1e-9 * Math.max(1, projectDuration);
  const float = (value: number) => (Math.abs(value) <= tolerance ? 0 : value);
  const rows = activities.map(({ id, name, duration }, index): ActivitySchedule => {
    const es = earliestStart[index] as number;
    const lf = latestFinish[index] as number;
    const nextStart = (successors[index] ?? []).reduce(
      (soonest, s) => Math.min(soonest, earliestStart[s] as number),
      projectDuration,
    );
    const ef = es + duration;
    const ls = lf - duration;
    const totalFloat = float(ls - es);
    const freeFloat = float(nextStart - ef);
    const critical = totalFloat === 0;
    // A critical activity's late times are its early ones, without the rounding residue of the backward pass.
    const late = critical ? { latestStart: es, latestFinish: ef } : { latestStart: ls, latestFinish: lf };
    const times = { earliestStart: es, earliestFinish: ef, ...late };
    return { id, name, duration, ...times, totalFloat, freeFloat, critical };
  });
  const idOf = (index: number) => activities[index]?.id as string;
  const { paths, truncated } = criticalPaths(network, order, rows, tolerance);
  return {
    activities: rows,
    order: order.map(idOf),
    projectDuration,
    criticalActivities: order.filter((index) => rows[index]?.critical).map(idOf),
    criticalPaths: paths,
    truncated,
  };
}

/**
 * Critical paths run from a first activity to a last one through critical activities, each starting when the one
 * before finishes. Only links from which a last activity can still be reached that way are followed, so the
 * depth-first enumeration never backtracks in vain and stops after `CRITICAL_PATH_LIMIT` paths.
 */
function criticalPaths(network: Network, order: number[], rows: ActivitySchedule[], tolerance: number) {
  const row = (index: number) => rows[index] as ActivitySchedule;
  const links = (index: number) =>
    (network.successors[index] ?? []).filter(
      (s) => row(s).critical && Math.abs(row(s).earliestStart - row(index).earliestFinish) <= tolerance,
    );
  const reachesEnd = rows.map(() => false);
  for (let i = order.length - 1; i >= 0; i--) {
    const index = order[i] as number;
    const successors = network.successors[index] ?? [];
    reachesEnd[index] = row(index).critical && (successors.length === 0 || links(index).some((s) => reachesEnd[s]));
  }
  const next = (index: number) => links(index).filter((s) => reachesEnd[s]);

  const paths: string[][] = [];
  const firsts = order.filter((index) => (network.predecessors[index] ?? []).length === 0 && reachesEnd[index]);
  // Each stack entry is an activity of the current path and the successors still to try from it.
  const stack: { index: number; rest: number[] }[] = [];
  const push = (index: number) => stack.push({ index, rest: next(index) });
  for (const first of firsts) {
    push(first);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { index: number; rest: number[] };
      if ((network.successors[top.index] ?? []).length === 0) {
        if (paths.length === CRITICAL_PATH_LIMIT) return { paths, truncated: true };
        paths.push(stack.map((entry) => network.activities[entry.index]?.id as string));
      }
      const following = top.rest.shift();
      if (following === undefined) stack.pop();
      else push(following);
    }
  }
  return { paths, truncated: false };
}
