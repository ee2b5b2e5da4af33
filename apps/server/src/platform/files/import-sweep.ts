import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';

/** How often each instance deletes expired import files. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the import files (fileType 1) uploaded longer ago than IMPORT_RETENTION_HOURS; answers how many. */
export function sweepExpiredImports(services: Pick<AppServices, 'files' | 'config'>): Promise<number> {
  const before = new Date(Date.now() - services.config.uploads.importRetentionMs);
  return services.files.removeOlderThan('imports', before);
}

/** Sweeps once the app is ready and then every hour, until it closes. */
export function scheduleImportSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepExpiredImports(app.services).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'expired import files deleted'),
      (error: unknown) => app.log.warn({ err: error }, 'import sweep failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, Math.min(SWEEP_INTERVAL_MS, app.services.config.uploads.importRetentionMs));
    timer.unref();
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
