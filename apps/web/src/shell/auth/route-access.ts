/**
 * The sign-in part of the route guard (shell spec §4) as pure functions, applied by the loaders in guards.ts. The
 * permission part is in route-permissions.ts, which needs the permission registry and is loaded only after sign-in.
 */

export const HOME_PATH = '/analysis';
export const LOGIN_PATH = '/user/login';
export const OUT_PATH = '/out';
export const FORBIDDEN_PATH = '/403';
export const SILENT_RENEW_PATH = '/silent-renew-oidc.html';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'identity-server' };

export interface GuardInput {
  /** Path and search of the target route. */
  path: string;
  search?: string;
  /** A public route (login, retrieve password, callbacks, 404, out ...). */
  isPublic: boolean;
  hasToken: boolean;
  /** 0 identity server (single sign-on), 1 password login. */
  loginType: 0 | 1;
}

/**
 * Sign-in part of the guard (spec §4): public routes pass (an already signed-in password user on the login page goes
 * home); without a token password mode goes to the login page remembering the target, single-sign-on mode goes to
 * the identity server except on /out and the silent-renew page.
 */
export function decideSignIn(input: GuardInput): GuardDecision {
  if (input.isPublic) {
    if (input.path === LOGIN_PATH && input.hasToken && input.loginType === 1)
      return { kind: 'redirect', to: HOME_PATH };
    return { kind: 'allow' };
  }
  if (input.hasToken) return { kind: 'allow' };
  if (input.loginType === 0) {
    return input.path === OUT_PATH || input.path === SILENT_RENEW_PATH
      ? { kind: 'allow' }
      : { kind: 'identity-server' };
  }
  const target = `${input.path}${input.search ?? ''}`;
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` };
}
