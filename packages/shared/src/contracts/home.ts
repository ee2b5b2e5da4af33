import { z } from 'zod';
import { defineEndpoint } from './define';

/** One module of the header's module menu (shell spec §3 "menu module category", field names as the spec spells them). */
export const ModuleDto = z.object({
  moduleKey: z.string(),
  moduleName: z.string(),
  moduleCode: z.number().int(),
  /** The module's home route. */
  home: z.string(),
  /** true while the module's screens are not built: the menu marks it in development. */
  isCannotDevelop: z.boolean(),
  /** Whether the current user has starred the module. */
  collectionStatus: z.boolean(),
});
export type ModuleDto = z.infer<typeof ModuleDto>;

/** One category of the module menu; `moduleCategaryName` is the spec's spelling. */
export const ModuleCategoryDto = z.object({
  moduleCategaryName: z.string(),
  moduleDtos: z.array(ModuleDto),
});
export type ModuleCategoryDto = z.infer<typeof ModuleCategoryDto>;

export const getCommonModules = defineEndpoint({
  name: 'getCommonModules',
  method: 'GET',
  base: 'qis',
  path: '/api/app/common/modules',
  summary: '模块菜单：按分类列出当前用户可见的模块（含收藏状态）',
  access: 'user',
  data: z.array(ModuleCategoryDto),
});

export const collectionMenu = defineEndpoint({
  name: 'collectionMenu',
  method: 'POST',
  base: 'qis',
  path: '/api/app/homeIndex/collectionMenu',
  summary: '收藏或取消收藏模块（切换）',
  access: 'user',
  ownData: true,
  body: z.object({ moduleKey: z.string().trim().min(1).max(64) }),
  data: z.object({ moduleKey: z.string(), collectionStatus: z.boolean() }),
});

export const recentVisitCount = defineEndpoint({
  name: 'recentVisitCount',
  method: 'POST',
  base: 'qis',
  path: '/api/app/homeIndex/recentVisitCount',
  summary: '记录当前用户访问模块一次（次数与最近访问时间）',
  access: 'user',
  ownData: true,
  body: z.object({ moduleCode: z.number().int() }),
  data: z.null(),
});

/** One module the user visited: how often and when last. */
export const RecentVisitDto = z.object({
  moduleKey: z.string(),
  moduleName: z.string(),
  moduleCode: z.number().int(),
  home: z.string(),
  visitCount: z.number().int(),
  /** ISO 8601 time of the last visit. */
  lastVisitAt: z.string(),
});
export type RecentVisitDto = z.infer<typeof RecentVisitDto>;

/** At most this many recent visits come back on the home page. */
export const RECENT_VISITS_LIMIT = 8;

export const HomeIndex = z.object({
  /** Starred modules the user may still see, in the order they were starred. */
  favourites: z.array(ModuleDto),
  /** Most recent first, at most RECENT_VISITS_LIMIT, only modules the user may still see. */
  recentVisits: z.array(RecentVisitDto),
});
export type HomeIndex = z.infer<typeof HomeIndex>;

export const getHomeIndex = defineEndpoint({
  name: 'getHomeIndex',
  method: 'GET',
  base: 'qis',
  path: '/api/app/homeIndex/homeIndex',
  summary: '首页数据：我的收藏与最近访问',
  access: 'user',
  data: HomeIndex,
});

/** One bar of the monthly chart: the day and the traffic the platform served that day. */
export const MonthBarPoint = z.object({
  /** Day, YYYY-MM-DD (server time). */
  x: z.string(),
  /** Traffic in Gb: bytes of every response body served that day / 1024^3. */
  y: z.number(),
});
export type MonthBarPoint = z.infer<typeof MonthBarPoint>;

export const getMonthBar = defineEndpoint({
  name: 'getMonthBar',
  method: 'GET',
  base: 'qis',
  path: '/analysis/month-bar',
  summary: '首页月度统计柱状图：本月每天（截至今天）的平台流量，y 为 Gb（响应体字节数 / 1024^3）',
  access: 'user',
  data: z.array(MonthBarPoint),
});
