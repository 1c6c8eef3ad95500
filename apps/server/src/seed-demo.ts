/**
 * `pnpm seed:demo [--companies N] [--seed S]`: fill the database `pnpm start`
 * uses with synthetic companies (seed/demo.ts) so the peer percentile has a populated benchmark.
 * The database is chosen as the server chooses it (env.ts): `DATABASE_URL`, else the embedded
 * PGlite in `PGLITE_DIR` (default `.data/pglite`), relative paths taken from the directory the
 * command was started in (pnpm's `INIT_CWD`: the repository root for `pnpm seed:demo`, where
 * `pnpm start` runs). Stop a server running on the embedded database first: PGlite has one owner.
 *
 * Refused with exit code 1 when `NODE_ENV=production`; exit code 2 for bad arguments or
 * configuration. Additive: companies already there are kept, so it can run again.
 */
import { parseArgs } from 'node:util';
import { createDb, migrate } from '@hai/db';
import { ConfigError, loadConfig } from './env.js';
import {
  DEFAULT_DEMO_COMPANIES,
  DEFAULT_DEMO_SEED,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  seedDemo,
} from './seed/demo.js';

const USAGE = `Usage: pnpm seed:demo [--companies N] [--seed S]
  --companies N  companies the demo should have, 1..100000 (default ${DEFAULT_DEMO_COMPANIES}); existing ones are kept
  --seed S       generator seed (default ${DEFAULT_DEMO_SEED}); the same seed gives the same companies`;

/** Run the command with `argv` (without node and the script) in `env`; resolves the exit code. */
async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (env.NODE_ENV === 'production') {
    console.error(
      'seed:demo refused: NODE_ENV=production. The demo seed writes synthetic companies and accounts; it is for development and test databases only.',
    );
    return 1;
  }
  let companies = DEFAULT_DEMO_COMPANIES;
  let seed = DEFAULT_DEMO_SEED;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { companies: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (values.companies !== undefined) companies = Number(values.companies);
    if (values.seed !== undefined) seed = Number(values.seed);
    if (!Number.isInteger(companies) || companies < 1 || companies > 100_000)
      throw new Error('--companies must be a whole number from 1 to 100000');
    if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (env.INIT_CWD) process.chdir(env.INIT_CWD);
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
  console.log(`Seeding ${companies} demo companies into ${where} …`);
  const handle = await createDb({ ...config, statementTimeoutMs: 0 });
  try {
    await migrate(handle);
    const started = Date.now();
    const r = await seedDemo(handle.db, { companies, seed });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Created ${r.created} companies, kept ${r.existing} already there (${seconds} s).`);
    if (r.created > 0) {
      console.log(`  by size class: ${JSON.stringify(r.bySize)}`);
      console.log(`  by band: ${JSON.stringify(r.byBand)}`);
      console.log(`  small companies in software: ${r.smallSoftware}`);
    }
    console.log(`Log in as demo-0001@${DEMO_DOMAIN} … with the password "${DEMO_PASSWORD}".`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
