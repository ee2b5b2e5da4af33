import type { MessageKey } from '../../locales';

/** Display keys of the engine's states (locales/workflow.zh-CN.ts). */
export const INSTANCE_STATUS: Record<string, { key: MessageKey; color: string }> = {
  running: { key: 'workflow.instance.running', color: 'processing' },
  approved: { key: 'workflow.instance.approved', color: 'success' },
  rejected: { key: 'workflow.instance.rejected', color: 'error' },
  withdrawn: { key: 'workflow.instance.withdrawn', color: 'default' },
};
export const TASK_STATUS: Record<string, MessageKey> = {
  pending: 'workflow.task.pending',
  done: 'workflow.task.done',
  cancelled: 'workflow.task.cancelled',
};
export const ACTIONS: Record<string, MessageKey> = {
  start: 'workflow.action.start',
  approve: 'workflow.action.approve',
  reject: 'workflow.action.reject',
  handle: 'workflow.action.handle',
  read: 'workflow.action.read',
  withdraw: 'workflow.action.withdraw',
  complete: 'workflow.action.complete',
};
