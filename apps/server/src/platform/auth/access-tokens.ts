import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';
import type { SigningKeys } from './signing-keys';

/**
 * Spec §9: the password-login token is kept 7 days (604800000 ms). It is revocable all that time: logout revokes it
 * by its id, and a password change or disable raises the user's session generation it carries.
 */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** The identity server's access tokens live minutes; the web's OpenID Connect client renews them by refresh token. */
export const OIDC_ACCESS_TOKEN_LIFETIME_SECONDS = 10 * 60;

const MAX_VERIFIED_TOKENS = 10_000;

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  jti: string;
  exp: number;
  /** Tenant id; tokens of an external provider may lack it, and then the default tenant applies. */
  tid?: string;
  preferred_username?: string;
  email?: string;
  /** Session generation of the user when a password-login token was issued (see users.sessionGeneration). */
  sgen?: number;
  /** The identity server's grant an opaque OpenID Connect access token belongs to. */
  gid?: string;
}

export interface TokenService {
  issue(subject: { userId: string; tenantId: string; userName: string; sessionGeneration: number }): Promise<{
    accessToken: string;
    tokenId: string;
    expiresIn: number;
  }>;
  verify(token: string): Promise<AccessTokenClaims>;
}

/**
 * Password-login tokens are signed with the identity server's own key, so the API verifies them and the
 * OpenID Connect provider's access tokens the same way: a JWT of the authority for the API audience.
 */
export function createTokenService(config: AppConfig, keys: SigningKeys): TokenService {
  const { authority, audience, clientId, embedded } = config.identity;
  let jwks: ReturnType<typeof createRemoteJWKSet> | SigningKeys['localJwks'] | undefined = embedded
    ? keys.localJwks
    : undefined;
  // An external provider's keys are found through its discovery document, once, on first use.
  const keySet = async () => {
    if (!jwks) {
      const res = await fetch(`${authority}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`discovery of ${authority} failed: HTTP ${res.status}`);
      const { jwks_uri } = (await res.json()) as { jwks_uri: string };
      jwks = createRemoteJWKSet(new URL(jwks_uri));
    }
    return jwks;
  };
  const verified = new Map<string, AccessTokenClaims>();
  return {
    async issue({ userId, tenantId, userName, sessionGeneration }) {
      const tokenId = randomUUID();
      const accessToken = await new SignJWT({
        tid: tenantId,
        preferred_username: userName,
        client_id: clientId,
        sgen: sessionGeneration,
      })
        .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'at+jwt' })
        .setIssuer(authority)
        .setAudience(audience)
        .setSubject(userId)
        .setJti(tokenId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
        .sign(keys.signingKey);
      return { accessToken, tokenId, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
    },
    async verify(token) {
      // A signature check costs ~0.25 ms; the same token string verified once stays valid until it expires.
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      const { payload } = await jwtVerify(token, await keySet(), { issuer: authority, audience });
      if (!payload.sub || !payload.jti || !payload.exp) throw new Error('token lacks sub, jti or exp');
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
      verified.set(token, payload as AccessTokenClaims);
      return payload as AccessTokenClaims;
    },
  };
}
