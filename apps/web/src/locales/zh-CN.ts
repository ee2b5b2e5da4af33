/**
 * Chinese (zh-CN) UI texts. Every user-visible string of the web app lives here.
 * Keys are i18n-style (dotted, flat) so the object can later be handed to i18next unchanged.
 * Texts quoted by the specification are copied word for word.
 */
import { dictionaryZhCN } from './dictionary.zh-CN';
import type { fmeaZhCN } from './fmea.zh-CN';
import type { fmeaAnalysisZhCN } from './fmea-analysis.zh-CN';
import type { fmeaBomBoundaryZhCN } from './fmea-bom-boundary.zh-CN';
import type { fmeaConfigZhCN } from './fmea-config.zh-CN';
import type { fmeaControlPlanZhCN } from './fmea-control-plan.zh-CN';
import type { fmeaDisplayZhCN } from './fmea-display.zh-CN';
import type { fmeaKnowledgeZhCN } from './fmea-knowledge.zh-CN';
import type { fmeaLibraryZhCN } from './fmea-library.zh-CN';
import { fmeaLibraryMenuZhCN } from './fmea-library-menu.zh-CN';
import { fmeaMenuZhCN } from './fmea-menu.zh-CN';
import type { fmeaPfmeaLinksZhCN } from './fmea-pfmea-links.zh-CN';
import type { fmeaProcessZhCN } from './fmea-process.zh-CN';
import type { fmeaTasksZhCN } from './fmea-tasks.zh-CN';
import { logsZhCN } from './logs.zh-CN';
import type { newToolsZhCN } from './new-tools.zh-CN';
import type { newToolsAssociationZhCN } from './new-tools-association.zh-CN';
import type { newToolsFilesZhCN } from './new-tools-files.zh-CN';
import type { newToolsMatrixZhCN } from './new-tools-matrix.zh-CN';
import { newToolsMenuZhCN } from './new-tools-menu.zh-CN';
import { noticeZhCN } from './notice.zh-CN';
import type { oldToolsZhCN } from './old-tools.zh-CN';
import type { oldToolsChartsZhCN } from './old-tools-charts.zh-CN';
import type { oldToolsFilesZhCN } from './old-tools-files.zh-CN';
import { oldToolsMenuZhCN } from './old-tools-menu.zh-CN';
import { organizationZhCN } from './organization.zh-CN';
import { personalZhCN } from './personal.zh-CN';
import { pluginZhCN } from './plugin.zh-CN';
import type { processZhCN } from './process.zh-CN';
import { rolesZhCN } from './roles.zh-CN';
import { shellZhCN } from './shell.zh-CN';
import { statisticsZhCN } from './statistics.zh-CN';
// The statistics pages' own texts load with their chunk (features/statistics/texts.ts): only their keys are typed here.
import type { statisticsAnalysisZhCN } from './statistics-analysis.zh-CN';
import type { statisticsAnovaZhCN } from './statistics-anova.zh-CN';
import type { statisticsCommonZhCN } from './statistics-common.zh-CN';
import type { statisticsDataZhCN } from './statistics-data.zh-CN';
import type { statisticsFilesZhCN } from './statistics-files.zh-CN';
import type { statisticsRecycleZhCN } from './statistics-recycle.zh-CN';
import type { statisticsStylesZhCN } from './statistics-styles.zh-CN';
import { systemZhCN } from './system.zh-CN';
import { tenantZhCN } from './tenant.zh-CN';
import type { toolFilesZhCN } from './tool-files.zh-CN';
import { usersZhCN } from './users.zh-CN';
import { workflowZhCN } from './workflow.zh-CN';

export const zhCN = {
  ...shellZhCN,
  ...personalZhCN,
  ...workflowZhCN,
  ...noticeZhCN,
  // The process management page loads its own texts (features/process/texts.ts); its title is the menu's.
  'process.title': '流程管理',
  ...systemZhCN,
  ...rolesZhCN,
  ...organizationZhCN,
  ...pluginZhCN,
  ...tenantZhCN,
  ...dictionaryZhCN,
  ...logsZhCN,
  ...usersZhCN,
  ...statisticsZhCN,
  ...oldToolsMenuZhCN,
  ...newToolsMenuZhCN,
  ...fmeaLibraryMenuZhCN,
  ...fmeaMenuZhCN,
  'app.loading': '加载中...',

  // Login layout and login page
  'user.login.welcome': '欢迎登录',
  'user.login.retrieveHeading': '找回密码',
  'user.login.userName': '用户名',
  'user.login.userName.required': '请输入用户名',
  'user.login.password': '密码',
  'user.login.password.required': '请输入密码',
  'user.login.submit': '登录',
  'user.login.sso': '单点登录',
  'user.login.forgotPassword': '忘记密码',
  'user.login.redirecting': '正在跳转到登录页...',

  // OpenID Connect callback pages
  'oidc.callback.processing': '正在登录...',
  'oidc.callback.error': 'Error in authentication',
  'oidc.callback.backToLogin': '返回登录',

  // Signed-in layout
  'layout.user.logout': '退出登录',
  'layout.user.logout.title': '提示',
  'layout.user.logout.content': '确定要退出登录吗？',
  'layout.user.logout.ok': '确定',
  'layout.user.logout.cancel': '取消',

  // Home page greeting (morning before 9, forenoon to 11, noon to 13, afternoon before 20, else evening)
  'analysis.greeting.morning': '早上好',
  'analysis.greeting.forenoon': '上午好',
  'analysis.greeting.noon': '中午好',
  'analysis.greeting.afternoon': '下午好',
  'analysis.greeting.evening': '晚上好',
  'analysis.greeting': '{greeting}，{name}',
  'analysis.organization': '组织',
  'analysis.role': '角色',
  'analysis.tenant': '租户',

  // Error pages
  'exception.403': '抱歉，你无权访问该页面',
  'exception.404': '抱歉，你访问的页面不存在或仍在开发中',
  'exception.500': '抱歉，服务器出错了',
  'exception.backHome': '返回首页',

  // HTTP client
  'request.error.default': '请求出现错误，请稍后再试',
  'request.error.expression': '办理失败',
  'request.error.timeout': '请求超时，请稍后再试',
  'request.error.unauthorized': '登录已过期，请重新登录',
  'request.error.logout': '退出登录失败',
} as const satisfies Record<string, string>;

export type MessageKey =
  | keyof typeof zhCN
  | keyof typeof oldToolsZhCN
  | keyof typeof fmeaZhCN
  | keyof typeof fmeaTasksZhCN
  | keyof typeof fmeaAnalysisZhCN
  | keyof typeof fmeaControlPlanZhCN
  | keyof typeof processZhCN
  | keyof typeof fmeaConfigZhCN
  | keyof typeof fmeaDisplayZhCN
  | keyof typeof fmeaKnowledgeZhCN
  | keyof typeof toolFilesZhCN
  | keyof typeof oldToolsChartsZhCN
  | keyof typeof oldToolsFilesZhCN
  | keyof typeof newToolsZhCN
  | keyof typeof newToolsAssociationZhCN
  | keyof typeof newToolsMatrixZhCN
  | keyof typeof newToolsFilesZhCN
  | keyof typeof statisticsAnalysisZhCN
  | keyof typeof statisticsAnovaZhCN
  | keyof typeof statisticsCommonZhCN
  | keyof typeof statisticsDataZhCN
  | keyof typeof statisticsFilesZhCN
  | keyof typeof statisticsRecycleZhCN
  | keyof typeof statisticsStylesZhCN
  | keyof typeof fmeaLibraryZhCN
  | keyof typeof fmeaBomBoundaryZhCN
  | keyof typeof fmeaProcessZhCN
  | keyof typeof fmeaPfmeaLinksZhCN;
