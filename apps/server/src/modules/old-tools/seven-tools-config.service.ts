import {
  DEFAULT_SEVEN_TOOLS_CONFIG,
  PLUGIN_MESSAGES,
  SEVEN_TOOLS_SET_PLUGIN,
  SEVEN_TOOLS_SET_SPACE,
  type SevenToolsChartColors,
  type SevenToolsConfigDto,
  type SevenToolsSet,
} from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { sevenToolsConfigs } from '../../db/tables';
import { conflict, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { requireScopedAccess } from '../statistics';

type ConfigInput = Omit<SevenToolsConfigDto, 'version'> & { version: number };

// The endpoints let in a tenant with either set's plugin; each call then needs the plugin of the set it names and
// the endpoint's scoped access on that set's points (reading: the module's root, saving: its settings point).
function requireSetPlugin(ctx: UserContext, set: SevenToolsSet): void {
  if (!ctx.principal.pluginIds.has(SEVEN_TOOLS_SET_PLUGIN[set])) throw forbidden(PLUGIN_MESSAGES.disabled);
  requireScopedAccess(ctx, SEVEN_TOOLS_SET_SPACE[set]);
}

async function readConfig(ctx: UserContext, set: SevenToolsSet): Promise<SevenToolsConfigDto> {
  const [row] = await ctx.tx.select().from(sevenToolsConfigs).where(eq(sevenToolsConfigs.toolSet, set));
  if (!row) return { ...DEFAULT_SEVEN_TOOLS_CONFIG, set, version: 0 };
  return {
    set,
    decimals: row.decimals,
    // Colours saved before a colour was added keep their values; the new one starts at its default.
    colors: { ...DEFAULT_SEVEN_TOOLS_CONFIG.colors, ...(row.colors as Partial<SevenToolsChartColors>) },
    histogramBinRule: row.histogramBinRule as SevenToolsConfigDto['histogramBinRule'],
    version: row.version,
  };
}

export async function getSevenToolsConfig(ctx: UserContext, set: SevenToolsSet): Promise<SevenToolsConfigDto> {
  requireSetPlugin(ctx, set);
  return readConfig(ctx, set);
}

export async function saveSevenToolsConfig(ctx: UserContext, input: ConfigInput): Promise<SevenToolsConfigDto> {
  const { set, version } = input;
  requireSetPlugin(ctx, set);
  const before = await readConfig(ctx, set);
  if (before.version !== version) throw conflict();
  const values = {
    decimals: input.decimals,
    colors: input.colors,
    histogramBinRule: input.histogramBinRule,
    updatedBy: ctx.principal.userId,
  };
  const written =
    version === 0
      ? // Two first saves at once: the primary key lets one in, the other gets the conflict.
        await ctx.tx
          .insert(sevenToolsConfigs)
          .values({ tenantId: ctx.principal.tenantId, toolSet: set, ...values })
          .onConflictDoNothing()
          .returning({ version: sevenToolsConfigs.version })
      : await ctx.tx
          .update(sevenToolsConfigs)
          .set({ ...values, version: sql`${sevenToolsConfigs.version} + 1`, updatedAt: new Date() })
          .where(and(eq(sevenToolsConfigs.toolSet, set), eq(sevenToolsConfigs.version, version)))
          .returning({ version: sevenToolsConfigs.version });
  if (written.length === 0) throw conflict();
  const after = await readConfig(ctx, set);
  ctx.recordChange({ entity: 'sevenToolsConfig', entityId: `${ctx.principal.tenantId}:${set}`, before, after });
  return after;
}
