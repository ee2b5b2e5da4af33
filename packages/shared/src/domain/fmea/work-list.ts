/**
 * Step 6's work list (FailureMode/Optimization): the FM–FC chains of the form sheet filtered by AP before the actions
 * and by their actions, in the order a team works them off — AP H, M, L, then the unrated; within a priority the
 * more severe first; otherwise in the form sheet's order.
 *
 * The action criteria (status, responsible, overdue) hold for one and the same action of the chain; the status 'none'
 * also lets through the chains without any action (with ap ['H']: the high chains still waiting for one).
 */
import type { ActionPriority } from './ap';
import type { FormSheetRow } from './form-sheet';
import type { ActionStatus, OptimizationAction } from './net-schema';

export const WORK_LIST_NO_ACTION = 'none';
export type WorkListActionStatus = ActionStatus | typeof WORK_LIST_NO_ACTION;

export interface WorkListFilter {
  ap?: readonly ActionPriority[];
  actionStatus?: readonly WorkListActionStatus[];
  responsibleId?: string;
  /** true: only chains with an action past its target date and neither completed nor not implemented. */
  overdue?: boolean;
  /** Matched, case-insensitively, against the element, FE, FM, FC, controls and action texts. */
  keyword?: string;
}

/** An action past its target date that is still to be done (neither completed nor not implemented). */
export function isActionOverdue(action: Pick<OptimizationAction, 'targetDate' | 'status'>, today: string): boolean {
  return (
    action.targetDate !== null &&
    action.targetDate < today &&
    action.status !== 'completed' &&
    action.status !== 'notImplemented'
  );
}

const AP_RANK: Record<ActionPriority, number> = { H: 0, M: 1, L: 2 };

function rowText(row: FormSheetRow): string {
  return [
    row.focusElement?.name,
    row.mode.name,
    row.cause?.name,
    ...row.effects.map((e) => e.name),
    row.risk?.preventionControls,
    row.risk?.detectionControls,
    ...row.actions.flatMap((a) => [a.description, a.actionTaken]),
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

export function workListRows(rows: readonly FormSheetRow[], filter: WorkListFilter, today: string): FormSheetRow[] {
  const ap = filter.ap && filter.ap.length > 0 ? new Set(filter.ap) : null;
  const statuses = filter.actionStatus && filter.actionStatus.length > 0 ? new Set(filter.actionStatus) : null;
  const byAction = statuses !== null || filter.responsibleId !== undefined || filter.overdue === true;
  const keyword = filter.keyword?.trim().toLowerCase() || null;
  const actionMatches = (action: OptimizationAction) =>
    (statuses === null || statuses.has(action.status)) &&
    (filter.responsibleId === undefined || action.responsibleId === filter.responsibleId) &&
    (filter.overdue !== true || isActionOverdue(action, today));
  const kept = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => {
      if (row.cause === null) return false;
      if (ap && (row.ap === null || !ap.has(row.ap))) return false;
      if (byAction) {
        const none = statuses?.has(WORK_LIST_NO_ACTION) === true && row.actions.length === 0;
        if (!none && !row.actions.some(actionMatches)) return false;
      }
      return keyword === null || rowText(row).includes(keyword);
    });
  const rank = (row: FormSheetRow) => (row.ap === null ? 3 : AP_RANK[row.ap]);
  kept.sort((a, b) => rank(a.row) - rank(b.row) || (b.row.severity ?? 0) - (a.row.severity ?? 0) || a.index - b.index);
  return kept.map(({ row }) => row);
}
