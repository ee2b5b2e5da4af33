import { parseLocalDateTime } from '@qis/shared';
import { type AnyColumn, and, gte, lte, type SQL } from 'drizzle-orm';

/** The search's date bounds on a timestamp column (the contract has checked both texts and their order). */
export function withinDateRange(
  column: AnyColumn,
  range: { startTime?: string | undefined; endTime?: string | undefined },
): SQL | undefined {
  const start = range.startTime ? parseLocalDateTime(range.startTime, 'start') : null;
  const end = range.endTime ? parseLocalDateTime(range.endTime, 'end') : null;
  return and(start ? gte(column, start) : undefined, end ? lte(column, end) : undefined);
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Local `YYYY-MM-DD HH:mm:ss` for the exported workbooks. */
export function localTimeText(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ${pad(time.getHours())}:${pad(
    time.getMinutes(),
  )}:${pad(time.getSeconds())}`;
}

/** `YYYYMMDDHHmmss` for export file names. */
export const fileStamp = (time: Date) => localTimeText(time).replace(/\D/g, '');
