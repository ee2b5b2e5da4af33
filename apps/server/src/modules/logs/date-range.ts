import { parseLocalDateTime } from '@qis/shared';
import { type AnyColumn, and, gte, lte, type SQL } from 'drizzle-orm';
import { dateStr } from '../messages/messages.service';

/** The search's date bounds on a timestamp column (the contract has checked both texts and their order). */
export function withinDateRange(
  column: AnyColumn,
  range: { startTime?: string | undefined; endTime?: string | undefined },
): SQL | undefined {
  const start = range.startTime ? parseLocalDateTime(range.startTime, 'start') : null;
  const end = range.endTime ? parseLocalDateTime(range.endTime, 'end') : null;
  return and(start ? gte(column, start) : undefined, end ? lte(column, end) : undefined);
}

/** `YYYYMMDDHHmmss` (server time) for export file names. */
export const fileStamp = (time: Date) => dateStr(time).replace(/\D/g, '');
