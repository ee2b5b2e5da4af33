import type { SystemInfo } from '@qis/shared';
import { LoginType } from './auth/token';
import { http } from './http';

/**
 * Public system information: decides the login mode, the product title and single-system mode. The contract's type,
 * imported as a type only (the login route carries no schema).
 */
export type { SystemInfo };

export const DEFAULT_IDENTITY_PREFIX = '/identity';
export const DEFAULT_CLIENT_ID = 'qis-web';

let cached: SystemInfo | null = null;
let pending: Promise<SystemInfo | null> | null = null;

/** Loads system info once; a failure resolves to null (title stays empty) and is retried on the next call. */
export function loadSystemInfo(): Promise<SystemInfo | null> {
  if (cached) return Promise.resolve(cached);
  pending ??= http
    .get<SystemInfo>('/api/app/systemInfo/systemInfo', { auth: false, silent: true })
    .then((info) => {
      cached = { ...info, loginType: Number(info.loginType) === 0 ? LoginType.IdentityServer : LoginType.Password };
      return cached;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function getLoadedSystemInfo(): SystemInfo | null {
  return cached;
}

/**
 * Forgets the loaded system info after an administrator changed it: the next load (the root loader, which then
 * revalidates) fetches it again, so the title, login mode and single-system mode apply at once.
 */
export function forgetSystemInfo(): void {
  cached = null;
}

/** The browser page title system info asks for: its title, else the system name. */
export function pageTitleOf(info: SystemInfo | null): string {
  return info?.title || info?.name || '';
}

/** Password mode unless system info says single sign-on (also when system info is unavailable). */
export function isPasswordMode(info: SystemInfo | null): boolean {
  return info?.loginType !== LoginType.IdentityServer;
}

function currentPort(): string {
  return window.location.port || (window.location.protocol === 'https:' ? '443' : '80');
}

/**
 * The identity server's base URL (OIDC authority and account API).
 * Same origin unless the configured port differs from the page's; the Vite dev server always uses its proxy.
 */
export function identityAuthority(info: SystemInfo | null): string {
  const rawPrefix = info?.identityServerPrefix?.trim() || DEFAULT_IDENTITY_PREFIX;
  const trimmed = rawPrefix.replace(/^\/+|\/+$/g, '');
  const prefix = trimmed ? `/${trimmed}` : '';
  const port = info?.identityServerPort ? String(info.identityServerPort) : '';
  if (import.meta.env.DEV || !port || port === currentPort()) return `${window.location.origin}${prefix}`;
  return `${window.location.protocol}//${window.location.hostname}:${port}${prefix}`;
}
