import {
  ControlChartBody,
  type ControlChartResultDto,
  type ControlChartType,
  controlChartRequest,
  isVariablesChart,
  type MsSheetColumn,
  PLUGIN_IDS,
  parseControlChart,
} from '@qis/shared';
import { columnLetter } from '@qis/stats';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { msDataSheets, msFiles } from '../../db/tables';
import { AppError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { makeControlChart } from './control-chart.service';
import { readControlChartConfig } from './control-chart-config.service';

// Control chart files of the old seven tools as other modules show them (the PFMEA control plan links a special
// characteristic to one): a file's chart computed exactly as its page computes it — the same settings read by the
// same shared function into the same makeControlChart request — so the Cpk shown elsewhere is the page's figure.

export type LinkedChartStatus = 'ok' | 'noSpec' | 'chartGone' | 'incomplete' | 'failed' | 'pluginOff';

export interface LinkedChartFigures {
  fileId: string;
  name: string;
  chartType: ControlChartType | null;
  status: LinkedChartStatus;
  message: string;
  result: ControlChartResultDto | null;
}

export interface ControlChartOption {
  id: string;
  name: string;
  chartType: ControlChartType;
  hasSpec: boolean;
  updatedAt: string;
}

const live = and(eq(msFiles.space, 'oldTools'), eq(msFiles.kind, 'controlChart'), isNull(msFiles.deletedAt));

/** The caller's own live control chart files, the most recently changed first. */
export async function ownControlCharts(ctx: UserContext): Promise<ControlChartOption[]> {
  if (!ctx.principal.pluginIds.has(PLUGIN_IDS.oldSevenTools)) return [];
  const rows = await ctx.tx
    .select()
    .from(msFiles)
    .where(and(live, eq(msFiles.ownerId, ctx.principal.userId)))
    .orderBy(desc(msFiles.updatedAt));
  return rows.map((row) => {
    const settings = parseControlChart((row.settings ?? {}) as Record<string, unknown>);
    return {
      id: row.id,
      name: row.name,
      chartType: settings.chartType,
      hasSpec: isVariablesChart(settings.chartType) && (settings.lsl !== null || settings.usl !== null),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Whether `fileId` is one of the caller's live control chart files. */
export async function isOwnControlChart(ctx: UserContext, fileId: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: msFiles.id })
    .from(msFiles)
    .where(and(live, eq(msFiles.id, fileId), eq(msFiles.ownerId, ctx.principal.userId)));
  return row !== undefined;
}

/** The sheet's column `index` as the analyses take it (the chart page's sheetColumnInput). */
function columnOf(columns: readonly MsSheetColumn[]) {
  return (index: number) => ({
    column: columnLetter(index),
    firstRow: 2,
    name: columns[index]?.name ?? '',
    cells: columns[index]?.cells ?? [],
  });
}

/** Each linked file's chart as its page draws it now: whoever owns the file, within the tenant. */
export async function linkedChartFigures(
  ctx: UserContext,
  fileIds: readonly string[],
): Promise<Map<string, LinkedChartFigures>> {
  const figures = new Map<string, LinkedChartFigures>();
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return figures;
  const gone = (fileId: string, status: LinkedChartStatus): LinkedChartFigures => ({
    fileId,
    name: '',
    chartType: null,
    status,
    message: '',
    result: null,
  });
  if (!ctx.principal.pluginIds.has(PLUGIN_IDS.oldSevenTools)) {
    for (const fileId of unique) figures.set(fileId, gone(fileId, 'pluginOff'));
    return figures;
  }
  const files = await ctx.tx
    .select()
    .from(msFiles)
    .where(and(live, inArray(msFiles.id, unique)));
  const settingsOf = new Map(
    files.map((file) => [file.id, parseControlChart((file.settings ?? {}) as Record<string, unknown>)]),
  );
  const dataIds = [...settingsOf.values()].flatMap((s) => (s.dataFileId ? [s.dataFileId] : []));
  const sheets =
    dataIds.length === 0
      ? []
      : await ctx.tx
          .select({ fileId: msDataSheets.fileId, columns: msDataSheets.columns })
          .from(msDataSheets)
          .innerJoin(msFiles, eq(msFiles.id, msDataSheets.fileId))
          .where(and(inArray(msDataSheets.fileId, dataIds), isNull(msFiles.deletedAt)));
  const sheetOf = new Map(sheets.map((sheet) => [sheet.fileId, sheet.columns as MsSheetColumn[]]));
  const config = await readControlChartConfig(ctx.tx);
  const defaults = {
    rules: { westernElectric: config.westernElectric, nelson: config.nelson },
    constants: config.constants,
  };
  for (const fileId of unique) {
    const file = files.find((row) => row.id === fileId);
    const settings = settingsOf.get(fileId);
    if (!file || !settings) {
      figures.set(fileId, gone(fileId, 'chartGone'));
      continue;
    }
    const base = { fileId, name: file.name, chartType: settings.chartType };
    const columns = settings.dataFileId ? sheetOf.get(settings.dataFileId) : undefined;
    const request = controlChartRequest(settings, columns ? columnOf(columns) : null, settings.rules);
    if (typeof request === 'string') {
      figures.set(fileId, { ...base, status: 'incomplete', message: '', result: null });
      continue;
    }
    const parsed = ControlChartBody.safeParse(request);
    if (!parsed.success) {
      figures.set(fileId, { ...base, status: 'failed', message: parsed.error.issues[0]?.message ?? '', result: null });
      continue;
    }
    try {
      const result = await makeControlChart(parsed.data, async () => defaults);
      figures.set(fileId, { ...base, status: result.capability ? 'ok' : 'noSpec', message: '', result });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      figures.set(fileId, { ...base, status: 'failed', message: error.message, result: null });
    }
  }
  return figures;
}
