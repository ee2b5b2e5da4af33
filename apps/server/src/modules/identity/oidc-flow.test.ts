import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp & { baseUrl: string };
beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
});
afterAll(() => t?.close());

/** A browser's cookie jar, reduced to what the flow needs: name=value per cookie, one origin. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function go(jar: CookieJar, url: string, init: RequestInit = {}) {
  const res = await fetch(new URL(url, t.baseUrl), {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

/** Follows redirects inside the identity server until one leaves it for the client's redirect URI. */
async function followUntilCallback(jar: CookieJar, start: Response): Promise<URL> {
  let res = start;
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location');
    if (!location) throw new Error(`flow stopped with HTTP ${res.status}: ${await res.text()}`);
    const next = new URL(location, t.baseUrl);
    if (next.pathname === '/oidc-callback') return next;
    res = await go(jar, next.toString());
  }
  throw new Error('too many redirects');
}

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
    const jar = new CookieJar();
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

    const toInteraction = await go(jar, authorize.toString());
    expect(toInteraction.status).toBe(303);
    const interactionUrl = new URL(toInteraction.headers.get('location') ?? '', t.baseUrl);
    const page = await go(jar, interactionUrl.toString());
    const html = await page.text();
    expect(html).toContain('统一身份认证');
    expect(html).toContain('用户名');

    const wrong = await go(jar, `${interactionUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'zhangwei', password: 'Wrong@123' }).toString(),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('用户名或密码错误');

    const signedIn = await go(jar, `${interactionUrl.pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'zhangwei', password: 'Quality@123' }).toString(),
    });
    const callback = await followUntilCallback(jar, signedIn);
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
    const silent = await followUntilCallback(jar, await go(jar, second.toString()));
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
      jar,
      `/identity/connect/endsession?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${t.baseUrl}/user/login` })}`,
    );
    expect(endSession.status).toBe(200);
    expect(await endSession.text()).toContain('退出登录');
  });
});
