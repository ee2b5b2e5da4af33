/**
 * Message templates (/MessageTemplates): a subject and a body of plain text with `{name}` placeholders.
 * Rendering is pure: a placeholder with a value is replaced, an unknown one stays visible as written.
 */

/** Placeholder syntax: `{` a name of letters, digits or underscores `}`. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>;

/** The placeholder names a template text uses, each once, in order of first use. */
export function templatePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

const known = (values: TemplateValues, name: string) =>
  Object.hasOwn(values, name) && values[name] !== undefined && values[name] !== null;

/** Renders plain text (in-app messages, mail text): unknown placeholders are left as `{name}`. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (match, name: string) => (known(values, name) ? String(values[name]) : match));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** Sample values the template detail page previews a template with. */
export const TEMPLATE_SAMPLE_VALUES: Readonly<Record<string, string>> = {
  title: '变速箱壳体 DFMEA（V2.1）',
  nodeName: '部门负责人审核',
  userName: '张伟',
  comment: '：请补充第 3 项失效模式的探测措施',
  noticeTitle: '关于开展年度质量月活动的通知',
};

export interface DefaultMessageTemplate {
  code: string;
  name: string;
  subject: string;
  body: string;
}

/**
 * The workflow messages' templates, rendered with the values a workflow event gives (title, nodeName, and comment as
 * `：<comment>` or empty): the in-app messages' texts (workflow-messages.ts), and the mails' unless a tenant's own
 * enabled template of the code replaces them.
 */
export const DEFAULT_MESSAGE_TEMPLATES: readonly DefaultMessageTemplate[] = [
  {
    code: 'workflow.taskAssigned.approve',
    name: '待审核通知',
    subject: '【待审核】{title}',
    body: '「{title}」等待您审核（{nodeName}）',
  },
  {
    code: 'workflow.taskAssigned.handle',
    name: '待办理通知',
    subject: '【待办理】{title}',
    body: '「{title}」等待您办理（{nodeName}）',
  },
  {
    code: 'workflow.taskAssigned.notify',
    name: '待阅通知',
    subject: '【待阅】{title}',
    body: '「{title}」请您查阅（{nodeName}）',
  },
  {
    code: 'workflow.instanceApproved',
    name: '审批通过通知',
    subject: '【审批通过】{title}',
    body: '您发起的「{title}」已审批通过',
  },
  {
    code: 'workflow.instanceRejected',
    name: '驳回通知',
    subject: '【已驳回】{title}',
    body: '您发起的「{title}」在「{nodeName}」被驳回{comment}',
  },
];
