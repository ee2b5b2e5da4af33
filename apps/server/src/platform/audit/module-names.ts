// The Chinese module name of an operation-log entry, from the service segment of the call's path
// (`/api/app/<service>/<action>`, `/api/<service>/<action>`, `/api/services/app/<service>/<action>`).
// Keys are lower case; a service not listed keeps its own name.

/** Calls whose service serves several screens, by `service/action` (lower case). */
const CALL_MODULE_NAMES: Record<string, string> = {
  'user/changepassword': '个人中心',
  'user/changeimageurl': '个人中心',
  'user/personalinfo': '个人中心',
  'common/plugin': '插件管理',
  'common/plugdatabase': '插件管理',
  'common/modulemanagement': '插件管理',
};

const MODULE_NAMES: Record<string, string> = {
  account: '账号',
  user: '用户管理',
  role: '角色管理',
  organization: '组织管理',
  post: '岗位管理',
  systeminfo: '基础设置',
  common: '公共',
  homeindex: '首页',
  homepage: '首页管理',
  message: '消息中心',
  messageinfor: '消息中心',
  notice: '公告管理',
  mailnotification: '邮件通知',
  messagetemplate: '消息模板',
  processmanagement: '流程管理',
  wftask: '我的流程',
  flowinstances: '我的流程',
  datadictionary: '数据字典',
  newdatadictionary: '数据字典',
  loginlog: '登录日志',
  auditlog: '操作日志',
  tenantmanager: '租户管理',
  plugin: '插件管理',
  mathematicalstatisticsconfiger: '数理统计',
  mathematicalstatistics: '数理统计',
  folders: '数理统计',
  folder: '数理统计',
  folderandfile: '数理统计',
  msdata: '数理统计',
  data: '数理统计',
};

/** The service and action segments of an endpoint path, e.g. `dataDictionary` and `item`. */
function callOfPath(path: string): { service?: string | undefined; action?: string | undefined } {
  const segments = path.split('/').filter(Boolean);
  const rest = segments[0] === 'api' ? segments.slice(1) : segments;
  if (rest[0] === 'app') return { service: rest[1], action: rest[2] };
  if (rest[0] === 'services' && rest[1] === 'app') return { service: rest[2], action: rest[3] };
  return { service: rest[0], action: rest[1] };
}

export function moduleNameOfPath(path: string): string | null {
  const { service, action } = callOfPath(path);
  if (!service) return null;
  const key = service.toLowerCase();
  return CALL_MODULE_NAMES[`${key}/${action?.toLowerCase()}`] ?? MODULE_NAMES[key] ?? service;
}

/**
 * What a call does, for the log's action column: its summary without parenthesized remarks, without a short heading
 * such as `个人中心：`, up to the first clause break.
 */
export function actionOfSummary(summary: string): string {
  const plain = summary.replace(/（[^）]*）|\([^)]*\)/g, '');
  const [head = '', ...rest] = plain.split(/[：:]/);
  const text = head.trim().length <= 4 && rest.length > 0 ? rest.join('：') : plain;
  return text.split(/[；，：;,:]/)[0]?.trim() || summary;
}
