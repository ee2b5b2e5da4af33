import {
  clampTaskStatsRange,
  defaultTaskStatsRange,
  type FmeaKind,
  isFutureDate,
  TASK_STATS_SEARCH_TYPES,
  type TaskStatsSearchType,
} from '@qis/shared';
import { App, Card, DatePicker, Radio, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchStatistics, type StatisticsRow } from '../api';

const TaskChart = lazy(() => import('./TaskChart'));
const DAY = 'YYYY-MM-DD';
const todayText = () => dayjs().format(DAY);

/**
 * The task statistics card (spec §5, §9): by day, week or month over the type's default range (7 days, 4 weeks, 3
 * months plus a day), future days not pickable, a range over three months moved to three months before its end plus
 * one day with the warning 最大查询范围为三个月. Reloads when `refreshKey` changes (a task was submitted).
 */
export function TaskChartCard({ kind, refreshKey }: { kind: FmeaKind; refreshKey: number }) {
  const { message } = App.useApp();
  const [searchType, setSearchType] = useState<TaskStatsSearchType>(TASK_STATS_SEARCH_TYPES.day);
  const [range, setRange] = useState(() => defaultTaskStatsRange(TASK_STATS_SEARCH_TYPES.day, todayText()));
  const [rows, setRows] = useState<StatisticsRow[] | null>(null);

  useEffect(() => {
    let live = true;
    void refreshKey;
    fetchStatistics(kind, searchType, range.start, range.end).then(
      (answer) => live && setRows(answer),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [kind, searchType, range, refreshKey]);

  const changeType = (type: TaskStatsSearchType) => {
    setSearchType(type);
    setRange(defaultTaskStatsRange(type, todayText()));
  };
  const changeRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    if (!dates?.[0] || !dates[1]) return;
    const clamped = clampTaskStatsRange({ start: dates[0].format(DAY), end: dates[1].format(DAY) });
    if (clamped.clamped) void message.warning(t('fmeaDashboard.chart.tooLong'));
    setRange({ start: clamped.start, end: clamped.end });
  };

  return (
    <Card
      size="small"
      title={t('fmeaDashboard.chart.title')}
      data-testid="fmea-dashboard-chart"
      extra={
        <Space wrap>
          <Radio.Group
            size="small"
            value={searchType}
            onChange={(e) => changeType(e.target.value as TaskStatsSearchType)}
            optionType="button"
            options={[
              { value: TASK_STATS_SEARCH_TYPES.day, label: t('fmeaDashboard.chart.day') },
              { value: TASK_STATS_SEARCH_TYPES.week, label: t('fmeaDashboard.chart.week') },
              { value: TASK_STATS_SEARCH_TYPES.month, label: t('fmeaDashboard.chart.month') },
            ]}
            data-testid="chart-search-type"
          />
          <DatePicker.RangePicker
            size="small"
            allowClear={false}
            value={[dayjs(range.start), dayjs(range.end)]}
            disabledDate={(date) => isFutureDate(date.format(DAY), todayText())}
            onChange={changeRange}
            data-testid="chart-range"
          />
        </Space>
      }
    >
      <div data-testid="chart-range-value" data-start={range.start} data-end={range.end}>
        {rows === null ? (
          <Skeleton active />
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <TaskChart rows={rows} weekly={searchType === TASK_STATS_SEARCH_TYPES.week} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
