import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { testBrowser } from './test-browser';

// The embedded identity server as an outside relying party finds it, driven by an independent certified client
// library (openid-client): code + PKCE, ID token validation, userinfo, refresh rotation, revocation, end-session, and
// the API refusing every access token whose grant was revoked.

let t: TestApp & { baseUrl: string };
let rp: oidc.Configuration;
let redirectUri: string;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  redirectUri = `${t.baseUrl}/oidc-callback`;
  rp = await oidc.discovery(new URL(`${t.baseUrl}/identity`), 'qis-web', undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
});
afterAll(() => t?.close());

const api = (accessToken: string) =>
  t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(accessToken) });

/** Signs in through the identity server's own page (or its existing session) and answers the callback URL. */
async function authorize(browser: ReturnType<typeof testBrowser>, userName: string, password: string) {
  const pkceCodeVerifier = oidc.randomPKCECodeVerifier();
  const expectedState = oidc.randomState();
  const expectedNonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(rp, {
    redirect_uri: redirectUri,
    scope: 'openid profile offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    nonce: expectedNonce,
  });
  const toInteraction = await browser.go(url.href);
  const interaction = new URL(toInteraction.headers.get('location') ?? '', t.baseUrl);
  const page = await browser.go(interaction.href);
  const callback =
    page.status === 200
      ? await browser.followUntil(
          '/oidc-callback',
          await browser.submit(`${interaction.pathname}/login`, { userName, password }),
        )
      : await browser.followUntil('/oidc-callback', page);
  return { callback, checks: { pkceCodeVerifier, expectedState, expectedNonce } };
}

async function signIn(userName = 'zhangwei', password = 'Quality@123') {
  const browser = testBrowser(t.baseUrl);
  const { callback, checks } = await authorize(browser, userName, password);
  const tokens = await oidc.authorizationCodeGrant(rp, callback, checks);
  return { browser, tokens, callback, checks };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { error?: string; code?: string }) => error.error ?? error.code ?? String(error),
  );

describe('the embedded OpenID Connect provider as a relying party finds it', () => {
  it('advertises the authorization code flow only (no implicit or hybrid flow)', () => {
    const metadata = rp.serverMetadata();
    expect(metadata.issuer).toBe(`${t.baseUrl}/identity`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.code_challenge_methods_supported).toContain('S256');
  });

  it('signs in with code + PKCE: a valid ID token, short-lived access token that userinfo and the API accept', async () => {
    const { tokens } = await signIn();
    const claims = tokens.claims();
    expect(claims?.iss).toBe(`${t.baseUrl}/identity`);
    expect(claims?.aud).toBe('qis-web');
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(tokens.expires_in).toBeLessThanOrEqual(15 * 60);

    const userinfo = await oidc.fetchUserInfo(rp, tokens.access_token, claims?.sub as string);
    expect(userinfo).toMatchObject({ preferred_username: 'zhangwei', name: '张伟' });
    const me = await api(tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ userName: 'zhangwei', id: claims?.sub });
  });

  it('rotates refresh tokens; reusing a rotated one revokes the grant and the API refuses its access tokens', async () => {
    const { tokens } = await signIn();
    const first = tokens.refresh_token as string;
    const renewed = await oidc.refreshTokenGrant(rp, first);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(first);
    expect((await api(renewed.access_token)).statusCode).toBe(200);

    expect(await errorOf(oidc.refreshTokenGrant(rp, first))).toBe('invalid_grant');
    expect((await api(renewed.access_token)).statusCode).toBe(401);
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    expect(await errorOf(oidc.refreshTokenGrant(rp, renewed.refresh_token as string))).toBe('invalid_grant');
  });

  it('revokes an access token at the revocation endpoint: userinfo and the API refuse it at once, its grant ends', async () => {
    const { tokens } = await signIn();
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    await oidc.tokenRevocation(rp, tokens.access_token, { token_type_hint: 'access_token' });
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    expect(await errorOf(oidc.fetchUserInfo(rp, tokens.access_token, oidc.skipSubjectCheck))).not.toBe('no error');
    // The provider revokes the token's whole grant: its refresh token goes too.
    expect(await errorOf(oidc.refreshTokenGrant(rp, tokens.refresh_token as string))).toBe('invalid_grant');
  });

  it('revokes the grant when an authorization code is used twice: its access token stops working', async () => {
    const { tokens, callback, checks } = await signIn();
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    expect(await errorOf(oidc.authorizationCodeGrant(rp, callback, checks))).toBe('invalid_grant');
    expect((await api(tokens.access_token)).statusCode).toBe(401);
  });

  it('ends the session on RP-initiated logout: the access and refresh tokens are refused afterwards', async () => {
    const { tokens, browser } = await signIn();
    const endSession = oidc.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${t.baseUrl}/user/login`,
    });
    const confirm = await browser.go(endSession.href);
    const html = await confirm.text();
    expect(html).toContain('退出登录');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browser.submit(action as string, { xsrf: xsrf as string, logout: 'yes' });
    expect(done.status).toBeLessThan(400);

    expect((await api(tokens.access_token)).statusCode).toBe(401);
    expect(await errorOf(oidc.refreshTokenGrant(rp, tokens.refresh_token as string))).toBe('invalid_grant');
  });

  it('ends the identity-server sessions of a user an administrator disables', async () => {
    const { tokens } = await signIn('lina', 'Audit@123');
    const userId = tokens.claims()?.sub as string;
    const adminToken = await t.login('admin', 'Admin@123');
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/userIsStop',
      headers: bearer(adminToken),
      payload: { id: userId },
    });
    expect(disabled.json().code).toBe(0);
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    expect(await errorOf(oidc.refreshTokenGrant(rp, tokens.refresh_token as string))).toBe('invalid_grant');
  });
});
