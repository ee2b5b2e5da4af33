import {
  CONTROL_CHART_RULES,
  type ControlChartDto,
  type ControlChartRuleId,
  type ControlChartRules,
} from '@qis/shared';
import type { ControlChart, NelsonFlags, WesternElectricFlags } from '@qis/stats';

// A chart of the engine as the answer: plain arrays per point, 1-based point numbers, and per point the rules it
// breaks among those applied.

const WESTERN_ELECTRIC: [keyof WesternElectricFlags, ControlChartRuleId][] = [
  ['beyondLimits', 'WE1'],
  ['twoOfThreeBeyond2Sigma', 'WE2'],
  ['fourOfFiveBeyond1Sigma', 'WE3'],
  ['eightOnOneSide', 'WE4'],
];

/** Nelson's rules in their numbering: entry i is rule i + 1. */
const NELSON: (keyof NelsonFlags)[] = [
  'beyondLimits',
  'nineOnOneSide',
  'sixTrending',
  'fourteenAlternating',
  'twoOfThreeBeyond2Sigma',
  'fourOfFiveBeyond1Sigma',
  'fifteenWithin1Sigma',
  'eightBeyond1SigmaBothSides',
];

const RULE_NAMES = new Map<string, string>(CONTROL_CHART_RULES.map((rule) => [rule.id, rule.name]));

/** The applied rules with the 0-based statistic indices each flags, in the order of CONTROL_CHART_RULES. */
function appliedRules(chart: ControlChart, rules: ControlChartRules): [ControlChartRuleId, number[]][] {
  const applied: [ControlChartRuleId, number[]][] = [];
  if (rules.westernElectric) {
    for (const [key, id] of WESTERN_ELECTRIC) applied.push([id, chart.rules.westernElectric[key]]);
  }
  const nelson = new Set(rules.nelson);
  NELSON.forEach((key, i) => {
    if (nelson.has(i + 1)) applied.push([`Nelson${i + 1}` as ControlChartRuleId, chart.rules.nelson[key]]);
  });
  return applied;
}

function flagsOf(chart: ControlChart, rules: ControlChartRules, firstPoint: number): ControlChartDto['flags'] {
  const byIndex = new Map<number, ControlChartDto['flags'][number]['rules']>();
  for (const [id, indices] of appliedRules(chart, rules)) {
    const rule = { id, name: RULE_NAMES.get(id) as string };
    for (const index of indices) {
      const broken = byIndex.get(index);
      if (broken) broken.push(rule);
      else byIndex.set(index, [rule]);
    }
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, broken]) => ({ point: index + firstPoint, rules: broken }));
}

/** One value when every point has the same (the contract's shared per-point figure), else the value of each point. */
function sharedOrEach(values: Float64Array): number[] {
  const first = values[0] as number;
  for (let i = 1; i < values.length; i++) if (values[i] !== first) return Array.from(values);
  return values.length === 0 ? [] : [first];
}

export function controlChartDto(chart: ControlChart, rules: ControlChartRules): ControlChartDto {
  const firstPoint = chart.offset + 1;
  const { points } = chart;
  return {
    type: chart.type,
    center: chart.center,
    lcl: chart.lcl,
    ucl: chart.ucl,
    sigma: chart.sigma,
    nsigmas: chart.nsigmas,
    phaseOneCount: chart.calibrationCount,
    firstPoint,
    points: {
      value: Array.from(chart.statistics),
      center: sharedOrEach(points.center),
      lcl: sharedOrEach(points.lcl),
      ucl: sharedOrEach(points.ucl),
      sigma: sharedOrEach(points.sigma),
      size: sharedOrEach(chart.sizes),
    },
    beyondLimits: chart.beyondLimits.map((index) => index + firstPoint),
    flags: flagsOf(chart, rules, firstPoint),
  };
}
