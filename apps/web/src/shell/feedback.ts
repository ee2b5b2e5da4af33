import type { App } from 'antd';

/**
 * Toasts usable outside React (the HTTP client). The provider tree binds antd's context-aware message API here
 * (AppProviders: one toast at a time); a toast asked for before that is shown once it is bound. Importing antd's
 * static message API instead would put a second notification renderer into the login route.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];
type Kind = 'error' | 'success' | 'warning';

let messageApi: MessageApi | null = null;
let pending: { kind: Kind; text: string } | null = null;

export function bindMessageApi(api: MessageApi): void {
  messageApi = api;
  if (pending) show(pending.kind, pending.text);
  pending = null;
}

function show(kind: Kind, text: string): void {
  if (messageApi) void messageApi[kind](text);
  else pending = { kind, text };
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  warning: (text: string) => show('warning', text),
};
