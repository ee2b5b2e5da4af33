import { cookies, localStore } from '../storage';

/** Login type from system info: 0 = single sign-on through the identity server, 1 = password login. */
export const LoginType = { IdentityServer: 0, Password: 1 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/**
 * Cookie holding the password login's token (spec §9). The server sets it httpOnly, so this code never reads it:
 * the browser sends it with every same-site API call and the realtime handshake.
 */
export const ACCESS_TOKEN_COOKIE = 'Access-Tokens';
/** Local storage key (stored as `pro__Access-Token`) holding a single-sign-on access token (short-lived, renewed). */
export const ACCESS_TOKEN_KEY = 'Access-Token';
/** Local storage key of the marker (not the token) that a password-login session exists. */
export const PASSWORD_SESSION_KEY = 'Password-Session';
/** Tokens are kept 7 days (spec §9). */
export const TOKEN_MAX_AGE_MS = 604800000;

/** The single-sign-on access token, for the Authorization header; null with a password login (cookie). */
export function getAccessToken(): string | null {
  return localStore.get<string>(ACCESS_TOKEN_KEY) || null;
}

/** Whether this browser holds a session: a single-sign-on token, or the marker of a password login. */
export function hasStoredSession(): boolean {
  return getAccessToken() !== null || localStore.get<boolean>(PASSWORD_SESSION_KEY) === true;
}

/** A single-sign-on token (also a renewed one) replaces whatever session was stored. */
export function setAccessToken(token: string): void {
  clearAccessToken();
  localStore.set(ACCESS_TOKEN_KEY, token, TOKEN_MAX_AGE_MS);
}

/** A password login: the server has set the httpOnly cookie; only the marker is kept here. */
export function markPasswordSession(): void {
  clearAccessToken();
  localStore.set(PASSWORD_SESSION_KEY, true, TOKEN_MAX_AGE_MS);
}

export function clearAccessToken(): void {
  // A readable cookie of an older version of this app; the server's httpOnly one is not reachable from here.
  cookies.remove(ACCESS_TOKEN_COOKIE);
  localStore.remove(ACCESS_TOKEN_KEY);
  localStore.remove(PASSWORD_SESSION_KEY);
}
