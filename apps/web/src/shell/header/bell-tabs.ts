import { NOTICE_VIEW_PATH } from '@qis/shared';

/** The tabs of the notice bell (spec §2), in order. */
export const BELL_TABS = ['notifications', 'messages', 'todo'] as const;
export type BellTab = (typeof BELL_TABS)[number];

/**
 * The pages a pending workflow task's message opens (the workflow engine's messages to whoever must act now:
 * approve, handle, read). A message opening one is a to-do item.
 */
export const TASK_DETAIL_PAGES = ['/upcomingTrialDetails', '/upcomingHandleDetails', '/upcomingReadDetails'] as const;

const opensPage = (url: string | null, page: string): boolean =>
  url !== null && (url === page || url.startsWith(`${page}?`) || url.startsWith(`${page}/`));

/**
 * The tab a message belongs under: 通知 a published notice (it opens the notice), 待办 a task waiting for the user
 * (it opens the task), 消息 everything else (a flow approved or rejected, messages without a page).
 */
export function bellTabOf(message: { url: string | null }): BellTab {
  if (opensPage(message.url, NOTICE_VIEW_PATH)) return 'notifications';
  if (TASK_DETAIL_PAGES.some((page) => opensPage(message.url, page))) return 'todo';
  return 'messages';
}

/** The messages of each tab, in the order given. */
export function splitByBellTab<M extends { url: string | null }>(messages: readonly M[]): Record<BellTab, M[]> {
  const tabs: Record<BellTab, M[]> = { notifications: [], messages: [], todo: [] };
  for (const message of messages) tabs[bellTabOf(message)].push(message);
  return tabs;
}

/** The tab the popover opens on: the first one with something in it, else 通知. */
export const firstBusyTab = (tabs: Record<BellTab, readonly unknown[]>): BellTab =>
  BELL_TABS.find((tab) => tabs[tab].length > 0) ?? 'notifications';
