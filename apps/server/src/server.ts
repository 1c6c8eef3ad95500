/**
 * Entry point: load configuration, build the app, listen; drain and close on SIGTERM/SIGINT
 * (shutdown.ts). Under `NODE_ENV=test` it also answers its parent's seed requests (seed/channel.ts).
 */
import { ConfigError, loadConfig } from './env.js';
import { buildApp } from './app.js';
import { CLOSE_TIMEOUT_MS, drainAndClose } from './shutdown.js';
import { listenForTestSeeds } from './seed/channel.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let stopping = false;
  // SIGTERM (docker stop, Kubernetes) drains for SHUTDOWN_GRACE_MS; SIGINT (Ctrl-C) outside
  // production closes at once; a second signal exits at once.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    const graceMs = signal === 'SIGINT' && config.nodeEnv !== 'production' ? 0 : config.shutdownGraceMs;
    // The last resort if anything outlives its own bound.
    setTimeout(() => process.exit(1), graceMs + CLOSE_TIMEOUT_MS + 1000).unref();
    void drainAndClose(app, graceMs).then((closed) => process.exit(closed ? 0 : 1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  // A test harness that started this server seeds finished assessments through it (seed/channel.ts).
  if (config.nodeEnv === 'test') listenForTestSeeds(app.deps.db);
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : `pglite (${config.pgliteDir})`,
      mail: config.smtpUrl ? 'smtp' : `outbox (${config.outboxDir})`,
    },
    `HAI Marketing Wheel ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
