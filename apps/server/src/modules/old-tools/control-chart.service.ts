import type {
  ConstantsSource,
  ControlChartBody,
  ControlChartParameters,
  ControlChartResultDto,
  ControlChartRules,
  ControlChartType,
} from '@qis/shared';
import {
  type ControlChart,
  cChart,
  individualsChart,
  npChart,
  pChart,
  uChart,
  xbarRChart,
  xbarSChart,
} from '@qis/stats';
import type { z } from 'zod';
import { badRequest } from '../../platform/http/app-error';
import { constantsUsed } from './chart-constants';
import { analyseControlChart } from './chart-errors';
import { CHART_NAMES, readAttributes, readIndividuals, readSubgroups } from './control-chart-data';
import { controlChartDto } from './control-chart-dto';

export type ControlChartRequest = z.output<typeof ControlChartBody>;

/** What a chart falls back on when the request leaves it out: the tenant's control-chart configure. */
export interface ControlChartDefaults {
  rules: ControlChartRules;
  constants: ConstantsSource;
}

interface Settings {
  rules: ControlChartRules;
  constants: ConstantsSource;
  given: ControlChartParameters | undefined;
}

/** The parameters each chart can be given (frozen phase I values or known standards). */
const GIVEN_KEYS: Record<ControlChartType, readonly string[]> = {
  xbarR: ['center', 'sigma', 'rBar'],
  xbarS: ['center', 'sigma', 'sBar'],
  imr: ['center', 'sigma', 'mrBar'],
  p: ['pBar'],
  np: ['pBar'],
  c: ['cBar'],
  u: ['uBar'],
};

function checkedGiven(type: ControlChartType, given: ControlChartParameters | undefined) {
  if (!given) return undefined;
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined && !GIVEN_KEYS[type].includes(key)) {
      throw badRequest(`参数 given.${key} 无效：${CHART_NAMES[type]}不使用该参数`);
    }
  }
  return given;
}

/** The number of phase I points: all without `given`, none with it, or as asked (at most the points there are). */
function phaseOneCount(request: ControlChartRequest, points: number): number {
  const count = request.phaseOneCount ?? (request.given ? 0 : points);
  if (count > points) throw badRequest(`参数 phaseOneCount 无效：第一阶段点数 ${count} 超过了数据的点数 ${points}`);
  return count;
}

interface Computed {
  charts: ControlChart[];
  parameters: ControlChartParameters;
  subgroupSizes?: ArrayLike<number>;
}

function compute(request: ControlChartRequest, settings: Settings): Computed {
  const options = { constants: settings.constants, given: settings.given };
  switch (request.chartType) {
    case 'xbarR':
    case 'xbarS': {
      const subgroups = readSubgroups(request);
      const k = phaseOneCount(request, subgroups.length);
      const input = { subgroups: subgroups.slice(0, k), newSubgroups: subgroups.slice(k) };
      if (request.chartType === 'xbarR') {
        const pair = xbarRChart(input, options);
        return { charts: [pair.xbar, pair.range], parameters: pair.parameters, subgroupSizes: pair.xbar.sizes };
      }
      const pair = xbarSChart(input, options);
      return { charts: [pair.xbar, pair.sd], parameters: pair.parameters, subgroupSizes: pair.xbar.sizes };
    }
    case 'imr': {
      const values = readIndividuals(request);
      const k = phaseOneCount(request, values.length);
      const pair = individualsChart({ values: values.subarray(0, k), newValues: values.subarray(k) }, options);
      return { charts: [pair.individuals, pair.movingRange], parameters: pair.parameters };
    }
    default: {
      const { counts, sizes } = readAttributes(request);
      const k = phaseOneCount(request, counts.length);
      const before = { counts: counts.subarray(0, k), sizes: sizes?.subarray(0, k) };
      const after = { newCounts: counts.subarray(k), newSizes: sizes?.subarray(k) };
      const defectives = {
        defectives: before.counts,
        sizes: before.sizes ?? [],
        newDefectives: after.newCounts,
        newSizes: after.newSizes,
      };
      const attribute =
        request.chartType === 'p'
          ? pChart(defectives, options)
          : request.chartType === 'np'
            ? npChart(defectives, options)
            : request.chartType === 'c'
              ? cChart({ ...before, ...after }, options)
              : uChart({ ...before, ...after }, options);
      return { charts: [attribute.chart], parameters: attribute.parameters };
    }
  }
}

export async function makeControlChart(
  request: ControlChartRequest,
  loadDefaults: () => Promise<ControlChartDefaults>,
): Promise<ControlChartResultDto> {
  const defaults = request.rules && request.constants ? undefined : await loadDefaults();
  const rules = request.rules ?? (defaults as ControlChartDefaults).rules;
  const constants = request.constants ?? (defaults as ControlChartDefaults).constants;
  const given = checkedGiven(request.chartType, request.given);
  return analyseControlChart(
    () => {
      const result = compute(request, { rules, constants, given });
      return {
        chartType: request.chartType,
        charts: result.charts.map((chart) => controlChartDto(chart, rules)),
        parameters: result.parameters,
        constants: {
          source: constants,
          bySize: constantsUsed(request.chartType, constants, result.subgroupSizes ?? []),
        },
        rules,
      };
    },
    { individuals: request.chartType === 'imr' },
  );
}
