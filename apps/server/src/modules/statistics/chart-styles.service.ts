import { CHART_STYLE_MESSAGES, CHART_STYLES_SETTING, type ChartStyle, type MsFileDetailDto } from '@qis/shared';
import { msFiles } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fileDetailDto, liveFile } from './files/ms-items';
import { inSpace } from './files/space';

/** The analysis kinds whose charts have saved styles, with the refusal for a file of another kind. */
const STYLED_KINDS = {
  capability: CHART_STYLE_MESSAGES.notCapability,
  regression: CHART_STYLE_MESSAGES.notRegression,
} as const;
export type StyledKind = keyof typeof STYLED_KINDS;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Saves one chart's style in an analysis file of mine: settings.chartStyles[key] is replaced, every other setting
 * (and every other chart's style) is kept. 404 for a file that is not mine or is deleted, 400 for a file of another
 * kind, 409 for a stale version.
 */
export async function saveChartStyle(
  ctx: UserContext,
  kind: StyledKind,
  key: string,
  input: { id: string; style: ChartStyle; version: number },
): Promise<MsFileDetailDto> {
  // Chart styles belong to the statistics analyses: their files are in the statistics space.
  const before = await liveFile(inSpace(ctx, 'statistics'), input.id);
  if (before.kind !== kind) throw badRequest(STYLED_KINDS[kind]);
  if (before.version !== input.version) throw conflict();
  const settings = asRecord(before.settings);
  const styles = asRecord(settings[CHART_STYLES_SETTING]);
  const after = await updateVersioned(ctx.tx, msFiles, before.id, before.version, {
    settings: { ...settings, [CHART_STYLES_SETTING]: { ...styles, [key]: input.style } },
  });
  ctx.recordChange({
    entity: 'msFile',
    entityId: before.id,
    before: { chartStyle: { [key]: styles[key] ?? null } },
    after: { chartStyle: { [key]: input.style } },
  });
  // An analysis file has no sheet: its size is null whatever is passed.
  return fileDetailDto(after, null);
}
