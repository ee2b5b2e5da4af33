import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { dropUntrustedForwarding, trustedProxyCheck } from '../../platform/http/trusted-proxy';
import { registerInteractionRoutes } from './interaction.routes';
import { createOidcProvider, PROVIDER_PATHS } from './oidc-provider';

/**
 * Mounts the embedded identity server under its prefix (default /identity) on the main port: the OpenID
 * Connect provider for its protocol paths, the sign-in pages beside it. With an external authority
 * configured (OIDC_AUTHORITY) nothing is mounted and the API trusts that provider's tokens instead.
 */
export async function mountIdentityServer(app: FastifyInstance) {
  const { identity } = app.services.config;
  if (!identity.embedded) return;
  const provider = createOidcProvider(app.services);
  const callback = provider.callback();
  // The provider runs in proxy mode behind a configured proxy; forwarding headers from anybody else are dropped.
  const dropForwarding = dropUntrustedForwarding(trustedProxyCheck(app.services.config.trustProxy));
  app.use(identity.prefix, (req, res, next) => {
    dropForwarding(req);
    const path = req.url ?? '/';
    // middie strips the prefix, as the provider expects when mounted on a path.
    if (PROVIDER_PATHS.some((p) => path.startsWith(p))) {
      callback(req, res);
      return;
    }
    next();
  });
  await app.register(async (scope) => {
    await scope.register(formbody);
    registerInteractionRoutes(scope, provider);
  });
}
