import {
  clampTaskStatsRange,
  countTasksByDue,
  defaultTaskStatsRange,
  FMEA_DASHBOARD_MESSAGES,
  FMEA_KIND_POINT,
  type FmeaKind,
  type FmeaTaskCounts,
  kindOfEntityType,
  TASK_AUDIT_STATUS,
  type TaskStatisticsRow,
  type TaskStatsSearchType,
  tallyTaskStatistics,
  taskStatsBuckets,
} from '@qis/shared';
import { sql } from 'drizzle-orm';
import { fmeaProjects, fmeaTasks } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import { badRequest, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { listAuditTasks, todayOf } from '../fmea';

// The dashboard's task figures (contract fmea-dashboard.ts): the caller's node tasks of a kind (fmea_tasks assigned
// to the caller; approved = done), listed by the FMEA task service, counted by due state and tallied per day, week
// or month by the shared rules (domain task-statistics.ts), with today the database's.

/** The kind of an entity type, if the caller holds its "my FMEA" point with query (its plugin on): 403 otherwise. */
export function kindFor(ctx: UserContext, entityType: number): FmeaKind {
  const kind = kindOfEntityType(entityType);
  if (!can(ctx.principal, FMEA_KIND_POINT[kind].query)) throw forbidden(FMEA_DASHBOARD_MESSAGES.noKindPoint);
  return kind;
}

/** fmeaOverview/myPageFmeaTaskListInfo: Status 1 the open tasks, 2 the approved ones; soonest due first. */
export function myTasks(
  ctx: UserContext,
  query: { EntityType: number; Status: 1 | 2; SkipCount: number; MaxResultCount: number },
) {
  const kind = kindFor(ctx, query.EntityType);
  return listAuditTasks(ctx, kind, {
    ...(query.Status === 1 ? { open: true } : { auditStatus: TASK_AUDIT_STATUS.approved }),
    SkipCount: query.SkipCount,
    MaxResultCount: query.MaxResultCount,
  });
}

const mineOfKind = (ctx: UserContext, kind: FmeaKind) =>
  sql`${fmeaTasks.assigneeId} = ${ctx.principal.userId} and ${fmeaProjects.kind} = ${kind}`;

/**
 * taskList/geTaskListCountGroupStatus: the caller's tasks of the kind that wait for the caller — pending or rejected,
 * the ones the dashboard lets them submit — by due state (domain countTasksByDue). A submitted task leaves the counts
 * while it is under audit, and comes back if it is rejected.
 */
export async function taskCounts(ctx: UserContext, entityType: number): Promise<FmeaTaskCounts> {
  const kind = kindFor(ctx, entityType);
  const today = await todayOf(ctx.tx);
  const open = await ctx.tx.execute<{ end_date: string | null }>(sql`
    select ${fmeaTasks.endDate}::text as end_date
      from ${fmeaTasks} join ${fmeaProjects} on ${fmeaProjects.id} = ${fmeaTasks.projectId}
     where ${mineOfKind(ctx, kind)}
       and ${fmeaTasks.auditStatus} in (${TASK_AUDIT_STATUS.pending}, ${TASK_AUDIT_STATUS.rejected})`);
  return countTasksByDue(
    open.rows.map((row) => ({ endDate: row.end_date, done: false })),
    today,
  );
}

/**
 * taskList/taskListStatistics: the caller's tasks of the kind due in each bucket of the range (the search type's
 * default range when none is given). A range longer than three months, or ending before it starts, is refused.
 */
export async function taskStatistics(
  ctx: UserContext,
  query: { searchType: TaskStatsSearchType; EntityType: number; startTime?: string; endTime?: string },
): Promise<TaskStatisticsRow[]> {
  const kind = kindFor(ctx, query.EntityType);
  const today = await todayOf(ctx.tx);
  // Without an end: today; without a start: the search type's default range back from the end.
  const end = query.endTime ?? today;
  const start = query.startTime ?? defaultTaskStatsRange(query.searchType, end).start;
  if (end < start) throw badRequest(`参数 endTime 无效：${FMEA_DASHBOARD_MESSAGES.endBeforeStart}`);
  if (clampTaskStatsRange({ start, end }).clamped)
    throw badRequest(`参数 startTime 无效：${FMEA_DASHBOARD_MESSAGES.rangeTooLong}`);
  const tasks = await ctx.tx.execute<{ end_date: string | null; status: number; done_date: string | null }>(sql`
    select ${fmeaTasks.endDate}::text as end_date, ${fmeaTasks.auditStatus} as status,
           (${fmeaTasks.approvedAt})::date::text as done_date
      from ${fmeaTasks} join ${fmeaProjects} on ${fmeaProjects.id} = ${fmeaTasks.projectId}
     where ${mineOfKind(ctx, kind)}
       and (${fmeaTasks.endDate} between ${start}::date and ${end}::date
            or (${fmeaTasks.endDate} is null and ${fmeaTasks.auditStatus} = ${TASK_AUDIT_STATUS.approved}
                and (${fmeaTasks.approvedAt})::date between ${start}::date and ${end}::date))`);
  return tallyTaskStatistics(
    taskStatsBuckets(query.searchType, { start, end }),
    tasks.rows.map((row) => ({
      endDate: row.end_date,
      done: Number(row.status) === TASK_AUDIT_STATUS.approved,
      doneDate: row.done_date,
    })),
  );
}
