import {
  effectivePluginIds,
  findPlugin,
  inPluginOrder,
  modulesOfPlugin,
  P,
  PLUGIN_MESSAGES,
  PLUGINS,
  type PluginDescriptorDto,
  type PluginDto,
  pluginChangeProblem,
} from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import { badRequest, businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/** Every plugin, as a tenant may be given them. */
export const PLUGIN_DESCRIPTORS: readonly PluginDescriptorDto[] = PLUGINS.map(({ permissionRoots: _, ...p }) => ({
  ...p,
  dependPlugins: [...p.dependPlugins],
  moduleNames: modulesOfPlugin(p.pluginId).map((m) => m.name),
}));

/** Every plugin with whether it is in the enabled set. */
export const pluginList = (enabled: ReadonlySet<number>): PluginDto[] =>
  PLUGIN_DESCRIPTORS.map((p) => ({ ...p, isEnabled: enabled.has(p.pluginId) }));

/**
 * Enables or disables one plugin for the caller's tenant (common/plugDataBase). The tenant row is locked, so two
 * concurrent changes are checked one after the other against the dependency rules; a refused change writes nothing.
 */
export async function setPluginEnabled(ctx: UserContext, input: { pluginId: number; isEnabled: boolean }) {
  const { pluginId, isEnabled } = input;
  if (!findPlugin(pluginId)) throw badRequest(`参数 pluginId 无效：${PLUGIN_MESSAGES.unknown(pluginId)}`);
  // The endpoint's permission is the 'enable' action; turning a plugin off needs 'disable' as well.
  if (!isEnabled && !can(ctx.principal, P.system.PlugIn.disable)) throw forbidden();
  const [tenant] = await ctx.tx
    .select({ pluginIds: tenants.pluginIds })
    .from(tenants)
    .where(eq(tenants.id, ctx.principal.tenantId))
    .for('update');
  if (!tenant) throw notFound();
  const enabled = effectivePluginIds(tenant.pluginIds);
  const problem = pluginChangeProblem(enabled, pluginId, isEnabled);
  if (problem) throw businessError(problem);
  if (enabled.has(pluginId) === isEnabled) return pluginList(enabled);

  const next = new Set(enabled);
  if (isEnabled) next.add(pluginId);
  else next.delete(pluginId);
  const pluginIds = inPluginOrder(next);
  await ctx.tx
    .update(tenants)
    .set({ pluginIds, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
    .where(eq(tenants.id, ctx.principal.tenantId));
  ctx.recordChange({
    entity: 'tenantPlugin',
    entityId: String(pluginId),
    before: { pluginIds: inPluginOrder(enabled) },
    after: { pluginIds },
  });
  // Every signed-in user of the tenant loses (or gains) the plugin's points on the next request.
  await ctx.authChanged();
  return pluginList(next);
}
