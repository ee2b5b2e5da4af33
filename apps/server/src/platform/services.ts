import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../db/seed/default-tenant';
import { tenants } from '../db/tables';
import { createTokenService, type TokenService } from './auth/access-tokens';
import { AUTH_CHANGED_CHANNEL } from './auth/auth-changes';
import { PrincipalCache } from './auth/principal-cache';
import { loadSigningKeys, type SigningKeys } from './auth/signing-keys';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createFileStorage, type FileStorage } from './files/file-storage';
import { createMailer, type Mailer } from './mail/mailer';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub';
import { TrafficCounter } from './traffic/traffic-counter';

/** What handlers reach through their context: one instance per running app. */
export interface AppServices {
  config: AppConfig;
  db: DatabaseHandle['db'];
  dbKind: DatabaseHandle['kind'];
  keys: SigningKeys;
  tokens: TokenService;
  principals: PrincipalCache;
  mailer: Mailer;
  files: FileStorage;
  /** Bytes served per day (home page chart); counted by a hook app.ts installs. */
  traffic: TrafficCounter;
  /** Socket.IO pushes to signed-in users (app.ts attaches it to the HTTP server). */
  realtime: RealtimeHub;
  defaultTenantId(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function createServices(config: AppConfig, database: DatabaseHandle): Promise<AppServices> {
  const keys = await loadSigningKeys(database.db);
  let defaultTenant: string | undefined;
  const principals = new PrincipalCache();
  await database.listen(AUTH_CHANGED_CHANNEL, () => principals.clear());
  // realtime is set just below: the hub authenticates its connections through the other services.
  const services = {
    config,
    db: database.db,
    dbKind: database.kind,
    keys,
    tokens: createTokenService(config, keys),
    principals,
    mailer: createMailer(config),
    files: createFileStorage(config, database),
    traffic: new TrafficCounter(database.db),
    async defaultTenantId() {
      if (!defaultTenant) {
        const [row] = await database.db
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.name, DEFAULT_TENANT_NAME));
        if (!row) throw new Error(`default tenant '${DEFAULT_TENANT_NAME}' does not exist`);
        defaultTenant = row.id;
      }
      return defaultTenant;
    },
  } as AppServices;
  services.realtime = createRealtimeHub(services, { postgresUrl: database.url });
  return services;
}
