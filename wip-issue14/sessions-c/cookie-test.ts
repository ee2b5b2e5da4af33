describe('the session cookie', () => {
  it('is httpOnly, same-site only, kept 7 days; the API takes it; logout revokes the token and clears it', async () => {
    const res = await login('zhangwei', 'Quality@123', { remoteAddress: '10.3.0.1' });
    expect(res.json().code).toBe(0);
    const setCookie = String(res.headers['set-cookie']);
    const token = /^Access-Tokens=([^;]+);/.exec(setCookie)?.[1];
    expect(token).toBe(res.json().data.accessToken);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=604800');
    expect(setCookie).toContain('Path=/');

    const cookies = { 'Access-Tokens': token as string };
    const me = () => t.app.inject({ url: '/qis/api/app/user/currentUserInfo', cookies });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/identity/api/Account/SsoLogout', cookies });
    expect(out.json().code).toBe(0);
    expect(String(out.headers['set-cookie'])).toMatch(/^Access-Tokens=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me()).statusCode).toBe(401);
  });
});

