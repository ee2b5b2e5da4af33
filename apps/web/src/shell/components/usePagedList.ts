import type { TableProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../locales';

export interface PageQuery {
  SkipCount: number;
  MaxResultCount: number;
}
export interface Paged<T> {
  items: T[];
  totalCount: number;
}

/** Spec §9 default page size of lists. */
export const DEFAULT_PAGE_SIZE = 15;

/**
 * A paged list behind a search form (every list page of the platform): the filter, the page, loading, and the props
 * of the antd Table that shows it (`共N条数据`). A new filter starts again at page 1. `reloadOn` names a window event
 * after which the list reloads (e.g. the workflow counters changed).
 */
export function usePagedList<T, F extends object>(
  fetchPage: (query: F & PageQuery) => Promise<Paged<T>>,
  options: { initialFilter?: F; pageSize?: number; reloadOn?: string } = {},
) {
  const { pageSize = DEFAULT_PAGE_SIZE, reloadOn } = options;
  const [filter, setFilter] = useState<F>(options.initialFilter ?? ({} as F));
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Paged<T> | null>(null);
  const [loading, setLoading] = useState(false);
  // The latest fetch function, so callers may pass an inline one without reloading on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await fetchRef.current({ ...filter, SkipCount: (current - 1) * pageSize, MaxResultCount: pageSize }));
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, [filter, current, pageSize]);

  useEffect(() => {
    void reload();
    if (!reloadOn) return;
    const onEvent = () => void reload();
    window.addEventListener(reloadOn, onEvent);
    return () => window.removeEventListener(reloadOn, onEvent);
  }, [reload, reloadOn]);

  const search = useCallback((next: F) => {
    setFilter(next);
    setCurrent(1);
  }, []);

  const tableProps: Pick<TableProps<T>, 'loading' | 'dataSource' | 'scroll' | 'pagination'> = {
    loading,
    dataSource: page?.items ?? [],
    scroll: { x: 'max-content' },
    pagination: {
      current,
      pageSize,
      total: page?.totalCount ?? 0,
      showTotal: (total) => t('messages.total', { total }),
      onChange: setCurrent,
    },
  };
  return { filter, search, page, reload, tableProps };
}
