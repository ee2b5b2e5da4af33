import type { OneWayAnovaDto, SheetColumnData, TwoWayAnovaDto } from '@qis/shared';
import {
  type AnovaGroup,
  columnIndex,
  columnLetter,
  describe,
  type OneWayAnovaResult,
  oneWayAnovaFromText,
  orderLevels,
  type TwoWayEffect,
  twoWayAnovaFromText,
} from '@qis/stats';
import { readSheetColumns } from './sheet-columns';
import { analyse } from './stats-errors';

export interface OneWayAnovaRequest {
  groups: SheetColumnData[];
  factor?: SheetColumnData | undefined;
  response?: SheetColumnData | undefined;
  confidenceLevel: number;
}

export interface TwoWayAnovaRequest {
  factorA: SheetColumnData;
  factorB: SheetColumnData;
  response: SheetColumnData;
  interaction: boolean;
}

const columnName = (column: SheetColumnData) => column.name || columnLetter(columnIndex(column.column));

/** Unstacked (a column per group, in the order chosen) or stacked (factor and response columns, levels sorted). */
function readGroups(request: OneWayAnovaRequest): AnovaGroup<string[]>[] {
  if (request.factor && request.response) {
    const [factor, response] = readSheetColumns([
      { input: request.factor, kind: 'level' },
      { input: request.response, kind: 'number' },
    ]);
    const labels = factor?.texts ?? [];
    const texts = response?.texts ?? [];
    return orderLevels(labels).map((label) => ({ label, values: texts.filter((_, row) => labels[row] === label) }));
  }
  return request.groups.map((column) => ({
    label: columnName(column),
    values: readSheetColumns([{ input: column, kind: 'number' }])[0]?.texts ?? [],
  }));
}

function oneWayDto(result: OneWayAnovaResult, groups: AnovaGroup<string[]>[]): OneWayAnovaDto {
  return {
    k: result.k,
    n: result.n,
    grandMean: result.grandMean,
    balanced: result.balanced,
    confidenceLevel: result.confidenceLevel,
    groups: result.groups.map((group, i) => {
      const summary = describe(Float64Array.from(groups[i]?.values ?? [], Number));
      return {
        label: group.label,
        n: group.n,
        mean: group.mean,
        sd: group.sd,
        ciLower: group.ciLower,
        ciUpper: group.ciUpper,
        box: { min: summary.min, q1: summary.q1, median: summary.median, q3: summary.q3, max: summary.max },
      };
    }),
    anova: [
      { kind: 'effect', source: '', ...result.between },
      { kind: 'error', source: '', ...result.within, f: null, p: null },
      { kind: 'total', source: '', ...result.total, ms: null, f: null, p: null },
    ],
    rSquared: result.rSquared,
    pooledSd: result.residualSd,
    tukey: result.tukey,
  };
}

export function makeOneWayAnova(request: OneWayAnovaRequest): OneWayAnovaDto {
  return analyse(() => {
    const groups = readGroups(request);
    return oneWayDto(oneWayAnovaFromText(groups, { confidenceLevel: request.confidenceLevel }), groups);
  });
}

const effectRow = (kind: 'effect' | 'interaction', source: string, effect: TwoWayEffect) => ({
  kind,
  source,
  ...effect,
});

export function makeTwoWayAnova(request: TwoWayAnovaRequest): TwoWayAnovaDto {
  return analyse(() => {
    const [a, b, y] = readSheetColumns([
      { input: request.factorA, kind: 'level' },
      { input: request.factorB, kind: 'level' },
      { input: request.response, kind: 'number' },
    ]);
    const result = twoWayAnovaFromText(
      { a: a?.texts ?? [], b: b?.texts ?? [], y: y?.texts ?? [] },
      { interaction: request.interaction },
    );
    const nameA = columnName(request.factorA);
    const nameB = columnName(request.factorB);
    return {
      n: result.n,
      grandMean: result.grandMean,
      replicates: result.replicates,
      levelsA: result.levelsA,
      levelsB: result.levelsB,
      cellMeans: result.cellMeans,
      meansA: result.meansA,
      meansB: result.meansB,
      anova: [
        effectRow('effect', nameA, result.factorA),
        effectRow('effect', nameB, result.factorB),
        ...(result.interaction ? [effectRow('interaction', `${nameA}×${nameB}`, result.interaction)] : []),
        { kind: 'error', source: '', ...result.error, f: null, p: null },
        { kind: 'total', source: '', ...result.total, ms: null, f: null, p: null },
      ],
    };
  });
}
