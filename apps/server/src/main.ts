import { buildApp } from './app';
import { seedDemoDataOnFirstStart } from './db/seed';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { startDemoSmtpSink } from './platform/mail/demo-smtp-sink';

const config = loadConfig();
const database = await openDatabase(config.database);
if (config.seedDemo && (await seedDemoDataOnFirstStart(database.db))) {
  console.log('demo data seeded: sign in as admin / Admin@123');
}
const smtpSink = config.mail.smtpUrl ? undefined : await startDemoSmtpSink(config);
if (smtpSink) config.mail.smtpUrl = `smtp://127.0.0.1:${smtpSink.port}`;
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await smtpSink?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.identity.port) {
  // The identity server can also be reached on a port of its own; it is the same app on a second listener.
  const identityApp = await buildApp({ config, database, logger: false });
  await identityApp.listen({ port: config.identity.port, host: config.host });
  app.addHook('onClose', () => identityApp.close());
}
app.log.info(`QIS is running at ${config.publicUrl} (API docs: ${config.publicUrl}/qis/docs)`);
