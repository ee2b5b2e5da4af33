import { z } from 'zod';

const MB = 1024 * 1024;

const Env = z.object({
  /** Bytes of stored uploads one user may hold, in MB (avatars and imports not yet deleted). */
  UPLOAD_QUOTA_USER_MB: z.coerce.number().positive().default(200),
  /** Bytes of stored uploads one tenant may hold, in MB. */
  UPLOAD_QUOTA_TENANT_MB: z.coerce.number().positive().default(2048),
  /** Import files (fileType 1) are deleted this many hours after their upload at the latest. */
  IMPORT_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /**
   * Where uploaded bytes live: `database` (a table of the database, shared by every instance on one PostgreSQL) or
   * `filesystem` (DATA_DIR/files of this instance). Default: database on PostgreSQL (DATABASE_URL), filesystem on the
   * embedded database.
   */
  FILE_STORAGE: z.enum(['database', 'filesystem']).optional(),
});

export type UploadConfig = ReturnType<typeof loadUploadConfig>;

/** The upload quotas, the import retention and the storage backend from the environment. */
export function loadUploadConfig(env: NodeJS.ProcessEnv) {
  const e = Env.parse(env);
  return {
    userQuotaBytes: Math.round(e.UPLOAD_QUOTA_USER_MB * MB),
    tenantQuotaBytes: Math.round(e.UPLOAD_QUOTA_TENANT_MB * MB),
    importRetentionMs: Math.round(e.IMPORT_RETENTION_HOURS * 3600_000),
    /** Undefined: chosen by the database's kind (file-storage.ts). */
    storage: e.FILE_STORAGE,
  } as const;
}
