import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { DEFAULT_CLIENT_ID, identityAuthority, type SystemInfo } from '../system-info';
import { setAccessToken } from './token';

/** Paths registered for the `qis-web` client at the identity server. */
export const OIDC_PATHS = {
  callback: '/oidc-callback',
  popupCallback: '/oidc-popup-callback',
  postLogout: '/user/login',
  silentRenew: '/silent-renew-oidc.html',
} as const;

export const OIDC_SCOPE = 'openid profile offline_access';
/** The signed-in OIDC user is kept in local storage under `pro__oidc.user:{authority}:{clientId}`. */
const USER_STORE_PREFIX = 'pro__oidc.';

let manager: UserManager | null = null;
let managerKey = '';

/** One UserManager per authority and client; it also renews the token silently before it expires. */
export function getUserManager(info: SystemInfo | null): UserManager {
  const authority = identityAuthority(info);
  const clientId = info?.clientId || DEFAULT_CLIENT_ID;
  const key = `${authority}|${clientId}`;
  if (manager && managerKey === key) return manager;

  manager?.stopSilentRenew();
  const origin = window.location.origin;
  const created = new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${origin}${OIDC_PATHS.callback}`,
    post_logout_redirect_uri: `${origin}${OIDC_PATHS.postLogout}`,
    silent_redirect_uri: `${origin}${OIDC_PATHS.silentRenew}`,
    popup_redirect_uri: `${origin}${OIDC_PATHS.popupCallback}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: USER_STORE_PREFIX }),
  });
  // Keep the API token in step with silently renewed OIDC tokens.
  created.events.addUserLoaded((user) => setAccessToken(user.access_token));
  manager = created;
  managerKey = key;
  return created;
}

/** Starts the authorization code flow (PKCE): the browser leaves for the identity server's sign-in. */
export function startSsoSignIn(info: SystemInfo | null): Promise<void> {
  return getUserManager(info).signinRedirect();
}

/** Completes the code flow on the callback URL and returns the signed-in user. */
export async function completeSsoSignIn(info: SystemInfo | null, url = window.location.href): Promise<User> {
  const user = await getUserManager(info).signinCallback(url);
  if (!user) throw new Error('The OIDC callback did not produce a user');
  return user;
}

/** Hands the code of a sign-in popup back to the window that opened it (which completes the flow); the popup closes. */
export async function completeSsoPopup(info: SystemInfo | null, url = window.location.href): Promise<void> {
  await getUserManager(info).signinPopupCallback(url);
}

export async function getSsoUser(info: SystemInfo | null): Promise<User | null> {
  return getUserManager(info).getUser();
}

export function removeSsoUser(info: SystemInfo | null): Promise<void> {
  return getUserManager(info).removeUser();
}

/** Ends the identity server session; it redirects back to the login page. */
export function endSsoSession(info: SystemInfo | null): Promise<void> {
  return getUserManager(info).signoutRedirect();
}
