import type { TablePaginationConfig } from 'antd';
import { DEFAULT_PAGE_SIZE } from '../../../shell/components/usePagedList';

/** Whether the row at `index` of the page shown is the first or the last of the whole list: its move buttons. */
export function listEnds(pagination: TablePaginationConfig | false | undefined, total: number) {
  const { current = 1, pageSize = DEFAULT_PAGE_SIZE } = pagination || {};
  const position = (index: number) => (current - 1) * pageSize + index;
  return { isFirst: (index: number) => position(index) === 0, isLast: (index: number) => position(index) >= total - 1 };
}
