import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let storedToken: string | null = 'token-1';
vi.mock('./auth/token', () => ({ getAccessToken: () => storedToken }));

const { onUnauthorized, request, setRouteProjectId } = await import('./http');

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ code: 0, message: '', data }), { status });

describe('request (spec §7: token, ProjectId, 401)', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://qis.test' }, setTimeout, clearTimeout });
    vi.stubGlobal('fetch', fetchMock);
    setRouteProjectId('p-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setRouteProjectId(null);
    storedToken = 'token-1';
  });

  it('with a password login (the httpOnly cookie) sends no Authorization header, but ProjectId and the cookie', async () => {
    storedToken = null;
    fetchMock.mockResolvedValue(envelope(null));
    await request('/api/x');
    const { init, headers } = sent();
    expect(headers.Authorization).toBeUndefined();
    expect(headers.ProjectId).toBe('p-1');
    expect(init.credentials).toBe('same-origin');
  });

  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init: init as RequestInit, headers: (init?.headers ?? {}) as Record<string, string> };
  };

  it('sends a body as JSON', async () => {
    fetchMock.mockResolvedValue(envelope({ id: 1 }));
    await expect(request('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 1 });
    const { url, init, headers } = sent();
    expect(url).toBe('/qis/api/x');
    expect(init.body).toBe('{"a":1}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers.ProjectId).toBe('p-1');
  });

  it('sends a FormData body as it is, with the token and ProjectId but no JSON Content-Type', async () => {
    fetchMock.mockResolvedValue(envelope({ filePath: '/f/1.xlsx' }));
    const form = new FormData();
    form.append('fileType', '1');
    await expect(request('/api/upload', { method: 'POST', body: form, silent: true })).resolves.toEqual({
      filePath: '/f/1.xlsx',
    });
    const { init, headers } = sent();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers.ProjectId).toBe('p-1');
  });

  it('signs out on 401 of an upload too', async () => {
    const signOut = vi.fn();
    onUnauthorized(signOut);
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await expect(request('/api/upload', { method: 'POST', body: new FormData(), silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(signOut).toHaveBeenCalledOnce();
  });
});
