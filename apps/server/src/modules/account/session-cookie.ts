import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../platform/auth/access-tokens';
import { ACCESS_TOKEN_COOKIE } from '../../platform/auth/authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler: the answer sets the session cookie to this token, or clears it. */
    sessionCookie?: { token: string } | 'clear';
  }
}

/**
 * The password login's token lives in the `Access-Tokens` cookie the spec names (7 days), set by the server httpOnly,
 * so page JavaScript never reads it; SameSite=Strict keeps it off every other site's requests. The API and the
 * realtime hub read it from there (authenticate.ts, realtime-hub.ts).
 */
export function installSessionCookie(app: FastifyInstance) {
  const secure = app.services.config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    const change = request.sessionCookie;
    if (change === 'clear')
      reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
    else if (change) {
      reply.setCookie(ACCESS_TOKEN_COOKIE, change.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: ACCESS_TOKEN_LIFETIME_SECONDS,
      });
    }
    return payload;
  });
}

export const setSessionCookie = (request: FastifyRequest, token: string) => {
  request.sessionCookie = { token };
};

export const clearSessionCookie = (request: FastifyRequest) => {
  request.sessionCookie = 'clear';
};
