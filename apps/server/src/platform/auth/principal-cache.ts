import type { Principal } from './principal';

/**
 * Signed-in principals by token id, so an authenticated request needs no database round trip.
 * Entries live at most `ttlMs`; any change to users, roles, grants or revocations clears the cache on every
 * instance (auth-change notifications, see auth-changes.ts), so the TTL only bounds a lost notification.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenId: string): Principal | undefined {
    const entry = this.entries.get(tokenId);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(tokenId);
      return undefined;
    }
    return entry.principal;
  }

  set(principal: Principal) {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(principal.tokenId, { principal, expiresAt: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
