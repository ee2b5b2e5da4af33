import { DEFAULT_STATISTICS_CONFIG, type StatisticsChartColors, type StatisticsConfigDto } from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { statisticsConfigs } from '../../db/tables';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

type ConfigInput = Omit<StatisticsConfigDto, 'version'> & { version: number };

export async function getStatisticsConfig(ctx: UserContext): Promise<StatisticsConfigDto> {
  const [row] = await ctx.tx.select().from(statisticsConfigs);
  if (!row) return { ...DEFAULT_STATISTICS_CONFIG, version: 0 };
  return {
    decimals: row.decimals,
    histogramBinRule: row.histogramBinRule as StatisticsConfigDto['histogramBinRule'],
    confidenceLevel: row.confidenceLevel,
    // Colours saved before a colour was added keep their values; the new one starts at its default.
    colors: { ...DEFAULT_STATISTICS_CONFIG.colors, ...(row.colors as Partial<StatisticsChartColors>) },
    version: row.version,
  };
}

export async function saveStatisticsConfig(ctx: UserContext, input: ConfigInput): Promise<StatisticsConfigDto> {
  const before = await getStatisticsConfig(ctx);
  if (before.version !== input.version) throw conflict();
  const { version, ...fields } = input;
  const values = { ...fields, updatedBy: ctx.principal.userId };
  const written =
    version === 0
      ? // Two first saves at once: the primary key lets one in, the other gets the conflict.
        await ctx.tx
          .insert(statisticsConfigs)
          .values({ tenantId: ctx.principal.tenantId, ...values })
          .onConflictDoNothing()
          .returning({ version: statisticsConfigs.version })
      : await ctx.tx
          .update(statisticsConfigs)
          .set({ ...values, version: sql`${statisticsConfigs.version} + 1`, updatedAt: new Date() })
          .where(eq(statisticsConfigs.version, version))
          .returning({ version: statisticsConfigs.version });
  if (written.length === 0) throw conflict();
  const after = await getStatisticsConfig(ctx);
  ctx.recordChange({ entity: 'statisticsConfig', entityId: ctx.principal.tenantId, before, after });
  return after;
}
