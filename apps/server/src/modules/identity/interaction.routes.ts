import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { systemSettings } from '../../db/tables';
import { checkCredentials } from '../account/login.service';
import { renderSignInPage } from './sign-in-page';

const SignInForm = z.object({
  userName: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  tenantName: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
});

/**
 * The identity server's own sign-in page (the provider's interaction step). These are HTML pages of the
 * OpenID Connect flow, not API endpoints, so they are not in the contracts.
 */
export function registerInteractionRoutes(app: FastifyInstance, provider: Provider) {
  const { prefix } = app.services.config.identity;

  async function showSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Partial<z.infer<typeof SignInForm>> & { error?: string },
  ) {
    const { uid } = request.params as { uid: string };
    const [settings] = await app.services.db.select().from(systemSettings).limit(1);
    return reply
      .status(extra.error ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSignInPage({
          action: `${prefix}/interaction/${uid}/login`,
          systemName: settings?.name ?? '质量信息系统',
          companyName: settings?.companyName ?? '',
          userName: extra.userName,
          tenantName: extra.tenantName,
          error: extra.error,
        }),
      );
  }

  app.get(`${prefix}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === 'login') return showSignIn(request, reply, {});
    // The platform's client is first-party: a consent prompt is answered at once with what it asks for.
    const grantId = await grantWhatIsMissing(provider, details);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  });

  app.post(`${prefix}/interaction/:uid/login`, { schema: { hide: true } }, async (request, reply) => {
    await provider.interactionDetails(request.raw, reply.raw);
    const form = SignInForm.safeParse(request.body);
    if (!form.success) return showSignIn(request, reply, { error: '请输入用户名和密码' });
    const outcome = await checkCredentials(app.services, {
      ...form.data,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
      loginType: 0,
    });
    if (!outcome.ok) return showSignIn(request, reply, { ...form.data, error: outcome.error.message });
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: outcome.userId } },
      { mergeWithLastSubmission: false },
    );
  });
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

async function grantWhatIsMissing(provider: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  const grant =
    (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
