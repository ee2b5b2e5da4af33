import { z } from 'zod';
import { loadUploadConfig } from './files/upload-config';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Public origin of this server as browsers reach it; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Path prefix of the embedded identity server on the main port. */
  IDENTITY_PREFIX: z.string().default('/identity'),
  /** When set, the embedded identity server also listens on this port of its own. */
  IDENTITY_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** An external OpenID Connect provider replaces the embedded one (README: "Another identity provider"). */
  OIDC_AUTHORITY: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('qis-web'),
  OIDC_AUDIENCE: z.string().default('urn:qis:api'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('QIS 质量信息系统 <no-reply@qis.local>'),
  /** Port of the local SMTP sink started when no SMTP_URL is given (0 = any free port). */
  DEMO_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host count (Fastify's trustProxy): unset or "false" none, "true" every
   * one, otherwise a comma-separated list of addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8").
   */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = Env.parse(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embeddedAuthority = `${e.IDENTITY_PORT ? publicUrl.replace(/:\d+$/, `:${e.IDENTITY_PORT}`) : publicUrl}${e.IDENTITY_PREFIX}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: e.DATA_DIR } as const),
    publicUrl,
    identity: {
      embedded: !e.OIDC_AUTHORITY,
      prefix: e.IDENTITY_PREFIX,
      port: e.IDENTITY_PORT,
      authority: (e.OIDC_AUTHORITY ?? embeddedAuthority).replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
    },
    mail: { smtpUrl: e.SMTP_URL as string | undefined, from: e.MAIL_FROM, demoSmtpPort: e.DEMO_SMTP_PORT },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    uploads: loadUploadConfig(env),
  };
}

/** TRUST_PROXY as Fastify's trustProxy option: false, true, or the trusted addresses and ranges. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
