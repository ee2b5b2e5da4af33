import type { App } from 'antd';

/**
 * Toasts usable outside React (the HTTP client). Two scopes bind antd's context-aware message API here: the root's
 * message holder (app/MessageScope, the only one before sign-in) and the signed-in area's antd App
 * (shell/layouts/SessionApp), which takes precedence while it is mounted, so a page's App.useApp().message and the
 * HTTP client's toasts share its one-at-a-time holder. A toast asked for before either is bound is shown once one
 * is. Importing antd's static message API instead would put a second notification renderer into the login route.
 */
type MessageApi = ReturnType<typeof App.useApp>['message'];
type Kind = 'error' | 'success' | 'warning';
export type FeedbackScope = 'root' | 'session';

const bound: Partial<Record<FeedbackScope, MessageApi>> = {};
let pending: { kind: Kind; text: string } | null = null;

const activeApi = (): MessageApi | undefined => bound.session ?? bound.root;

/** Binds a scope's message API; the returned function unbinds it (the scope unmounting). */
export function bindMessageApi(scope: FeedbackScope, api: MessageApi): () => void {
  bound[scope] = api;
  if (pending) show(pending.kind, pending.text);
  pending = null;
  return () => {
    if (bound[scope] === api) delete bound[scope];
  };
}

function show(kind: Kind, text: string, api: MessageApi | undefined = activeApi()): void {
  if (api) void api[kind](text);
  else pending = { kind, text };
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  warning: (text: string) => show('warning', text),
};

/**
 * Toasts followed by a sign-out (password changed, session expired): shown by the root's holder, which outlives
 * the signed-in area, so the login page still shows them.
 */
export const signOutToast = {
  error: (text: string) => show('error', text, bound.root ?? activeApi()),
  success: (text: string) => show('success', text, bound.root ?? activeApi()),
};
