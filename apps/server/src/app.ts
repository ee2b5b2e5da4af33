import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAccountRoutes } from './modules/account';
import { registerDictionaryRoutes } from './modules/dictionary';
import { registerFmeaRoutes } from './modules/fmea';
import { registerFmeaConfigRoutes } from './modules/fmea-config';
import { registerFmeaDashboardRoutes } from './modules/fmea-dashboard';
import { registerFmeaLibraryRoutes } from './modules/fmea-library';
import { registerHomePageRoutes, registerHomeRoutes } from './modules/home';
import { mountIdentityServer } from './modules/identity';
import { registerLogRoutes } from './modules/logs';
import { registerMessageRoutes } from './modules/messages';
import { registerNewToolsRoutes } from './modules/new-tools';
import { drainMailDeliveries, mailWorkflowMessages, registerNoticeRoutes } from './modules/notices';
import { registerOldToolsRoutes } from './modules/old-tools';
import { registerOrganizationRoutes } from './modules/organization';
import { registerPluginRoutes } from './modules/plugins';
import { registerProcessFlowRoutes } from './modules/process-flows';
import { registerRoleRoutes } from './modules/roles';
import { registerStatisticsRoutes } from './modules/statistics';
import { registerSystemInfoRoutes } from './modules/system-info';
import { registerTenantRoutes } from './modules/tenants';
import { registerUserRoutes } from './modules/users';
import { registerWorkflowRoutes } from './modules/workflow';
import { sendWorkflowMessages } from './modules/workflow/workflow-messages';
import { trackRequestArrival } from './platform/audit/operation-log';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import { serveStoredImages } from './platform/files/file-route';
import { scheduleImportSweep } from './platform/files/import-sweep';
import { registerApiDocs } from './platform/http/api-docs';
import { registerCompression } from './platform/http/compression';
import { installErrorHandler } from './platform/http/error-handler';
import { installJsonBodyParser } from './platform/http/json-body';
import { serveWebApp } from './platform/http/web-app';
import { createServices } from './platform/services';
import { countTraffic } from './platform/traffic/traffic-counter';

// Validation messages in Chinese; the error handler prefixes the field name.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean;
}

/** Builds the whole platform on one Fastify instance; tests call this, main.ts only listens. */
export async function buildApp({ config, database, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        }
      : false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Fastify's default (10 s per plugin) failed a start on the loaded CI machine ('@fastify/cookie' did not start in
    // time); this still catches a plugin that hangs.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', await createServices(config, database));
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route, so every signed-in response is counted for its tenant (home page monthly chart).
  countTraffic(app, app.services.traffic);
  // Before any route, so every operation-log entry can say how long its call took.
  trackRequestArrival(app);
  installErrorHandler(app);
  installJsonBodyParser(app);

  // Ecosystem plugins first, then the platform's, then module routes (fastify/demo's order).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        formAction: null,
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before the routes: it hooks each route as it is added.
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(middie);
  await registerApiDocs(app);

  // For load balancers and the benchmark's ceiling: no database, no auth, a constant.
  app.get('/healthz', { schema: { hide: true } }, async () => 'ok');

  await mountIdentityServer(app);
  registerSystemInfoRoutes(app);
  registerAccountRoutes(app);
  registerUserRoutes(app);
  registerHomeRoutes(app);
  registerHomePageRoutes(app);
  registerWorkflowRoutes(app);
  registerMessageRoutes(app);
  registerNoticeRoutes(app);
  registerDictionaryRoutes(app);
  registerLogRoutes(app);
  registerOrganizationRoutes(app);
  registerRoleRoutes(app);
  registerPluginRoutes(app);
  registerTenantRoutes(app);
  registerStatisticsRoutes(app);
  registerOldToolsRoutes(app);
  registerNewToolsRoutes(app);
  registerFmeaLibraryRoutes(app);
  registerProcessFlowRoutes(app);
  registerFmeaConfigRoutes(app);
  registerFmeaRoutes(app);
  registerFmeaDashboardRoutes(app);
  const workflowMessages = sendWorkflowMessages(app);
  app.addHook('onClose', async () => workflowMessages.stop());
  const workflowMails = mailWorkflowMessages(app);
  app.addHook('onClose', async () => workflowMails.stop());
  serveStoredImages(app);
  // Import uploads live a day at most (IMPORT_RETENTION_HOURS).
  scheduleImportSweep(app);
  await serveWebApp(app);

  // The realtime hub answers its own path on the same HTTP server, ahead of Fastify's router. Its sockets are
  // closed before Fastify closes the server, which would otherwise wait for them.
  app.services.realtime.attach(app.server, app.log);
  app.addHook('preClose', () => app.services.realtime.close());

  // Mails under way finish (or use up their attempts) before the mailer and the database close.
  app.addHook('onClose', () => drainMailDeliveries(app.services));
  app.addHook('onClose', async () => {
    app.services.mailer.close();
  });
  return app;
}
