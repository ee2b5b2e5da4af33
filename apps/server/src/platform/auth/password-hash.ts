import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (19 MiB, 2 passes), the OWASP-recommended baseline.
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
