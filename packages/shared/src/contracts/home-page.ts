import { z } from 'zod';
import { P } from '../permissions';
import { defineEndpoint } from './define';

// ---------------------------------------------------------------------------------------------------------
// Home page management (HomePageManager): which home page and which dashboard cards each role's users see.
// Home page and card keys are those of packages/shared/src/modules/home-pages.ts.

/** One role of the tenant with its home page configuration (the standard page with every card when unset). */
export const RoleHomePageDto = z.object({
  roleId: z.uuid(),
  roleName: z.string(),
  homePage: z.string(),
  /** Card keys in display order. */
  cards: z.array(z.string()),
  /** false: the role has no configuration of its own and does not count for its users' home page. */
  isConfigured: z.boolean(),
  /** 0 while the role has no configuration. */
  version: z.number().int(),
});
export type RoleHomePageDto = z.infer<typeof RoleHomePageDto>;

export const getHomePageDtos = defineEndpoint({
  name: 'getHomePageDtos',
  method: 'GET',
  base: 'qis',
  path: '/api/app/homePage/homePageDtos',
  summary: '各角色的首页与首页卡片配置（按角色名称排序）',
  access: P.system.HomePage.query,
  data: z.array(RoleHomePageDto),
});

export const saveHomePageDto = defineEndpoint({
  name: 'saveHomePageDto',
  method: 'POST',
  base: 'qis',
  path: '/api/app/homePage/homePageDtos',
  summary: '保存一个角色的首页与卡片（卡片按显示顺序，至少一个；首页须已开发；version 过期则 409）',
  access: P.system.HomePage.edit,
  body: z.object({
    roleId: z.uuid(),
    /** A home page key; the server refuses unknown ones and pages still in development. */
    homePage: z.string().trim().min(1, '请选择首页').max(64),
    /** Card keys in display order; the server refuses unknown and repeated keys and an empty list. */
    cards: z.array(z.string().trim().min(1).max(64)).max(20),
    /** The version read (0 when the role had no configuration). */
    version: z.number().int().min(0),
  }),
  data: RoleHomePageDto,
});

export const EffectiveHomePageDto = z.object({
  homePage: z.string(),
  cards: z.array(z.string()),
});

export const getHomePage = defineEndpoint({
  name: 'getHomePage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/homePage/homePage',
  summary:
    '当前用户的首页与卡片：其各角色配置的并集（按角色名称，首个角色的顺序在前）；没有任何角色配置时为标准首页全部卡片',
  access: 'user',
  data: EffectiveHomePageDto,
});
