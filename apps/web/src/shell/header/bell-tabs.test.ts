import { NOTICE_VIEW_PATH } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { bellTabOf, firstBusyTab, splitByBellTab } from './bell-tabs';

// The urls the server puts on its messages: a published notice (notices.service publishNotice), a task assigned to
// the user and the end of the user's flow (workflow-messages.ts).
const notice = { id: 'n', url: `${NOTICE_VIEW_PATH}?id=5b0c6f9e-0000-4000-8000-000000000001` };
const approve = { id: 'a', url: '/upcomingTrialDetails?taskId=5b0c6f9e-0000-4000-8000-000000000002' };
const handle = { id: 'h', url: '/upcomingHandleDetails?taskId=5b0c6f9e-0000-4000-8000-000000000003' };
const toRead = { id: 'r', url: '/upcomingReadDetails?taskId=5b0c6f9e-0000-4000-8000-000000000004' };
const approved = { id: 'd', url: '/processedFlowDetails?instanceId=5b0c6f9e-0000-4000-8000-000000000005' };
const plain = { id: 'p', url: null };

describe('the notice bell tabs', () => {
  it('put a published notice under 通知, not under 消息', () => {
    expect(bellTabOf(notice)).toBe('notifications');
  });

  it('put a pending task (approve, handle, read) under 待办', () => {
    expect([approve, handle, toRead].map(bellTabOf)).toEqual(['todo', 'todo', 'todo']);
  });

  it('keep the rest under 消息: a finished flow, a message opening nothing', () => {
    expect([approved, plain].map(bellTabOf)).toEqual(['messages', 'messages']);
  });

  it('do not take a page whose name merely starts like a tab page', () => {
    expect(bellTabOf({ url: '/noticeDetailsArchive' })).toBe('messages');
    expect(bellTabOf({ url: '/upcomingTrialDetailsOld?taskId=1' })).toBe('messages');
  });

  it('split a page of unread messages by tab, keeping their order, and open on the first busy tab', () => {
    const tabs = splitByBellTab([approved, notice, approve, plain, handle]);
    expect(tabs).toEqual({ notifications: [notice], messages: [approved, plain], todo: [approve, handle] });
    expect(firstBusyTab(tabs)).toBe('notifications');
    expect(firstBusyTab(splitByBellTab([handle]))).toBe('todo');
    expect(firstBusyTab(splitByBellTab([]))).toBe('notifications');
  });
});
