import { CONTROL_CHART_RULES, type ControlChartResultDto, type ControlPlanChartDto, FMEA_KINDS } from '@qis/shared';
import type { UserContext } from '../../../platform/http/request-context';
import { type ControlChartOption, linkedChartFigures, ownControlCharts } from '../../old-tools';
import { projectFor } from '../project-access';
import { lineDto, lineRowsOf } from './control-plan-rows';

// The loop back from the shop floor: each linked line's control chart as its page computes it now (old-tools
// linkedChartFigures: the file's settings and data through makeControlChart, Cpk by @qis/stats), reduced to what the
// risk view shows beside the occurrence rating — Cpk, Ppk and the out-of-control signals.

const PFMEA = FMEA_KINDS.pfmea;
const RULE_NAMES = new Map<string, string>(CONTROL_CHART_RULES.map((rule) => [rule.id, rule.name]));

/** Points beyond their limits or breaking a rule, over the chart pair; the last of them; whether it is the last point. */
function signalsOf(result: ControlChartResultDto) {
  const byPoint = new Map<number, Set<string>>();
  const mark = (point: number, rule: string) => {
    const rules = byPoint.get(point) ?? new Set<string>();
    rules.add(rule);
    byPoint.set(point, rules);
  };
  for (const chart of result.charts) {
    for (const point of chart.beyondLimits) mark(point, RULE_NAMES.get('WE1') ?? 'WE1');
    for (const flag of chart.flags) for (const rule of flag.rules) mark(flag.point, rule.name);
  }
  const main = result.charts[0];
  const points = main ? main.points.value.length + main.firstPoint - 1 : 0;
  const last = byPoint.size === 0 ? null : Math.max(...byPoint.keys());
  return {
    points,
    signals: byPoint.size,
    lastSignal: last === null ? null : { point: last, rules: [...(byPoint.get(last) ?? [])] },
    lastPointOut: last !== null && last === points,
  };
}

export async function controlPlanCharts(ctx: UserContext, projectId: string): Promise<ControlPlanChartDto[]> {
  await projectFor(ctx, PFMEA, projectId, 'read');
  const lines = (await lineRowsOf(ctx.tx, projectId)).filter((row) => row.chartFileId !== null).map(lineDto);
  const figures = await linkedChartFigures(
    ctx,
    lines.map((line) => line.chartFileId as string),
  );
  return lines.map((line) => {
    const figure = figures.get(line.chartFileId as string);
    const result = figure?.result ?? null;
    const capability = result?.capability ?? null;
    const signals = result ? signalsOf(result) : { points: null, signals: 0, lastSignal: null, lastPointOut: false };
    return {
      lineId: line.id,
      functionId: line.functionId,
      characteristicKind: line.characteristicKind,
      characteristicNumber: line.characteristicNumber,
      chartFileId: line.chartFileId as string,
      chartName: figure?.name ?? '',
      chartType: figure?.chartType ?? null,
      status: figure?.status ?? 'chartGone',
      message: figure?.message ?? '',
      n: capability?.n ?? null,
      cp: capability?.cp ?? null,
      cpk: capability?.cpk ?? null,
      pp: capability?.pp ?? null,
      ppk: capability?.ppk ?? null,
      lsl: capability?.lsl ?? null,
      usl: capability?.usl ?? null,
      ...signals,
    };
  });
}

export async function controlChartOptions(ctx: UserContext, projectId: string): Promise<ControlChartOption[]> {
  await projectFor(ctx, PFMEA, projectId, 'read');
  return ownControlCharts(ctx);
}
