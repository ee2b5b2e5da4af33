import { type ControlChartConfigDto, DEFAULT_CONTROL_CHART_CONFIG } from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { controlChartConfigs } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

type ConfigInput = Omit<ControlChartConfigDto, 'version'> & { version: number };

/** The tenant's control-chart configure (the transaction is confined to one tenant); the defaults, version 0, until saved. */
export async function readControlChartConfig(tx: Transaction): Promise<ControlChartConfigDto> {
  const [row] = await tx.select().from(controlChartConfigs);
  if (!row) return { ...DEFAULT_CONTROL_CHART_CONFIG, version: 0 };
  return {
    westernElectric: row.westernElectric,
    nelson: row.nelsonRules,
    constants: row.constantsSource as ControlChartConfigDto['constants'],
    decimals: row.decimals,
    version: row.version,
  };
}

export async function saveControlChartConfig(ctx: UserContext, input: ConfigInput): Promise<ControlChartConfigDto> {
  const before = await readControlChartConfig(ctx.tx);
  if (before.version !== input.version) throw conflict();
  const values = {
    westernElectric: input.westernElectric,
    nelsonRules: [...input.nelson].sort((a, b) => a - b),
    constantsSource: input.constants,
    decimals: input.decimals,
    updatedBy: ctx.principal.userId,
  };
  const written =
    input.version === 0
      ? // Two first saves at once: the primary key lets one in, the other gets the conflict.
        await ctx.tx
          .insert(controlChartConfigs)
          .values({ tenantId: ctx.principal.tenantId, ...values })
          .onConflictDoNothing()
          .returning({ version: controlChartConfigs.version })
      : await ctx.tx
          .update(controlChartConfigs)
          .set({ ...values, version: sql`${controlChartConfigs.version} + 1`, updatedAt: new Date() })
          .where(eq(controlChartConfigs.version, input.version))
          .returning({ version: controlChartConfigs.version });
  if (written.length === 0) throw conflict();
  const after = await readControlChartConfig(ctx.tx);
  ctx.recordChange({ entity: 'controlChartConfig', entityId: ctx.principal.tenantId, before, after });
  return after;
}
