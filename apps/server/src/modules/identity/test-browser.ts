// Test support: a browser reduced to what the sign-in flows need, a cookie jar and redirects followed by hand.

/** A browser's cookie jar, reduced to what the flow needs: name=value per cookie, one origin. */
export class CookieJar {
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

/** A browser on one origin: requests carry the jar's cookies and do not follow redirects. */
export function testBrowser(baseUrl: string) {
  const jar = new CookieJar();
  async function go(url: string, init: RequestInit = {}) {
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    return res;
  }
  /** Follows redirects until one leaves the identity server for `callbackPath`; answers that URL. */
  async function followUntil(callbackPath: string, start: Response): Promise<URL> {
    let res = start;
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`flow stopped with HTTP ${res.status}: ${await res.text()}`);
      const next = new URL(location, baseUrl);
      if (next.pathname === callbackPath) return next;
      res = await go(next.toString());
    }
    throw new Error('too many redirects');
  }
  /** Posts a form, as a browser submits one. */
  const submit = (url: string, fields: Record<string, string>) =>
    go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  return { jar, go, followUntil, submit };
}
