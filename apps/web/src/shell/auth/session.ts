import { t } from '../../locales';
import { signOutToast, toast } from '../feedback';
import { ApiError, onUnauthorized } from '../http';
import { localStore } from '../storage';
import { getLoadedSystemInfo, isPasswordMode, loadSystemInfo, type SystemInfo } from '../system-info';
import { TABS_STORAGE_KEY } from '../tabs/tab-list';
import { fetchCurrentUser, localLogin, ssoLogout } from './api';
import { clearAccessToken, getAccessToken, hasStoredSession, markPasswordSession, setAccessToken } from './token';
import type { CurrentUser, LocalLoginRequest } from './types';

/** Delay before reloading after an expired session in password mode (spec §8). */
export const RELOAD_DELAY_MS = 1500;

/** The OpenID Connect client is its own chunk: the password login page never loads it. */
const oidc = () => import('./oidc');

let currentUser: Promise<CurrentUser> | null = null;
let sessionEnding = false;

export function hasSession(): boolean {
  return hasStoredSession();
}

/** The signed-in user's info, fetched once per session. */
export function loadCurrentUser(): Promise<CurrentUser> {
  currentUser ??= fetchCurrentUser()
    .then((user) => {
      // Spec §6/§8: a user without any authority point cannot be shown a menu.
      if (user.authorityPointDtos.length === 0) {
        toast.error(t('menu.userMenuRoleError'));
        throw new Error(t('menu.userMenuRoleError'));
      }
      return user;
    })
    .catch((error: unknown) => {
      currentUser = null;
      throw error;
    });
  return currentUser;
}

/**
 * Drops the cached current user so the next run of the session loader fetches it again. After a profile or avatar
 * change call this, then `useRevalidator().revalidate()`, so the header shows the new name and avatar.
 */
export function invalidateCurrentUser(): void {
  currentUser = null;
}

function forgetSession(): void {
  clearAccessToken();
  currentUser = null;
  // The next user of this browser must not find the previous one's pages.
  localStore.remove(TABS_STORAGE_KEY);
}

export async function signInWithPassword(values: LocalLoginRequest): Promise<void> {
  const info = await loadSystemInfo();
  // The answer's token is not kept: the server set it as an httpOnly cookie, out of this page's reach.
  await localLogin(info, values);
  forgetSession();
  markPasswordSession();
}

/** Finishes the OIDC code flow and stores the (short-lived, silently renewed) access token. */
export async function completeSsoCallback(): Promise<void> {
  const info = await loadSystemInfo();
  const user = await (await oidc()).completeSsoSignIn(info);
  forgetSession();
  setAccessToken(user.access_token);
}

/** /oidc-popup-callback: passes the result of a popup sign-in to its opener. */
export async function completeSsoPopupCallback(): Promise<void> {
  await (await oidc()).completeSsoPopup(await loadSystemInfo());
}

export async function startSso(): Promise<void> {
  await startSsoSignIn(await loadSystemInfo());
}

/** Arms silent renewal when the session came from single sign-on (the manager loads its stored user). */
export function resumeSsoSession(info: SystemInfo | null): void {
  void oidc().then((m) => m.getUserManager(info));
}

/** Sends the browser to the identity server's sign-in page. */
export async function startSsoSignIn(info: SystemInfo | null): Promise<void> {
  await (await oidc()).startSsoSignIn(info);
}

/**
 * Logs out: password mode revokes the token (SsoLogout); a single-sign-on session is ended at the identity
 * server, which redirects back to the login page. Resolves to true when the caller must navigate to login itself.
 */
export async function signOut(): Promise<boolean> {
  const info = await loadSystemInfo();
  const token = getAccessToken();
  const sso = await oidc();
  const ssoUser = await sso.getSsoUser(info).catch(() => null);
  if (isPasswordMode(info) && hasStoredSession()) {
    // An already expired or revoked token (401) needs no revocation; other failures are reported. Without a
    // single-sign-on token the server revokes the cookie's token and clears the cookie.
    await ssoLogout(info, token).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) signOutToast.error(t('request.error.logout'));
    });
  }
  forgetSession();
  if (!isPasswordMode(info) || ssoUser) {
    try {
      await sso.endSsoSession(info);
      return false;
    } catch {
      await sso.removeSsoUser(info).catch(() => undefined);
    }
  }
  return true;
}

/** HTTP 401 on an authenticated call: the session is over (spec §8). */
function handleUnauthorized(): void {
  if (sessionEnding) return;
  sessionEnding = true;
  const info = getLoadedSystemInfo();
  forgetSession();
  if (isPasswordMode(info)) {
    signOutToast.error(t('request.error.unauthorized'));
    void oidc()
      .then((m) => m.removeSsoUser(info))
      .catch(() => undefined);
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return;
  }
  void oidc()
    .then((m) => m.removeSsoUser(info))
    .catch(() => undefined)
    .then(() => startSsoSignIn(info))
    .catch(() => {
      sessionEnding = false;
    });
}

onUnauthorized(handleUnauthorized);
