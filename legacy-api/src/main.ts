import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './seed/open.js';

/** Process entry: config, database, listen, graceful shutdown that flushes the database. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const { db, seeded } = await openDatabase(config);
  const { app, ctx } = createApp(db, config);
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const startupMs = Math.round(performance.now());
  console.log(
    `legacy-api listening on http://localhost:${port}/api/v1 (started in ${startupMs} ms; ` +
      `${seeded ? 'seeded a new' : 'loaded the'} database ${db.file}; dev endpoints ${config.devEndpoints ? 'on' : 'off'})`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`legacy-api: ${signal} received, shutting down`);
    const force = setTimeout(() => server.closeAllConnections(), 3_000);
    force.unref();
    server.close(async () => {
      await ctx.fileJobs.close(); // a file being processed stays `processing` and is processed again at the next start
      try {
        db.close();
      } catch (err) {
        console.error('legacy-api: could not persist the database on shutdown', err);
        process.exitCode = 1;
      }
      process.exit();
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('legacy-api: start-up failed', err);
  process.exit(1);
});
