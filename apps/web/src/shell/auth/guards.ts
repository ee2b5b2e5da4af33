import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isPasswordMode, loadSystemInfo, type SystemInfo } from '../system-info';
import { startSsoSignIn } from './oidc';
import { hasSession, loadCurrentUser, resumeSsoSession } from './session';
import type { CurrentUser } from './types';

export const HOME_PATH = '/analysis';
export const LOGIN_PATH = '/user/login';

/** Route ids whose loader data the hooks read. */
export const ROUTE_IDS = { root: 'root', session: 'session' } as const;

/** Root: loads system info if missing (page title = system name; a failure leaves the title empty). */
export async function rootLoader(): Promise<SystemInfo | null> {
  const info = await loadSystemInfo();
  document.title = info?.name ?? '';
  return info;
}

/** A pending navigation that never settles, used while the browser leaves for the identity server. */
function leavingPage(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * Guard of the signed-in area. No token: password mode goes to the login page (remembering the target),
 * single-sign-on mode goes straight to the identity server. With a token: loads the current user.
 */
export async function requireSessionLoader({ request }: LoaderFunctionArgs): Promise<CurrentUser> {
  const info = await loadSystemInfo();
  if (!hasSession()) {
    if (!isPasswordMode(info)) {
      await startSsoSignIn(info);
      return leavingPage();
    }
    const url = new URL(request.url);
    throw redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  resumeSsoSession(info);
  return loadCurrentUser();
}

/** The login page sends an already signed-in user home. */
export function guestOnlyLoader(): Response | null {
  if (hasSession()) throw redirect(HOME_PATH);
  return null;
}

/** Accepts only same-site paths as a post-login target. */
export function safeRedirectTarget(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : HOME_PATH;
}
