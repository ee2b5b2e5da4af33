import type { WorkflowAssignee, WorkflowNodeType } from '@qis/shared';
import { type MessageKey, t } from '../../locales';
// The texts t() reads here come with this module, wherever it is used from.
import './texts';
import type { AssigneeOptionsData } from './api';

/** The palette's order and each node type's Chinese label (locales/process.zh-CN.ts). */
export const NODE_TYPES: readonly WorkflowNodeType[] = ['start', 'approve', 'handle', 'notify', 'condition', 'end'];

const NODE_LABEL: Record<WorkflowNodeType, MessageKey> = {
  start: 'process.node.start',
  approve: 'process.node.approve',
  handle: 'process.node.handle',
  notify: 'process.node.notify',
  condition: 'process.node.condition',
  end: 'process.node.end',
};
export const nodeTypeLabel = (type: WorkflowNodeType) => t(NODE_LABEL[type]);

/** Colours of a node type on the canvas and in the palette: fill, border, text. */
export const NODE_COLORS: Record<WorkflowNodeType, { fill: string; stroke: string; text: string }> = {
  start: { fill: '#f6ffed', stroke: '#52c41a', text: '#237804' },
  approve: { fill: '#e6f4ff', stroke: '#1677ff', text: '#003eb3' },
  handle: { fill: '#fff7e6', stroke: '#fa8c16', text: '#ad4e00' },
  notify: { fill: '#f9f0ff', stroke: '#722ed1', text: '#391085' },
  condition: { fill: '#fffbe6', stroke: '#d4b106', text: '#614700' },
  end: { fill: '#fff1f0', stroke: '#f5222d', text: '#a8071a' },
};

/** Who acts on a task node, as the validation names it: 审批人, 办理人, 知会人. */
export const ASSIGNEE_WORD: Partial<Record<WorkflowNodeType, MessageKey>> = {
  approve: 'process.assigneeWord.approve',
  handle: 'process.assigneeWord.handle',
  notify: 'process.assigneeWord.notify',
};

export const SIGN_MODES = [
  { value: 'any', key: 'process.signMode.any' },
  { value: 'all', key: 'process.signMode.all' },
] as const satisfies readonly { value: string; key: MessageKey }[];

export const REJECT_TARGETS = [
  { value: 'initiator', key: 'process.rejectTo.initiator' },
  { value: 'previous', key: 'process.rejectTo.previous' },
] as const satisfies readonly { value: string; key: MessageKey }[];

/**
 * An assignee as one select value: `user:<id>`, `role:<id>`, `post:<id>`, `orgHead`, `initiator`, `businessOwner`.
 */
export function assigneeKey(assignee: WorkflowAssignee): string {
  return 'id' in assignee ? `${assignee.type}:${assignee.id}` : assignee.type;
}

/** The assignee a select value stands for, or null for a value that is none of the six forms. */
export function parseAssigneeKey(key: string): WorkflowAssignee | null {
  if (key === 'orgHead' || key === 'initiator' || key === 'businessOwner') return { type: key };
  const match = /^(user|role|post):(.+)$/.exec(key);
  if (!match) return null;
  return { type: match[1] as 'user' | 'role' | 'post', id: match[2] as string };
}

/** The options of the assignee select, grouped: by initiator, users, roles, posts. */
export function assigneeSelectOptions(options: AssigneeOptionsData) {
  return [
    {
      label: t('process.assignee.group.special'),
      options: [
        { value: 'orgHead', label: t('process.assignee.orgHead') },
        { value: 'initiator', label: t('process.assignee.initiator') },
        { value: 'businessOwner', label: t('process.assignee.businessOwner') },
      ],
    },
    {
      label: t('process.assignee.group.users'),
      options: options.users.map((u) => ({ value: `user:${u.id}`, label: `${u.name}（${u.userName}）` })),
    },
    {
      label: t('process.assignee.group.roles'),
      options: options.roles.map((r) => ({
        value: `role:${r.id}`,
        label: t('process.assignee.role', { name: r.name }),
      })),
    },
    {
      label: t('process.assignee.group.posts'),
      options: options.posts.map((p) => ({
        value: `post:${p.id}`,
        label: t('process.assignee.post', { name: p.organizationName ? `${p.organizationName}/${p.name}` : p.name }),
      })),
    },
  ];
}
