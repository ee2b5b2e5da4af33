import { type LoaderFunctionArgs, redirect } from 'react-router';
import { cookies } from '../storage';
import { isPasswordMode, loadSystemInfo, pageTitleOf, type SystemInfo } from '../system-info';
import { decideSignIn, HOME_PATH, LOGIN_PATH } from './route-access';
import { hasSession, loadCurrentUser, resumeSsoSession, startSsoSignIn } from './session';
import type { CurrentUser } from './types';

export { HOME_PATH, LOGIN_PATH };

/** Route ids whose loader data the hooks read. */
export const ROUTE_IDS = { root: 'root', session: 'session' } as const;

/** Cookie holding the product title, so a page shows its title before system info arrives (spec §1). */
const TITLE_COOKIE = 'title';
const TITLE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

/** Root: loads system info if missing (page title = its title or name, kept in a cookie; a failure leaves it empty). */
export async function rootLoader(): Promise<SystemInfo | null> {
  if (!document.title) document.title = cookies.get(TITLE_COOKIE) ?? '';
  const info = await loadSystemInfo();
  document.title = pageTitleOf(info);
  if (document.title) cookies.set(TITLE_COOKIE, document.title, TITLE_MAX_AGE_MS);
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
  const url = new URL(request.url);
  const decision = decideSignIn({
    path: url.pathname,
    search: url.search,
    isPublic: false,
    hasToken: hasSession(),
    loginType: isPasswordMode(info) ? 1 : 0,
  });
  if (decision.kind === 'identity-server') {
    await startSsoSignIn(info);
    return leavingPage();
  }
  if (decision.kind === 'redirect') throw redirect(decision.to);
  resumeSsoSession(info);
  return loadCurrentUser();
}

/** The login page sends an already signed-in password user home. */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const info = await loadSystemInfo();
  const decision = decideSignIn({
    path: new URL(request.url).pathname,
    isPublic: true,
    hasToken: hasSession(),
    loginType: isPasswordMode(info) ? 1 : 0,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return null;
}

/** Accepts only same-site paths as a post-login target. */
export function safeRedirectTarget(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : HOME_PATH;
}
