import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './store/lock';
import { answerBackupRequests } from './ops/onlineBackup';
import { openStore } from './store/open';

/**
 * Process entry: configuration, store, app, listen; on SIGTERM or SIGINT stop taking requests,
 * finish those in flight, checkpoint and close the store, release the lock.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let store;
  try {
    store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(`Cannot open the store: ${(err as Error).message}`);
    process.exit(3);
  }
  const app = await buildApp({ config, store });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await store.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  if (store.dump) {
    // `npm run backup` while this server holds DATA_DIR (server/src/ops/onlineBackup.ts).
    const dump = store.dump;
    process.on('SIGUSR2', () => {
      answerBackupRequests(config.dataDir, dump).then(
        (files) => files.forEach((file) => app.log.info({ file }, 'backup written')),
        (err: unknown) => app.log.error({ err }, 'backup failed'),
      );
    });
  }
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: store.description,
      auth: config.auth.mode,
      issuer: config.auth.issuer,
      url: config.publicUrl,
    },
    `Trellis is ready at ${config.publicUrl}`,
  );
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
