import { checkRetrievalCode, localLogin, retrievePassword, sendRetrievalEmail, ssoLogout } from '@qis/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { revokedTokens } from '../../db/tables';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { checkCredentials } from './login.service';
import {
  checkRetrievalCode as checkCode,
  resetPasswordWithCode,
  sendRetrievalCode,
} from './password-retrieval.service';
import { clearSessionCookie, installSessionCookie, setSessionCookie } from './session-cookie';

export function registerAccountRoutes(app: FastifyInstance) {
  installSessionCookie(app);

  // The token is answered for API clients and set as the httpOnly session cookie for the browser.
  registerEndpoint(app, localLogin, async ({ body }, ctx) => {
    const outcome = await checkCredentials(ctx.services, {
      ...body,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
      loginType: 1,
    });
    if (!outcome.ok) throw outcome.error;
    const issued = await ctx.services.tokens.issue(outcome);
    setSessionCookie(ctx.request, issued.accessToken);
    return issued;
  });

  // Logout ends this session: its token is revoked (an identity-server token with its whole grant) and the sockets
  // opened with it are disconnected on every instance, and the session cookie is cleared. The user's other sessions
  // (other browsers) go on.
  registerEndpoint(app, ssoLogout, async (_input, { tx, principal, authChanged, afterCommit, services, request }) => {
    await tx
      .insert(revokedTokens)
      .values({ tokenId: principal.tokenId, expiresAt: principal.tokenExpiresAt })
      .onConflictDoNothing();
    if (principal.grantId) {
      await tx.execute(sql`delete from oidc_payloads where grant_id = ${principal.grantId}
        or (kind = 'Grant' and id = ${principal.grantId})`);
    }
    await authChanged();
    afterCommit(() => services.realtime.disconnectToken(principal.tokenId));
    clearSessionCookie(request);
    return null;
  });

  registerEndpoint(app, sendRetrievalEmail, ({ body }, { services }) => sendRetrievalCode(services, body));
  registerEndpoint(app, checkRetrievalCode, ({ body }, { services }) => checkCode(services, body));
  registerEndpoint(app, retrievePassword, ({ body }, { services }) => resetPasswordWithCode(services, body));
}
