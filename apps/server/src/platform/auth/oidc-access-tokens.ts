import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { AccessTokenClaims } from './access-tokens';

/** A JWT has three dot-separated parts; the identity server's access tokens are opaque (no dot). */
export const isJwt = (token: string) => token.split('.').length === 3;

/** The id under which an opaque token's principal is cached and its sockets are grouped: never the token itself. */
export const opaqueTokenId = (token: string) => `at:${createHash('sha256').update(token).digest('base64url')}`;

interface AccessTokenRow extends Record<string, unknown> {
  account_id: string | null;
  client_id: string | null;
  grant_id: string | null;
  exp: number | null;
  tid: string | null;
  preferred_username: string | null;
}

/**
 * The claims of an opaque access token the embedded identity server issued, read from its store: undefined unless
 * the token exists, is unexpired, was issued to this platform's client and its grant still exists (the provider
 * deletes a grant's tokens when the grant is revoked: revocation, code or refresh-token reuse, end of session).
 */
export async function findOidcAccessToken(
  db: Database,
  token: string,
  clientId: string,
): Promise<AccessTokenClaims | undefined> {
  const result = await db.execute<AccessTokenRow>(sql`
    select a.payload->>'accountId' as account_id, a.payload->>'clientId' as client_id,
      a.payload->>'grantId' as grant_id, (a.payload->>'exp')::bigint as exp,
      a.payload->'extra'->>'tid' as tid, a.payload->'extra'->>'preferred_username' as preferred_username
    from oidc_payloads a
    where a.kind = 'AccessToken' and a.id = ${token} and a.expires_at > now()
      and exists (select 1 from oidc_payloads g where g.kind = 'Grant' and g.id = a.payload->>'grantId'
                  and (g.expires_at is null or g.expires_at > now()))`);
  const row = result.rows[0];
  if (!row?.account_id || !row.grant_id || !row.exp || !row.tid || row.client_id !== clientId) return undefined;
  return {
    sub: row.account_id,
    jti: opaqueTokenId(token),
    exp: Number(row.exp),
    tid: row.tid,
    gid: row.grant_id,
    ...(row.preferred_username ? { preferred_username: row.preferred_username } : {}),
  };
}
