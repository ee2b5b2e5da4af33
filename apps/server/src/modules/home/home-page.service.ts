import {
  type EffectiveHomePage,
  effectiveHomePage,
  findHomePage,
  isHomeCard,
  PLUGIN_IDS,
  type RoleHomePageDto,
} from '@qis/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { roleHomePages, roles, userRoles } from '../../db/tables';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

type ConfigRow = { homePage: string; cards: string[]; version: number } | null;

/** A role without a configuration shows what its users get without one: the standard page with every card. */
const toDto = (role: { id: string; name: string }, config: ConfigRow): RoleHomePageDto => ({
  roleId: role.id,
  roleName: role.name,
  ...(config ? { ...config, isConfigured: true } : { ...effectiveHomePage([]), isConfigured: false, version: 0 }),
});

const configColumns = {
  homePage: roleHomePages.homePage,
  cards: roleHomePages.cards,
  version: roleHomePages.version,
};

/** Every role of the tenant with its configuration, by role name. */
export async function roleHomePageList(ctx: UserContext): Promise<RoleHomePageDto[]> {
  const rows = await ctx.tx
    .select({ id: roles.id, name: roles.name, config: configColumns })
    .from(roles)
    .leftJoin(roleHomePages, eq(roleHomePages.roleId, roles.id))
    .orderBy(asc(roles.name), asc(roles.id));
  return rows.map((row) => toDto(row, row.config));
}

function checkConfig(input: { homePage: string; cards: string[] }) {
  const page = findHomePage(input.homePage);
  if (!page) throw badRequest(`参数 homePage 无效：首页 ${input.homePage} 不存在`);
  if (!page.built) throw badRequest(`参数 homePage 无效：首页 ${input.homePage} 仍在开发中，不能选择`);
  if (input.cards.length === 0) throw badRequest('参数 cards 无效：请至少选择一个首页卡片');
  const unknown = input.cards.find((card) => !isHomeCard(card));
  if (unknown !== undefined) throw badRequest(`参数 cards 无效：卡片 ${unknown} 不存在`);
  const repeated = input.cards.find((card, i) => input.cards.indexOf(card) !== i);
  if (repeated !== undefined) throw badRequest(`参数 cards 无效：卡片 ${repeated} 重复`);
}

export async function saveRoleHomePage(
  ctx: UserContext,
  input: { roleId: string; homePage: string; cards: string[]; version: number },
): Promise<RoleHomePageDto> {
  checkConfig(input);
  const [row] = await ctx.tx
    .select({ id: roles.id, name: roles.name, config: configColumns })
    .from(roles)
    .leftJoin(roleHomePages, eq(roleHomePages.roleId, roles.id))
    .where(eq(roles.id, input.roleId));
  if (!row) throw badRequest('参数 roleId 无效：角色不存在');
  if ((row.config?.version ?? 0) !== input.version) throw conflict();
  const values = { homePage: input.homePage, cards: input.cards };
  const [written] = row.config
    ? await ctx.tx
        .update(roleHomePages)
        .set({ ...values, version: sql`${roleHomePages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(roleHomePages.roleId, input.roleId), eq(roleHomePages.version, input.version)))
        .returning(configColumns)
    : // Two first saves at once: the primary key lets one in, the other gets the conflict.
      await ctx.tx
        .insert(roleHomePages)
        .values({ tenantId: ctx.principal.tenantId, roleId: input.roleId, ...values })
        .onConflictDoNothing()
        .returning(configColumns);
  if (!written) throw conflict();
  const after = toDto(row, written);
  ctx.recordChange({
    entity: 'roleHomePage',
    entityId: input.roleId,
    before: row.config ? toDto(row, row.config) : undefined,
    after,
  });
  return after;
}

/**
 * The signed-in user's home page: the configurations of their roles united (effectiveHomePage). Home page management
 * is plugin 1012's: while the tenant has it disabled the configurations rest and everyone gets the standard page.
 */
export async function myHomePage(ctx: UserContext): Promise<EffectiveHomePage> {
  if (!ctx.principal.pluginIds.has(PLUGIN_IDS.fmeaHomePage)) return effectiveHomePage([]);
  const configs = await ctx.tx
    .select({ homePage: roleHomePages.homePage, cards: roleHomePages.cards })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleHomePages, eq(roleHomePages.roleId, roles.id))
    .where(eq(userRoles.userId, ctx.principal.userId))
    .orderBy(asc(roles.name), asc(roles.id));
  return effectiveHomePage(configs);
}
