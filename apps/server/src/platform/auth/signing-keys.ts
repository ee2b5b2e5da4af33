import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { signingKeys } from '../../db/tables';
import type { Database } from '../db/database';

export interface SigningKeys {
  kid: string;
  /** Private JWKs for the OpenID Connect provider's keystore. */
  privateJwks: JWK[];
  signingKey: CryptoKey;
  /** The public key set, for verifying tokens this server issued. */
  localJwks: ReturnType<typeof createLocalJWKSet>;
}

const ALG = 'RS256';

/** Loads the token signing key from the database, creating it on first start, so every instance signs alike. */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys).orderBy(signingKeys.createdAt);
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: ALG, use: 'sig' };
    await db.insert(signingKeys).values({ kid: jwk.kid, privateJwk: jwk }).onConflictDoNothing();
    rows = await db.select().from(signingKeys).orderBy(signingKeys.createdAt);
  }
  const privateJwks = rows.map((r) => r.privateJwk as JWK);
  const current = privateJwks[privateJwks.length - 1] as JWK & { kid: string };
  const publicJwks = privateJwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }));
  return {
    kid: current.kid,
    privateJwks,
    signingKey: (await importJWK(current, ALG)) as CryptoKey,
    localJwks: createLocalJWKSet({ keys: publicJwks }),
  };
}
