import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./auth/token', () => ({ getAccessToken: () => 'token-1' }));

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
