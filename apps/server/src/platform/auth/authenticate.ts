import {
  type EndpointDefinition,
  effectivePluginIds,
  endpointPlugins,
  isPermissionEnabled,
  PLUGIN_MESSAGES,
} from '@qis/shared';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../db/tenant-transaction';
import { forbidden, unauthorized } from '../http/app-error';
import type { AppServices } from '../services';
import type { AccessTokenClaims } from './access-tokens';
import { findOidcAccessToken, isJwt, opaqueTokenId } from './oidc-access-tokens';
import { can, loadPrincipalRow, type Principal, toGrants } from './principal';

export const ACCESS_TOKEN_COOKIE = 'Access-Tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies?.[ACCESS_TOKEN_COOKIE] || undefined;
}

/** onRequest hook of every non-public endpoint: 401 without a valid, unrevoked token; 403 without the permission. */
export async function authenticate(request: FastifyRequest) {
  const { services } = request.server;
  const principal = await principalForToken(services, readAccessToken(request));
  request.principal = principal;
  checkAccess(principal, request.routeOptions.config.endpoint);
}

/**
 * The permission part of an endpoint's access: 403 '插件未启用' when the endpoint's plugin (every one of its plugins,
 * for a list), or the plugin owning its required point, is disabled for the tenant (administrators included), 403
 * when the roles do not grant the point (or it is host-only).
 */
export function checkAccess(principal: Principal, endpoint: Pick<EndpointDefinition, 'access' | 'plugin'> | undefined) {
  const plugins = endpoint ? endpointPlugins(endpoint) : [];
  if (plugins.length > 0 && !plugins.some((id) => principal.pluginIds.has(id))) {
    throw forbidden(PLUGIN_MESSAGES.disabled);
  }
  const access = endpoint?.access;
  if (!access || typeof access !== 'object') return;
  if (!isPermissionEnabled(access.permission, principal.pluginIds)) throw forbidden(PLUGIN_MESSAGES.disabled);
  if (!can(principal, access)) throw forbidden();
}

/**
 * The principal an access token stands for: 401 without a token, for one that fails verification (signature,
 * issuer, audience, expiry), is revoked, was issued before the user's sessions ended (password change, disable), or
 * names a user who is gone or inactive or whose tenant is disabled. The API and the realtime hub both authenticate
 * through this. The embedded identity server's access tokens are opaque and looked up in its store.
 */
export async function principalForToken(services: AppServices, token: string | undefined): Promise<Principal> {
  if (!token) throw unauthorized('未登录或登录已失效');
  const { embedded, clientId } = services.config.identity;
  if (embedded && !isJwt(token)) {
    const cached = services.principals.get(opaqueTokenId(token));
    if (cached && cached.tokenExpiresAt.getTime() > Date.now()) return cached;
    const claims = await findOidcAccessToken(services.db, token, clientId);
    if (!claims) throw unauthorized();
    return loadPrincipal(services, claims);
  }
  const claims = await services.tokens.verify(token).catch(() => {
    throw unauthorized();
  });
  return services.principals.get(claims.jti) ?? (await loadPrincipal(services, claims));
}

async function loadPrincipal(services: AppServices, claims: AccessTokenClaims): Promise<Principal> {
  // This server's tokens name the tenant and the user id; an external provider's name the user by login name
  // (preferred_username, else e-mail) and sign in to the default tenant.
  const tenantId = claims.tid ?? (await services.defaultTenantId());
  const who = claims.tid
    ? { userId: claims.sub }
    : { userName: String(claims.preferred_username ?? claims.email ?? claims.sub) };
  const row = await withTenant(services.db, tenantId, (tx) => loadPrincipalRow(tx, who, claims.jti));
  if (!row || row.revoked) throw unauthorized();
  // This server's password-login tokens (its only JWTs with the embedded identity server) die with the sessions they
  // were issued in; an identity-server token's grant is deleted instead; an external provider's tokens carry neither.
  const passwordLoginToken = services.config.identity.embedded && !claims.gid;
  if (passwordLoginToken && (claims.sgen ?? 0) !== row.session_generation) throw unauthorized();
  const principal: Principal = {
    userId: row.id,
    tenantId,
    userName: row.user_name,
    name: row.name,
    tokenId: claims.jti,
    tokenExpiresAt: new Date(claims.exp * 1000),
    ...(claims.gid ? { grantId: claims.gid } : {}),
    isAdmin: row.is_admin,
    grants: toGrants(row.grants),
    pluginIds: effectivePluginIds(row.plugin_ids),
    isHostTenant: row.is_host_tenant,
  };
  services.principals.set(principal);
  return principal;
}
