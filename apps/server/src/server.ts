/** Entry point: load configuration, build the app, listen; close gracefully on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './env.js';
import { buildApp } from './app.js';

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
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
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
