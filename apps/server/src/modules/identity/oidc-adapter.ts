import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { oidcPayloads } from '../../db/tables';
import type { Database } from '../../platform/db/database';

/** The kinds whose removal revokes access the API grants (it checks an access token and its grant). */
const REVOKING_KINDS = new Set(['AccessToken', 'Grant']);

/**
 * oidc-provider's storage in PostgreSQL (sessions, grants, codes, refresh tokens ...), so that every
 * instance sees the same sign-in state and a restart signs nobody out. `onRevoked` runs after an access token or a
 * grant (with its tokens) was removed: the API must stop accepting them.
 */
export function createOidcAdapterClass(db: Database, onRevoked: () => Promise<void>) {
  return class PgOidcAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        id,
        kind: this.kind,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
    }

    private async findWhere(where: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, this.kind), where));
      if (!row || (row.expiresAt && row.expiresAt < new Date())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
      if (REVOKING_KINDS.has(this.kind)) await onRevoked();
    }

    async revokeByGrantId(grantId: string) {
      // Whatever the model, everything of the grant goes: a revoked grant leaves no token behind.
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      await onRevoked();
    }
  };
}
