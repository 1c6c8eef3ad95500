// Build step: dump a freshly initialised PGlite cluster to dist/pglite-template.tar.gz. A new
// embedded database loads it instead of running initdb at first start (initdb costs ~4 s and
// ~500 MB of peak memory inside the WASM PostgreSQL; loading costs ~1 s).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const out = new URL('../dist/pglite-template.tar.gz', import.meta.url);
if (!existsSync(out)) {
  mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
  const db = new PGlite('memory://');
  await db.query('select 1');
  const blob = await db.dumpDataDir('gzip');
  writeFileSync(out, Buffer.from(await blob.arrayBuffer()));
  await db.close();
  console.log(`wrote ${out.pathname} (${blob.size} bytes)`);
}
