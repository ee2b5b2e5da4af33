import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessToken, getAccessToken, hasStoredSession, markPasswordSession, setAccessToken } from './token';

// Issue 14 §4: a password login's token is the server's httpOnly cookie; this page keeps only a marker of it, never
// the token. A single-sign-on token (short-lived, renewed by the refresh flow) is the one this page holds.

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('where the page keeps its session', () => {
  let storage: ReturnType<typeof fakeStorage>;
  let cookieWrites: string[];

  beforeEach(() => {
    storage = fakeStorage();
    cookieWrites = [];
    vi.stubGlobal('window', { localStorage: storage, location: { protocol: 'http:' } });
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        cookieWrites.push(value);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a password login stores no token, only that a session exists', () => {
    markPasswordSession();
    expect(hasStoredSession()).toBe(true);
    expect(getAccessToken()).toBeNull();
    expect([...storage.items.values()].join()).not.toMatch(/ey[A-Za-z0-9_-]+\./);
    // No readable token cookie is written (only the removal of an older version's readable cookie).
    expect(cookieWrites.every((c) => /^Access-Tokens=;/.test(c))).toBe(true);
  });

  it('a single-sign-on token is kept for the Authorization header and replaces a password session', () => {
    markPasswordSession();
    setAccessToken('opaque-sso-token');
    expect(getAccessToken()).toBe('opaque-sso-token');
    expect(hasStoredSession()).toBe(true);
  });

  it('signing out forgets both', () => {
    setAccessToken('opaque-sso-token');
    markPasswordSession();
    clearAccessToken();
    expect(hasStoredSession()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(storage.items.size).toBe(0);
  });
});
