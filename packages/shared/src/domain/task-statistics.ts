/**
 * The rules of a dashboard's task figures (modules spec §2, §5, §9), shared by the FMEA dashboard (entity types
 * 1003 / 1004 / 1005) and, later, the QFD one (1007): the task statistics chart's date ranges (defaults, the
 * three-month clamp, future dates), its buckets by day, week or month with the completion rate, and the task counts
 * by due state. Dates are calendar dates 'YYYY-MM-DD' (the chart sends 'YYYY-MM-DD HH:mm:ss', start at 00:00:00 and
 * end at 23:59:59: only the date part counts).
 */

/** searchType of the task statistics (spec §9): 1 day, 2 week, 3 month. */
export const TASK_STATS_SEARCH_TYPES = { day: 1, week: 2, month: 3 } as const;
export type TaskStatsSearchType = (typeof TASK_STATS_SEARCH_TYPES)[keyof typeof TASK_STATS_SEARCH_TYPES];

/** Largest span of the chart's range (spec §5), and the warning when a start is moved to it. */
export const TASK_STATS_MAX_MONTHS = 3;
export const TASK_STATS_RANGE_MESSAGE = '最大查询范围为三个月';

export interface DateRange {
  start: string;
  end: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar date part of 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (null when it is neither a real date). */
export function calendarDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return fromUtc(toUtc(date)) === date ? date : null;
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** `months` calendar months later (earlier when negative); a day the month lacks becomes its last (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** The earliest start a range ending on `end` may have: three months before it, plus one day. */
export function earliestTaskStatsStart(end: string): string {
  return addDays(addMonths(end, -TASK_STATS_MAX_MONTHS), 1);
}

/**
 * The chart's default range for a search type (spec §5), ending today: by day the last 7 days, by week the last 4
 * weeks, by month the last 3 months plus one day (each counted back from today, today included).
 */
export function defaultTaskStatsRange(searchType: TaskStatsSearchType, today: string): DateRange {
  if (searchType === TASK_STATS_SEARCH_TYPES.day) return { start: addDays(today, -6), end: today };
  if (searchType === TASK_STATS_SEARCH_TYPES.week) return { start: addDays(today, -27), end: today };
  return { start: earliestTaskStatsStart(today), end: today };
}

/** A date the chart's pickers refuse: after today (spec §5 "future dates cannot be picked"). */
export function isFutureDate(date: string, today: string): boolean {
  return date > today;
}

/**
 * Spec §5: a start earlier than three months before the end is moved to three months before the end plus one day;
 * `clamped` tells the screen to warn '最大查询范围为三个月'.
 */
export function clampTaskStatsRange(range: DateRange): DateRange & { clamped: boolean } {
  const earliest = earliestTaskStatsStart(range.end);
  return range.start < earliest ? { start: earliest, end: range.end, clamped: true } : { ...range, clamped: false };
}

/** One bucket of the chart: its label (`date`) and the calendar days it covers, both included. */
export interface TaskStatsBucket {
  /** Day: the date; week: its first day in the range; month: 'YYYY-MM'. */
  date: string;
  from: string;
  to: string;
}

/** Monday of the week of `date` (weeks start on Monday, as the Chinese calendar counts them). */
function mondayOf(date: string): string {
  const weekday = toUtc(date).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The buckets of a range by day, week (Monday to Sunday, the first and last cut to the range) or month (the first
 * and last cut to the range), in order.
 */
export function taskStatsBuckets(searchType: TaskStatsSearchType, range: DateRange): TaskStatsBucket[] {
  const buckets: TaskStatsBucket[] = [];
  let from = range.start;
  while (from <= range.end) {
    let to: string;
    let label = from;
    if (searchType === TASK_STATS_SEARCH_TYPES.day) to = from;
    else if (searchType === TASK_STATS_SEARCH_TYPES.week) to = addDays(mondayOf(from), 6);
    else {
      to = addDays(addMonths(`${from.slice(0, 7)}-01`, 1), -1);
      label = from.slice(0, 7);
    }
    if (to > range.end) to = range.end;
    buckets.push({ date: label, from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

/** What the statistics need of a task. */
export interface StatisticsTask {
  /** Planned end 'YYYY-MM-DD', or null. */
  endDate: string | null;
  /** Done (an FMEA task: approved). */
  done: boolean;
  /** The day it was done, when done. */
  doneDate: string | null;
}

/** The day a task counts on: its planned end; a task without one, the day it was done (not counted while open). */
export function taskStatsDate(task: StatisticsTask): string | null {
  return task.endDate ?? (task.done ? task.doneDate : null);
}

/** A row of the task statistics (spec §3): done and not done of the tasks due in the bucket, and the rate in %. */
export interface TaskStatsRow {
  date: string;
  from: string;
  to: string;
  currentDoneNum: number;
  currentTodoNum: number;
  /** Done of all, in percent 0–100 with two decimals; 0 for a bucket without tasks. */
  jobRate: number;
}

export function completionRate(done: number, todo: number): number {
  const all = done + todo;
  return all === 0 ? 0 : Math.round((done / all) * 10_000) / 100;
}

/** The rows of the chart: each bucket with the tasks that count on one of its days. */
export function tallyTaskStatistics(
  buckets: readonly TaskStatsBucket[],
  tasks: readonly StatisticsTask[],
): TaskStatsRow[] {
  const rows = buckets.map((bucket) => ({ ...bucket, currentDoneNum: 0, currentTodoNum: 0, jobRate: 0 }));
  for (const task of tasks) {
    const date = taskStatsDate(task);
    if (date === null) continue;
    // Buckets are in order and contiguous: a binary search finds the one holding the date.
    let low = 0;
    let high = rows.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const row = rows[mid] as TaskStatsRow;
      if (date < row.from) high = mid - 1;
      else if (date > row.to) low = mid + 1;
      else {
        if (task.done) row.currentDoneNum += 1;
        else row.currentTodoNum += 1;
        break;
      }
    }
  }
  for (const row of rows) row.jobRate = completionRate(row.currentDoneNum, row.currentTodoNum);
  return rows;
}

/** The task counts of a dashboard (spec §3 "Task count"). */
export interface TaskDueCounts {
  /** Open, planned end before today (the task list's ?type=3). */
  overdueCount: number;
  /** Open, planned end today. */
  todayCount: number;
  /** Open and not overdue: planned end today or later, or none (the task list's ?type=2, today's included). */
  noDueCount: number;
}

/**
 * Counts tasks not done (the caller passes those that wait for the user) by due state, as the 'more' links filter
 * them: overdue before today, not yet due from today on or without an end; today's are also counted on their own.
 */
export function countTasksByDue(
  tasks: readonly { endDate: string | null; done: boolean }[],
  today: string,
): TaskDueCounts {
  const counts: TaskDueCounts = { overdueCount: 0, todayCount: 0, noDueCount: 0 };
  for (const task of tasks) {
    if (task.done) continue;
    if (task.endDate !== null && task.endDate < today) counts.overdueCount += 1;
    else {
      counts.noDueCount += 1;
      if (task.endDate === today) counts.todayCount += 1;
    }
  }
  return counts;
}
