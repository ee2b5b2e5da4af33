/**
 * Chinese (zh-CN) UI texts. Every user-visible string of the web app lives in this folder.
 * Keys are i18n-style (dotted, flat) so the object can later be handed to i18next unchanged.
 * Texts quoted by the specification are copied word for word.
 *
 * This table is always loaded: the texts of the public pages (login, password retrieval, OIDC callbacks, /out, the
 * error pages) and of the code they share (HTTP client, session). The signed-in area's (signed-in.zh-CN.ts) load
 * with its route table, a lazily loaded area's with its chunk (addTexts); MessageKey types them all.
 * locales/always-loaded-texts.test.ts checks that the public pages use no other.
 */
import type { fmeaZhCN } from './fmea.zh-CN';
import type { fmeaAnalysisZhCN } from './fmea-analysis.zh-CN';
import type { fmeaBomBoundaryZhCN } from './fmea-bom-boundary.zh-CN';
import type { fmeaConfigZhCN } from './fmea-config.zh-CN';
import type { fmeaControlPlanZhCN } from './fmea-control-plan.zh-CN';
import type { fmeaDashboardZhCN } from './fmea-dashboard.zh-CN';
import type { fmeaDisplayZhCN } from './fmea-display.zh-CN';
import type { fmeaKnowledgeZhCN } from './fmea-knowledge.zh-CN';
import type { fmeaLibraryZhCN } from './fmea-library.zh-CN';
import type { fmeaMsrZhCN } from './fmea-msr.zh-CN';
import type { fmeaMsrSourceZhCN } from './fmea-msr-source.zh-CN';
import type { fmeaPfmeaLinksZhCN } from './fmea-pfmea-links.zh-CN';
import type { fmeaProcessZhCN } from './fmea-process.zh-CN';
import type { fmeaTasksZhCN } from './fmea-tasks.zh-CN';
import type { newToolsZhCN } from './new-tools.zh-CN';
import type { newToolsAssociationZhCN } from './new-tools-association.zh-CN';
import type { newToolsFilesZhCN } from './new-tools-files.zh-CN';
import type { newToolsMatrixZhCN } from './new-tools-matrix.zh-CN';
import type { oldToolsZhCN } from './old-tools.zh-CN';
import type { oldToolsChartsZhCN } from './old-tools-charts.zh-CN';
import type { oldToolsFilesZhCN } from './old-tools-files.zh-CN';
import { personalZhCN } from './personal.zh-CN';
import type { processZhCN } from './process.zh-CN';
import type { signedInZhCN } from './signed-in.zh-CN';
// The statistics pages' own texts load with their chunk (features/statistics/texts.ts): only their keys are typed here.
import type { statisticsAnalysisZhCN } from './statistics-analysis.zh-CN';
import type { statisticsAnovaZhCN } from './statistics-anova.zh-CN';
import type { statisticsCommonZhCN } from './statistics-common.zh-CN';
import type { statisticsDataZhCN } from './statistics-data.zh-CN';
import type { statisticsFilesZhCN } from './statistics-files.zh-CN';
import type { statisticsRecycleZhCN } from './statistics-recycle.zh-CN';
import type { statisticsStylesZhCN } from './statistics-styles.zh-CN';
import type { toolFilesZhCN } from './tool-files.zh-CN';

export const zhCN = {
  // Password retrieval, and the personal centre's rules it shares (features/personal/rules.ts)
  ...personalZhCN,
  'app.loading': '加载中...',
  // Chunk-load failure
  'app.chunkTimeout': '页面加载超时，请检查网络后刷新重试',

  // Login layout and login page
  'user.login.welcome': '欢迎登录',
  'user.login.retrieveHeading': '找回密码',
  'user.login.tenantName': '租户（默认可不填）',
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

  // /out
  'out.redirecting': '正在跳转到登录页...',
  'out.loginNow': '立即登录',

  // Error pages
  'exception.403': '抱歉，你无权访问该页面',
  'exception.404': '抱歉，你访问的页面不存在或仍在开发中',
  'exception.500': '抱歉，服务器出错了',
  'exception.backHome': '返回首页',

  // HTTP client and session
  'request.error.default': '请求出现错误，请稍后再试',
  'request.error.expression': '办理失败',
  'request.error.timeout': '请求超时，请稍后再试',
  'request.error.unauthorized': '登录已过期，请重新登录',
  'request.error.logout': '退出登录失败',
  'menu.userMenuRoleError': '获取菜单角色错误',
} as const satisfies Record<string, string>;

export type MessageKey =
  | keyof typeof zhCN
  | keyof typeof signedInZhCN
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
  | keyof typeof fmeaPfmeaLinksZhCN
  | keyof typeof fmeaMsrZhCN
  | keyof typeof fmeaMsrSourceZhCN
  | keyof typeof fmeaDashboardZhCN;
