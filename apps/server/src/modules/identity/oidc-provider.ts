import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { users } from '../../db/tables';
import { OIDC_ACCESS_TOKEN_LIFETIME_SECONDS } from '../../platform/auth/access-tokens';
import { notifyAuthChanged } from '../../platform/auth/auth-changes';
import type { AppServices } from '../../platform/services';
import { createOidcAdapterClass } from './oidc-adapter';
import { renderLoggedOutPage, renderLogoutConfirmPage } from './sign-in-page';

/** Paths the provider answers under the authority; everything else there is a Fastify route. */
export const PROVIDER_PATHS = ['/.well-known/', '/connect/'];

export const OIDC_ROUTES = {
  authorization: '/connect/authorize',
  token: '/connect/token',
  userinfo: '/connect/userinfo',
  end_session: '/connect/endsession',
  revocation: '/connect/revocation',
  introspection: '/connect/introspect',
  pushed_authorization_request: '/connect/par',
  // IdentityServer's path, as the spec's client expects it (endpoints.tsv).
  jwks: '/.well-known/openid-configuration/jwks',
} as const;

/**
 * The embedded OpenID Connect provider: authorization code + PKCE (the only response type), refresh tokens,
 * end-session, revocation. Access tokens are opaque and short-lived, stored with their grant: the API and the
 * userinfo endpoint both accept them while the grant lives, and revoking the grant (revocation of the refresh token,
 * code or refresh-token reuse, end of session, logout) ends them at once.
 */
export function createOidcProvider(services: AppServices): Provider {
  const { config, db, keys } = services;
  const { authority, clientId, prefix } = config.identity;
  const webOrigin = config.publicUrl;

  async function loadUser(sub: string) {
    const [user] = await db.select().from(users).where(eq(users.id, sub));
    return user?.isActive ? user : undefined;
  }

  const configuration: Configuration = {
    // Every instance forgets the principals of revoked tokens (this one at once).
    adapter: createOidcAdapterClass(db, async () => {
      services.principals.clear();
      await notifyAuthChanged(db);
    }),
    responseTypes: ['code'],
    clients: [
      {
        client_id: clientId,
        client_name: '质量信息系统',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [
          `${webOrigin}/oidc-callback`,
          `${webOrigin}/oidc-popup-callback`,
          `${webOrigin}/silent-renew-oidc.html`,
        ],
        post_logout_redirect_uris: [`${webOrigin}/user/login`, `${webOrigin}/out`, `${webOrigin}/`],
      },
    ],
    jwks: { keys: keys.privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    // Cookie keys derived from the shared signing key: every instance signs cookies alike.
    cookies: {
      keys: [createHash('sha256').update(JSON.stringify(keys.privateJwks[0])).update('cookies').digest('hex')],
    },
    routes: OIDC_ROUTES,
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', 'api'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'tid'], email: ['email'] },
    async findAccount(_ctx, sub) {
      const user = await loadUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            name: user.name,
            preferred_username: user.userName,
            tid: user.tenantId,
            email: user.emailAddress ?? undefined,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token && token.accountId ? await loadUser(token.accountId) : undefined;
      return user ? { tid: user.tenantId, preferred_username: user.userName } : undefined;
    },
    // Refresh tokens (silent renew) for the platform's client even without offline_access; they end with the sign-in
    // session all the same (expiresWithSession below).
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // Every grant ends with the sign-in session, offline_access or not: RP-initiated logout revokes it, and with it
    // its refresh and access tokens (the provider keeps grants with offline_access past a logout otherwise).
    expiresWithSession: async () => true,
    interactions: { url: (_ctx, interaction) => `${prefix}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // A client revokes or introspects only its own tokens (there is one client, public: no secret to check).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      introspection: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = renderLogoutConfirmPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = renderLoggedOutPage(webOrigin);
        },
      },
    },
    // The platform's own client needs no consent screen: the first sign-in grants what it asks for.
    async loadExistingGrant(ctx) {
      const existingId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client || ctx.oidc.client.clientId !== clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(['name', 'preferred_username', 'tid', 'email']);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: OIDC_ACCESS_TOKEN_LIFETIME_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><meta charset="utf-8"><title>认证错误</title><p>认证出错：${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="${webOrigin}/">返回首页</a></p>`;
    },
  };
  const provider = new Provider(authority, configuration);
  // X-Forwarded-Proto and -Host count only behind a configured proxy (TRUST_PROXY).
  provider.proxy = config.trustProxy !== false;
  return provider;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
