import { http } from '../http';
import { identityAuthority, type SystemInfo } from '../system-info';
import type { CurrentUser, LocalLoginRequest, LocalLoginResult } from './types';

/** Password login at the identity server. Failures are toasted by the HTTP client and rethrown. */
export function localLogin(info: SystemInfo | null, body: LocalLoginRequest): Promise<LocalLoginResult> {
  return http.post<LocalLoginResult>(`${identityAuthority(info)}/api/Account/LocalLogin`, body, { auth: false });
}

/**
 * Revokes the given access token at the identity server, or without one the httpOnly cookie's (and clears the
 * cookie). Errors are not toasted: the caller decides.
 */
export function ssoLogout(info: SystemInfo | null, token: string | null): Promise<unknown> {
  return http.post(
    `${identityAuthority(info)}/api/Account/SsoLogout`,
    undefined,
    token ? { token, silent: true } : { auth: false, silent: true },
  );
}

export function fetchCurrentUser(): Promise<CurrentUser> {
  return http.get<CurrentUser>('/api/app/user/currentUserInfo');
}
