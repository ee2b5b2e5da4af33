import { cookies, localStore } from '../storage';

/** Login type from system info: 0 = single sign-on through the identity server, 1 = password login. */
export const LoginType = { IdentityServer: 0, Password: 1 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

/** Cookie holding the access token in password-login mode (spec §9). */
export const ACCESS_TOKEN_COOKIE = 'Access-Tokens';
/** Local storage key (stored as `pro__Access-Token`) holding the access token in single-sign-on mode. */
export const ACCESS_TOKEN_KEY = 'Access-Token';
/** Tokens are kept 7 days (spec §9). */
export const TOKEN_MAX_AGE_MS = 604800000;

export function getAccessToken(): string | null {
  return cookies.get(ACCESS_TOKEN_COOKIE) || localStore.get<string>(ACCESS_TOKEN_KEY) || null;
}

export function setAccessToken(token: string, loginType: LoginType): void {
  clearAccessToken();
  if (loginType === LoginType.Password) {
    cookies.set(ACCESS_TOKEN_COOKIE, token, TOKEN_MAX_AGE_MS);
  } else {
    localStore.set(ACCESS_TOKEN_KEY, token, TOKEN_MAX_AGE_MS);
  }
}

export function clearAccessToken(): void {
  cookies.remove(ACCESS_TOKEN_COOKIE);
  localStore.remove(ACCESS_TOKEN_KEY);
}
