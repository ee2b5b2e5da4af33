import type {
  ConstantsSource,
  ControlChartBody,
  ControlChartCapabilityDto,
  ControlChartParameters,
  ControlChartResultDto,
  ControlChartRules,
  ControlChartType,
} from '@qis/shared';
import {
  type ControlChart,
  capabilityIndexSet,
  cChart,
  individualsChart,
  meanAndSumOfSquares,
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
  /** Every value of a variables chart (subgroups one after the other), for its capability. */
  values?: ArrayLike<number>;
}

/** The limits as the engine takes them; 400 naming usl when they are the wrong way round. */
function specOf(request: ControlChartRequest) {
  const { lsl, usl } = request;
  if (lsl === null && usl === null) return null;
  if (lsl !== null && usl !== null && lsl >= usl) throw badRequest('参数 usl 无效：规格上限须大于规格下限');
  return { lsl, usl, target: null };
}

/** Cp/Cpk with the chart's centre and σ within, Pp/Ppk with every value's mean and sample SD (@qis/stats). */
function capabilityOf(computed: Computed, spec: ReturnType<typeof specOf>): ControlChartCapabilityDto | null {
  const { values } = computed;
  const { center, sigma } = computed.parameters;
  if (!spec || !values || values.length < 2 || center === undefined || !sigma) return null;
  const { mean, sumOfSquares } = meanAndSumOfSquares(values);
  const sdOverall = Math.sqrt(sumOfSquares / (values.length - 1));
  if (!(sdOverall > 0)) return null;
  const within = capabilityIndexSet(center, sigma, spec);
  const overall = capabilityIndexSet(mean, sdOverall, spec);
  return {
    n: values.length,
    lsl: spec.lsl,
    usl: spec.usl,
    center,
    sigmaWithin: sigma,
    mean,
    sdOverall,
    cp: within.c,
    cpk: within.k,
    pp: overall.c,
    ppk: overall.k,
  };
}

/** Subgroups as one array of their values. */
function flatten(subgroups: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(subgroups.reduce((total, group) => total + group.length, 0));
  let at = 0;
  for (const group of subgroups) {
    all.set(group, at);
    at += group.length;
  }
  return all;
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
        return {
          charts: [pair.xbar, pair.range],
          parameters: pair.parameters,
          subgroupSizes: pair.xbar.sizes,
          values: flatten(subgroups),
        };
      }
      const pair = xbarSChart(input, options);
      return {
        charts: [pair.xbar, pair.sd],
        parameters: pair.parameters,
        subgroupSizes: pair.xbar.sizes,
        values: flatten(subgroups),
      };
    }
    case 'imr': {
      const values = readIndividuals(request);
      const k = phaseOneCount(request, values.length);
      const pair = individualsChart({ values: values.subarray(0, k), newValues: values.subarray(k) }, options);
      return { charts: [pair.individuals, pair.movingRange], parameters: pair.parameters, values };
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
  const spec = specOf(request);
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
        capability: capabilityOf(result, spec),
      };
    },
    { individuals: request.chartType === 'imr' },
  );
}
