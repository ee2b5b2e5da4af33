import {
  findModule,
  findModuleByCode,
  type HomeIndex,
  isModuleEnabled,
  type ModuleCategoryDto,
  type ModuleDefinition,
  type ModuleDto,
  type MonthBarPoint,
  RECENT_VISITS_LIMIT,
  visibleModuleCategories,
} from '@qis/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { moduleFavourites, moduleVisits } from '../../db/tables';
import { type Principal, permissionExists } from '../../platform/auth/principal';
import { badRequest, forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { localDay } from '../../platform/traffic/traffic-counter';

const GIGABYTE = 1024 ** 3;

// A module's menu point is held when the user's roles grant any action on it; an administrator holds every point.
// A point of a plugin the tenant has disabled is held by nobody.
const holdsPoint = (principal: Principal, permission: string) =>
  permissionExists(principal, permission) && (principal.isAdmin || (principal.grants.get(permission)?.size ?? 0) > 0);

// A module of plugins the tenant has all disabled is gone for everybody, whatever its permission.
const mayOpen = (principal: Principal, module: ModuleDefinition) =>
  isModuleEnabled(module, principal.pluginIds) &&
  (module.permission === undefined || holdsPoint(principal, module.permission));

const toDto = (module: ModuleDefinition, starred: ReadonlySet<string>): ModuleDto => ({
  moduleKey: module.key,
  moduleName: module.name,
  moduleCode: module.code,
  home: module.home,
  isCannotDevelop: !module.built,
  collectionStatus: starred.has(module.key),
});

async function favouriteKeys(ctx: UserContext): Promise<string[]> {
  const rows = await ctx.tx
    .select({ moduleKey: moduleFavourites.moduleKey })
    .from(moduleFavourites)
    .where(eq(moduleFavourites.userId, ctx.principal.userId))
    .orderBy(asc(moduleFavourites.createdAt), asc(moduleFavourites.moduleKey));
  return rows.map((r) => r.moduleKey);
}

export async function moduleMenu(ctx: UserContext): Promise<ModuleCategoryDto[]> {
  const starred = new Set(await favouriteKeys(ctx));
  return visibleModuleCategories((module) => mayOpen(ctx.principal, module)).map((category) => ({
    moduleCategaryName: category.name,
    moduleDtos: category.modules.map((module) => toDto(module, starred)),
  }));
}

/** A module the caller may open, or 400 naming the field when the catalogue has none by that name. */
function openableModule(ctx: UserContext, module: ModuleDefinition | undefined, field: string, value: unknown) {
  if (!module) throw badRequest(`参数 ${field} 无效：模块 ${String(value)} 不存在`);
  if (!mayOpen(ctx.principal, module)) throw forbidden();
  return module;
}

export async function toggleFavourite(ctx: UserContext, input: { moduleKey: string }) {
  const module = openableModule(ctx, findModule(input.moduleKey), 'moduleKey', input.moduleKey);
  const { userId, tenantId } = ctx.principal;
  const mine = and(eq(moduleFavourites.userId, userId), eq(moduleFavourites.moduleKey, module.key));
  const removed = await ctx.tx
    .delete(moduleFavourites)
    .where(mine)
    .returning({ moduleKey: moduleFavourites.moduleKey });
  const collectionStatus = removed.length === 0;
  if (collectionStatus) {
    await ctx.tx.insert(moduleFavourites).values({ tenantId, userId, moduleKey: module.key }).onConflictDoNothing();
  }
  ctx.recordChange({
    entity: 'moduleFavourite',
    entityId: module.key,
    before: { collectionStatus: !collectionStatus },
    after: { collectionStatus },
  });
  return { moduleKey: module.key, collectionStatus };
}

export async function recordVisit(ctx: UserContext, input: { moduleCode: number }) {
  const module = openableModule(ctx, findModuleByCode(input.moduleCode), 'moduleCode', input.moduleCode);
  const { userId, tenantId } = ctx.principal;
  // The database clock (microseconds, one value per transaction) orders visits, not this process's.
  const [row] = await ctx.tx
    .insert(moduleVisits)
    .values({ tenantId, userId, moduleKey: module.key, visitCount: 1, lastVisitAt: sql`now()` })
    .onConflictDoUpdate({
      target: [moduleVisits.userId, moduleVisits.moduleKey],
      set: { visitCount: sql`${moduleVisits.visitCount} + 1`, lastVisitAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ visitCount: moduleVisits.visitCount });
  ctx.recordChange({ entity: 'moduleVisit', entityId: module.key, after: { visitCount: row?.visitCount } });
  return null;
}

export async function homeIndex(ctx: UserContext): Promise<HomeIndex> {
  const { principal } = ctx;
  const keys = await favouriteKeys(ctx);
  const starred = new Set(keys);
  const favourites = keys
    .map((key) => findModule(key))
    .filter((module): module is ModuleDefinition => module !== undefined && mayOpen(principal, module))
    .map((module) => toDto(module, starred));
  // One row per module at most, so reading them all and dropping hidden ones before the limit is cheap.
  const visits = await ctx.tx
    .select({
      moduleKey: moduleVisits.moduleKey,
      visitCount: moduleVisits.visitCount,
      lastVisitAt: moduleVisits.lastVisitAt,
    })
    .from(moduleVisits)
    .where(eq(moduleVisits.userId, principal.userId))
    .orderBy(desc(moduleVisits.lastVisitAt), asc(moduleVisits.moduleKey));
  const recentVisits = visits
    .flatMap((visit) => {
      const module = findModule(visit.moduleKey);
      if (!module || !mayOpen(principal, module)) return [];
      return [
        {
          moduleKey: module.key,
          moduleName: module.name,
          moduleCode: module.code,
          home: module.home,
          visitCount: visit.visitCount,
          lastVisitAt: visit.lastVisitAt.toISOString(),
        },
      ];
    })
    .slice(0, RECENT_VISITS_LIMIT);
  return { favourites, recentVisits };
}

/** One point per day of the current month up to today (server time): the traffic served, in Gb. */
export async function monthBar(ctx: UserContext, now = new Date()): Promise<MonthBarPoint[]> {
  const year = now.getFullYear();
  const month = now.getMonth();
  const days = Array.from({ length: now.getDate() }, (_, i) => localDay(new Date(year, month, i + 1)));
  const { tenantId } = ctx.principal;
  const bytes = await ctx.services.traffic.bytesByDay(tenantId, days[0] as string, days[days.length - 1] as string);
  return days.map((day) => ({ x: day, y: (bytes.get(day) ?? 0) / GIGABYTE }));
}
