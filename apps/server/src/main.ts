import { spawnSync } from 'node:child_process';
import { buildApp } from './app';
import { seedDemoDataOnFirstStart } from './db/seed';
import { loadConfig } from './platform/config';
import { type DatabaseHandle, isFreshPgliteDataDir, openDatabase } from './platform/db/database';
import { startDemoSmtpSink } from './platform/mail/demo-smtp-sink';

const INIT_ONLY = '--init-data';
const config = loadConfig();

if (process.argv.includes(INIT_ONLY)) {
  const database = await openDatabase(config.database);
  await seedOnFirstStart(database);
  await database.close();
  process.exit(0);
}
// Creating an embedded database (initdb) leaves the WebAssembly heap at ~800 MB for the life of the process,
// so a fresh data folder is created by a short-lived child process and the server only reopens it (~300 MB).
if (config.database.kind === 'pglite' && isFreshPgliteDataDir(config.database.dataDir)) {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', INIT_ONLY], {
    stdio: 'inherit',
    env: process.env,
  });
  if (child.status !== 0) throw new Error(`initializing ${config.database.dataDir} failed`);
}
const database = await openDatabase(config.database);
await seedOnFirstStart(database);
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

async function seedOnFirstStart(database: DatabaseHandle) {
  if (config.seedDemo && (await seedDemoDataOnFirstStart(database.db))) {
    console.log('demo data seeded: sign in as admin / Admin@123');
  }
}
