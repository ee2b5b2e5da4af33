import type { ControlChartCapabilityDto, ControlChartDto, ControlChartResultDto } from '@qis/shared';
import { Descriptions, Flex, Table, Typography } from 'antd';
import * as echarts from 'echarts/core';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { type MessageKey, t } from '../../../locales';
import { StatChart } from '../../statistics/components/StatChart';
import { controlChartOption, outOfControl } from './control-chart-option';

const CHART_TITLES: Record<ControlChartDto['type'], MessageKey> = {
  xbar: 'oldTools.cc.chart.xbar',
  R: 'oldTools.cc.chart.R',
  S: 'oldTools.cc.chart.S',
  individuals: 'oldTools.cc.chart.individuals',
  movingRange: 'oldTools.cc.chart.movingRange',
  p: 'oldTools.cc.chart.p',
  np: 'oldTools.cc.chart.np',
  c: 'oldTools.cc.chart.c',
  u: 'oldTools.cc.chart.u',
};

interface FlagRow {
  key: string;
  chart: string;
  point: number;
  value: number;
  rules: string[];
}

/** The answer of 分析: one chart with its key figures per returned chart, then the table of flagged points. */
export function ControlChartResult(props: { result: ControlChartResultDto; decimals: number; showZones: boolean }) {
  const { result, decimals, showZones } = props;
  const format = (value: number | null) => (value === null ? t('oldTools.cc.figures.varies') : value.toFixed(decimals));
  const flags = useMemo<FlagRow[]>(
    () =>
      result.charts.flatMap((chart) =>
        [...outOfControl(chart)]
          .sort(([a], [b]) => a - b)
          .map(([point, rules]) => ({
            key: `${chart.type}-${point}`,
            chart: t(CHART_TITLES[chart.type]),
            point,
            value: chart.points.value[point - chart.firstPoint] ?? Number.NaN,
            rules,
          })),
      ),
    [result],
  );
  return (
    <Flex vertical gap={16} data-testid="cc-result">
      {result.charts.map((chart) => (
        <div key={chart.type}>
          <ControlChartPlot chart={chart} decimals={decimals} showZones={showZones} />
          <Descriptions
            size="small"
            bordered
            column={4}
            data-testid={`cc-figures-${chart.type}`}
            items={[
              { key: 'cl', label: 'CL', children: format(chart.center) },
              { key: 'ucl', label: 'UCL', children: format(chart.ucl) },
              { key: 'lcl', label: 'LCL', children: format(chart.lcl) },
              { key: 'sigma', label: t('oldTools.cc.figures.sigma'), children: chart.sigma.toFixed(decimals) },
            ]}
          />
        </div>
      ))}
      {result.capability && <CapabilityFigures capability={result.capability} />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('oldTools.cc.flags')}
      </Typography.Title>
      <Table<FlagRow>
        size="small"
        dataSource={flags}
        pagination={flags.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: t('oldTools.cc.flags.none') }}
        data-testid="cc-flags"
        columns={[
          { title: t('oldTools.cc.chart'), dataIndex: 'chart', width: 120 },
          { title: t('oldTools.cc.point'), dataIndex: 'point', width: 80 },
          { title: t('oldTools.cc.value'), dataIndex: 'value', width: 120, render: (v: number) => v.toFixed(decimals) },
          { title: t('oldTools.cc.rule'), dataIndex: 'rules', render: (rules: string[]) => rules.join('；') },
        ]}
      />
    </Flex>
  );
}

function ControlChartPlot(props: { chart: ControlChartDto; decimals: number; showZones: boolean }) {
  const { chart, decimals, showZones } = props;
  const option = useMemo(() => controlChartOption(chart, decimals, showZones), [chart, decimals, showZones]);
  const box = useRef<HTMLDivElement>(null);
  useDrawnMark(box, option);
  return (
    <div ref={box}>
      <StatChart title={t(CHART_TITLES[chart.type])} option={option} height={340} />
    </div>
  );
}

/**
 * A bench reads this mark (e2e/bench/control-chart.ts: render time of a large chart): set once per option, when
 * ECharts reports the chart 'finished'. echarts-for-react draws in a temporary instance first and binds events only
 * after its (synchronous) setOption, so the final instance is awaited frame by frame; one already drawn and not
 * animating has reported 'finished' during setOption.
 */
function useDrawnMark(box: RefObject<HTMLDivElement | null>, option: unknown) {
  useEffect(() => {
    if (!option) return;
    let frame = 0;
    let animating: echarts.EChartsType | undefined;
    const mark = () => {
      animating?.off('finished', mark);
      animating = undefined;
      performance.mark('qis:control-chart-drawn');
    };
    const watch = () => {
      const element = box.current?.querySelector<HTMLElement>('.echarts-for-react');
      const chart = element ? echarts.getInstanceByDom(element) : undefined;
      if (!chart?.getOption()) frame = requestAnimationFrame(watch);
      else if (chart.getZr().animation.isFinished()) mark();
      else {
        animating = chart;
        chart.on('finished', mark);
      }
    };
    frame = requestAnimationFrame(watch);
    return () => {
      cancelAnimationFrame(frame);
      animating?.off('finished', mark);
    };
  }, [box, option]);
}

/** Cp/Cpk and Pp/Ppk against the settings' specification limits, to two decimals as capability indices are read. */
function CapabilityFigures({ capability }: { capability: ControlChartCapabilityDto }) {
  const format = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  return (
    <Descriptions
      size="small"
      bordered
      column={4}
      title={t('oldTools.cc.capability')}
      data-testid="cc-capability"
      items={[
        { key: 'cp', label: 'Cp', children: format(capability.cp) },
        { key: 'cpk', label: 'Cpk', children: <span data-testid="cc-cpk">{format(capability.cpk)}</span> },
        { key: 'pp', label: 'Pp', children: format(capability.pp) },
        { key: 'ppk', label: 'Ppk', children: <span data-testid="cc-ppk">{format(capability.ppk)}</span> },
      ]}
    />
  );
}
