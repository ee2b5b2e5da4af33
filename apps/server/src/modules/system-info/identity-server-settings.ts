import type { EmbeddedIdentityServer } from '@qis/shared';
import type { AppConfig } from '../../platform/config';
import { badRequest } from '../../platform/http/app-error';

/** The port browsers use for the server's public origin (PUBLIC_URL), the default one of its scheme if unnamed. */
function publicPort(config: AppConfig): number {
  const url = new URL(config.publicUrl);
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * Where the embedded identity server really answers (null with another identity provider): on the public port,
 * and on IDENTITY_PORT when that is set, under IDENTITY_PREFIX, for the one client OIDC_CLIENT_ID.
 */
export function embeddedIdentityServer(config: AppConfig): EmbeddedIdentityServer | null {
  if (!config.identity.embedded) return null;
  const port = publicPort(config);
  const ports = [...new Set([config.identity.port ?? port, port])];
  return { ports, prefix: config.identity.prefix, clientId: config.identity.clientId };
}

interface StoredIdentitySettings {
  identityServerPort: number | null;
  identityServerPrefix: string | null;
  clientId: string | null;
}

/**
 * The identity server settings in effect: a stored value overrides the configuration. With the embedded server a
 * stored value it does not answer at (the deployment's configuration changed since) gives way to the configured
 * one, so that sign-in keeps working.
 */
export function effectiveIdentitySettings(config: AppConfig, stored: StoredIdentitySettings | undefined) {
  const embedded = embeddedIdentityServer(config);
  if (embedded) {
    const port =
      stored?.identityServerPort && embedded.ports.includes(stored.identityServerPort)
        ? stored.identityServerPort
        : (embedded.ports[0] as number);
    const url = new URL(config.publicUrl);
    url.port = String(port);
    return { port, prefix: embedded.prefix, clientId: embedded.clientId, authority: `${url.origin}${embedded.prefix}` };
  }
  return {
    port: stored?.identityServerPort ?? config.identity.port ?? publicPort(config),
    prefix: stored?.identityServerPrefix ?? config.identity.prefix,
    clientId: stored?.clientId ?? config.identity.clientId,
    authority: config.identity.authority,
  };
}

/**
 * Checks a login setting beyond its shape (the contract's): with the embedded identity server every value is one it
 * answers at (anything else would send browsers nowhere). Answers the normalized prefix (no trailing slash).
 */
export function checkIdentitySettings(
  config: AppConfig,
  input: { identityServerPort: number; identityServerPrefix: string; clientId: string },
): string {
  const prefix = input.identityServerPrefix.replace(/\/$/, '');
  const embedded = embeddedIdentityServer(config);
  if (!embedded) return prefix;
  if (!embedded.ports.includes(input.identityServerPort))
    throw badRequest(`参数 identityServerPort 无效：内置身份服务器的端口为 ${embedded.ports.join(' 或 ')}`);
  if (prefix !== embedded.prefix)
    throw badRequest(`参数 identityServerPrefix 无效：内置身份服务器的前缀为 ${embedded.prefix}`);
  if (input.clientId !== embedded.clientId)
    throw badRequest(`参数 clientId 无效：内置身份服务器的客户端ID为 ${embedded.clientId}`);
  return prefix;
}
