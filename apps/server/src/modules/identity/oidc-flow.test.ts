import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { testBrowser } from './test-browser';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
});
afterAll(() => t?.close());

const base64url = (buf: Buffer) => buf.toString('base64url');

describe('single sign-on through the embedded OpenID Connect provider', () => {
  it('publishes discovery and keys under the authority', async () => {
    const discovery = await (await fetch(`${t.baseUrl}/identity/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${t.baseUrl}/identity`);
    expect(discovery.token_endpoint).toBe(`${t.baseUrl}/identity/connect/token`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('runs the authorization code flow with PKCE: sign-in page, code, tokens the API accepts, refresh, end session', async () => {
    const { go, followUntil } = testBrowser(t.baseUrl);
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const redirectUri = `${t.baseUrl}/oidc-callback`;
    const authorize = new URL(`${t.baseUrl}/identity/connect/authorize`);
    authorize.search = new URLSearchParams({
      client_id: 'qis-web',
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      prompt: 'consent',
    }).toString();

    const toInteraction = await go(authorize.toString());
    expect(toInteraction.status).toBe(303);
    const interactionUrl = new URL(toInteraction.headers.get('location') ?? '', t.baseUrl);
    const page = await go(interactionUrl.toString());
    const html = await page.text();
    expect(html).toContain('统一身份认证');
    expect(html).toContain('用户名');

    const wrong = await go(`${interactionUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'zhangwei', password: 'Wrong@123' }).toString(),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('用户名或密码错误');

    const signedIn = await go(`${interactionUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'zhangwei', password: 'Quality@123' }).toString(),
    });
    const callback = await followUntil('/oidc-callback', signedIn);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenRequest = (params: Record<string, string>) =>
      fetch(`${t.baseUrl}/identity/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'qis-web', ...params }).toString(),
      });
    const badVerifier = await tokenRequest({
      grant_type: 'authorization_code',
      code: code as string,
      redirect_uri: redirectUri,
      code_verifier: base64url(randomBytes(32)),
    });
    expect(badVerifier.status).toBe(400);

    // A code is single-use whatever the outcome, so a second flow runs on the same session: it needs no
    // sign-in page because the identity server's session exists (what silent renew relies on).
    const second = new URL(authorize);
    second.searchParams.delete('prompt');
    second.searchParams.set('state', 'state-2');
    const silent = await followUntil('/oidc-callback', await go(second.toString()));
    const tokens = await (
      await tokenRequest({
        grant_type: 'authorization_code',
        code: silent.searchParams.get('code') as string,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
    ).json();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.id_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();

    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(tokens.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userName: 'zhangwei', name: '张伟' });

    const refreshed = await (
      await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })
    ).json();
    expect(refreshed.access_token).toBeTruthy();
    const again = await t.app.inject({
      url: '/qis/api/app/role/currentUserPermissions',
      headers: bearer(refreshed.access_token),
    });
    expect(again.statusCode).toBe(200);

    const endSession = await go(
      `/identity/connect/endsession?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${t.baseUrl}/user/login` })}`,
    );
    expect(endSession.status).toBe(200);
    expect(await endSession.text()).toContain('退出登录');
  });
});
