/**
 * Deployment files without a container engine: docker/Dockerfile's runtime stage (WORKDIR, ENV,
 * exec-form CMD and HEALTHCHECK) is run from this checkout after `pnpm build`, the repository
 * root playing the image's WORKDIR (/app), on a throwaway database (PostgreSQL when DATABASE_URL
 * is set, otherwise PGlite in a temporary DATA_DIR); docker/compose.yml's wiring is read too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCKER_DIR = join(ROOT, 'docker');

// ---------------------------------------------------------------- Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Split a Dockerfile into stages of instructions (comments dropped, continuations joined). */
function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue; // comments, also inside a continued instruction
    const line = raw.trimEnd();
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' ';
      continue;
    }
    current += line;
    if (current.trim()) logical.push(current.trim());
    current = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const m = /^(\S+)\s*(.*)$/.exec(line)!;
    const keyword = m[1]!.toUpperCase();
    const args = m[2]!.trim();
    if (keyword === 'FROM') {
      const f = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: f?.[1] ?? args, name: f?.[2], instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push({ keyword, args });
    }
  }
  return stages;
}

const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The stage's working directory (absolute WORKDIRs only, as this Dockerfile uses). */
function workdir(stage: Stage): string {
  let dir = '/';
  for (const w of all(stage, 'WORKDIR')) dir = posix.resolve(dir, w);
  return dir;
}

/** ENV KEY=value pairs of a stage (plain or double-quoted values; the legacy `ENV KEY value` too). */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of all(stage, 'ENV')) {
    if (!/^[\w.-]+=/.test(args)) {
      const [key, ...rest] = args.split(/\s+/);
      env[key!] = rest.join(' ');
      continue;
    }
    for (const m of args.matchAll(/([\w.-]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
      env[m[1]!] = m[2]!.startsWith('"') ? (JSON.parse(m[2]!) as string) : m[2]!;
    }
  }
  return env;
}

/** An exec-form (JSON array) command; a shell-form one fails the test. */
function execForm(args: string, what: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(args);
  } catch {
    throw new Error(`${what} is not in exec form (a JSON array): ${args}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((a) => typeof a === 'string')) {
    throw new Error(`${what} is not a JSON array of strings: ${args}`);
  }
  return parsed as string[];
}

/** `COPY --from=STAGE SRC... DEST` of a stage. */
function copiesFrom(stage: Stage): { from: string; sources: string[]; dest: string }[] {
  return all(stage, 'COPY')
    .map((args) => args.split(/\s+/))
    .filter((words) => words.some((w) => w.startsWith('--from=')))
    .map((words) => {
      const from = words.find((w) => w.startsWith('--from='))!.slice('--from='.length);
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
    });
}

const dockerfile = parseDockerfile(readFileSync(join(DOCKER_DIR, 'Dockerfile'), 'utf8'));
const runtime: Stage = dockerfile.at(-1) ?? { from: '', instructions: [] };
const RUNTIME_WORKDIR = workdir(runtime);
const RUNTIME_ENV = envOf(runtime);
const healthcheckArgs = all(runtime, 'HEALTHCHECK').at(-1) ?? '';
// Parsed in the tests, so that a shell-form command fails them rather than the file's import.
const cmd = () => execForm(all(runtime, 'CMD').at(-1) ?? '', 'CMD');
const healthcheckCmd = () =>
  execForm(/\bCMD\s+(\[.*\])$/.exec(healthcheckArgs)?.[1] ?? '', 'HEALTHCHECK CMD');

/** An image path under `imageRoot` as the same path in this checkout (imageRoot ↔ repository root). */
function inCheckout(imagePath: string, imageRoot: string): string | undefined {
  const rel = posix.relative(imageRoot, imagePath);
  return rel.startsWith('..') || posix.isAbsolute(rel) ? undefined : join(ROOT, rel);
}

/** Run an exec-form command from the checkout root with exactly `env` (plus PATH). */
function run(argv: string[], env: Record<string, string>): ChildProcess {
  const [file, ...args] = argv;
  return spawn(file === 'node' ? process.execPath : file!, args, {
    cwd: inCheckout(RUNTIME_WORKDIR, RUNTIME_WORKDIR),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((done, fail) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => fail(new Error(`still running after ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal });
    });
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('docker/Dockerfile', () => {
  it('builds in one stage and runs Node 20 as a non-root user in another', () => {
    expect(dockerfile.length).toBeGreaterThanOrEqual(2);
    expect(runtime.from).toMatch(/^node:20[.-]/);
    const user = all(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(RUNTIME_ENV).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    expect(all(runtime, 'EXPOSE').join(' ').split(/\s+/)).toContain(RUNTIME_ENV.PORT ?? '3000');
    expect(cmd().length).toBeGreaterThan(0);
    expect(healthcheckCmd().join(' ')).toContain('/api/health');
    expect(isAbsolute(RUNTIME_WORKDIR) && RUNTIME_WORKDIR !== '/').toBe(true);
  });

  it('copies into the runtime stage what the checkout has at the same paths after `pnpm build`', () => {
    // The web app is built by its own package, which the server's tests do not wait for.
    const web = join(ROOT, 'apps/web/');
    const targets: string[] = [];
    for (const { from, sources, dest } of copiesFrom(runtime)) {
      const target = inCheckout(posix.resolve(RUNTIME_WORKDIR, dest), RUNTIME_WORKDIR);
      expect(target, `COPY destination ${dest} is outside ${RUNTIME_WORKDIR}`).toBeDefined();
      if (!target!.startsWith(web)) {
        expect(existsSync(target!), `COPY destination ${dest} has no counterpart ${target}`).toBe(true);
      }
      targets.push(target!);
      const stage = dockerfile.find((s) => s.name === from);
      expect(stage, `COPY --from=${from}: no such stage`).toBeDefined();
      for (const src of sources) {
        // Sources inside the build stage's WORKDIR are paths of this checkout too.
        const inRepo = inCheckout(posix.resolve(workdir(stage!), src), workdir(stage!));
        if (inRepo && !inRepo.startsWith(web)) {
          expect(existsSync(inRepo), `COPY source ${src} has no counterpart ${inRepo}`).toBe(true);
        }
      }
    }
    const command = cmd();
    const script = command.find((a) => /\.[cm]?js$/.test(a));
    expect(script, `CMD runs no script: ${JSON.stringify(command)}`).toBeDefined();
    const scriptPath = resolve(ROOT, script!);
    expect(existsSync(scriptPath), `CMD script ${script} is not in the checkout`).toBe(true);

    // The image has the script's package (package.json, node_modules, the built code) and the web app
    // where the server looks for it (env.ts: ../../web/dist from the server's dist, or WEB_DIST).
    const inImage = (p: string) => targets.some((t) => p === t || p.startsWith(t + sep));
    let pkg = dirname(scriptPath);
    while (!existsSync(join(pkg, 'package.json')) && pkg !== dirname(pkg)) pkg = dirname(pkg);
    for (const needed of [join(pkg, 'package.json'), join(pkg, 'node_modules'), dirname(scriptPath)]) {
      expect(inImage(needed), `${relative(ROOT, needed)} is not copied into the image`).toBe(true);
    }
    const webDist = RUNTIME_ENV.WEB_DIST
      ? inCheckout(posix.resolve(RUNTIME_WORKDIR, RUNTIME_ENV.WEB_DIST), RUNTIME_WORKDIR)
      : resolve(dirname(scriptPath), '../../web/dist');
    expect(webDist !== undefined && inImage(webDist), 'the built web app is not where the server looks').toBe(
      true,
    );
  });

  it('keeps local installs and build output out of the build context (.dockerignore)', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist']));
  });

  describe('its start command, run from the checkout', () => {
    let testDb: TestDatabase;
    let server: ChildProcess;
    let output = '';
    let env: Record<string, string>;
    let base: string;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      const port = await freePort();
      env = {
        ...RUNTIME_ENV,
        PORT: String(port),
        JWT_SECRET: 'start-command-test-secret-0123456789abcdef',
        // SIGTERM drains this long before closing (drain.test.ts covers the drain itself).
        SHUTDOWN_GRACE_MS: '500',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'hai-start-')),
        ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
      };
      base = `http://127.0.0.1:${port}`;
      server = run(cmd(), env);
      server.stdout!.on('data', (b: Buffer) => (output += b.toString()));
      server.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    });

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited(server, 5000).catch(() => undefined);
      }
      await testDb?.drop();
      if (env?.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    });

    /** Poll `path` until it answers 200, failing early if the server process exits. */
    async function until200(path: string, timeoutMs = 15_000): Promise<Response> {
      const deadline = Date.now() + timeoutMs;
      let last = 'no answer';
      while (Date.now() < deadline) {
        if (server.exitCode !== null || server.signalCode !== null) {
          throw new Error(`server exited (${server.exitCode ?? server.signalCode}):\n${output}`);
        }
        try {
          const res = await fetch(base + path, { signal: AbortSignal.timeout(2000) });
          if (res.status === 200) return res;
          last = `${res.status} ${await res.text()}`;
        } catch (err) {
          last = String(err);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`GET ${path} did not answer 200 within ${timeoutMs} ms (last: ${last})\n${output}`);
    }

    const healthcheck = async () => exited(run(healthcheckCmd(), env), 10_000);

    it('answers /api/health, then /api/ready once the database is migrated', async () => {
      const health = await until200('/api/health');
      expect(health.headers.get('content-type')).toMatch(/json/);
      const ready = await until200('/api/ready');
      expect(ready.headers.get('content-type')).toMatch(/json/);
    });

    it("passes the image's HEALTHCHECK", async () => {
      expect(await healthcheck()).toEqual({ code: 0, signal: null });
    });

    it('stops cleanly on SIGTERM, after which the HEALTHCHECK fails', async () => {
      server.kill('SIGTERM');
      expect(await exited(server, 5000)).toEqual({ code: 0, signal: null });
      expect((await healthcheck()).code).not.toBe(0);
    });
  });
});

// ---------------------------------------------------------------- compose.yml

type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

/**
 * The block-style YAML subset compose files use: mappings, sequences, plain and quoted scalars,
 * flow sequences of scalars, comments. Anything else (anchors, block scalars, flow mappings)
 * throws, so the assertions below never pass on a misread file.
 */
function parseYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => ({ indent: raw.search(/\S/), text: stripComment(raw).trim() }))
    .filter((l) => l.indent >= 0 && l.text !== '');
  let i = 0;
  const isItem = (t: string) => t === '-' || t.startsWith('- ');
  const keyValue = (t: string) =>
    /^("[^"]*"|'[^']*'|[^\s'"[\]{}#&*!|>-][^:]*?|-[^\s:][^:]*?)\s*:(?:\s+(.*))?$/.exec(t);

  function block(indent: number): Yaml {
    return isItem(lines[i]!.text) ? sequence(indent) : mapping(indent);
  }
  function nested(parentIndent: number, allowSameIndentSequence: boolean): Yaml {
    const next = lines[i];
    if (next && next.indent > parentIndent) return block(next.indent);
    if (next && allowSameIndentSequence && next.indent === parentIndent && isItem(next.text)) {
      return sequence(parentIndent);
    }
    return null;
  }
  function mapping(indent: number): Record<string, Yaml> {
    const map: Record<string, Yaml> = {};
    while (i < lines.length && lines[i]!.indent === indent && !isItem(lines[i]!.text)) {
      const m = keyValue(lines[i]!.text);
      if (!m) throw new Error(`unsupported YAML line: ${lines[i]!.text}`);
      const key = scalar(m[1]!) as string;
      i += 1;
      map[key] = m[2] !== undefined ? scalar(m[2]) : nested(indent, true);
    }
    if (i < lines.length && lines[i]!.indent > indent) throw new Error(`bad indentation: ${lines[i]!.text}`);
    return map;
  }
  function sequence(indent: number): Yaml[] {
    const list: Yaml[] = [];
    while (i < lines.length && lines[i]!.indent === indent && isItem(lines[i]!.text)) {
      const rest = lines[i]!.text.slice(1).trimStart();
      if (rest === '') {
        i += 1;
        list.push(nested(indent, false));
      } else if (keyValue(rest) && !/^['"[]/.test(rest)) {
        // `- key: value` opens a mapping whose keys line up with `key`.
        lines[i] = { indent: indent + lines[i]!.text.indexOf(rest), text: rest };
        list.push(mapping(lines[i]!.indent));
      } else {
        i += 1;
        list.push(scalar(rest));
      }
    }
    return list;
  }
  return lines.length === 0 ? null : block(lines[0]!.indent);
}

function stripComment(line: string): string {
  let quote = '';
  for (let k = 0; k < line.length; k += 1) {
    const c = line[k]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && (k === 0 || /\s/.test(line[k - 1]!))) {
      return line.slice(0, k);
    }
  }
  return line;
}

function scalar(text: string): Yaml {
  const t = text.trim();
  if (t.startsWith("'")) {
    if (!t.endsWith("'") || t.length < 2) throw new Error(`unsupported scalar: ${t}`);
    return t.slice(1, -1).replace(/''/g, "'");
  }
  if (t.startsWith('"')) return JSON.parse(t) as string;
  if (t.startsWith('[')) {
    if (!t.endsWith(']')) throw new Error(`unsupported flow sequence: ${t}`);
    const inner = t.slice(1, -1).trim();
    return inner === '' ? [] : (inner.match(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^,]+/g) ?? []).map(scalar);
  }
  if (/^[{&*!|>]/.test(t)) throw new Error(`unsupported YAML: ${t}`);
  return t === '~' || t === 'null' ? null : t;
}

const isMap = (v: Yaml | undefined): v is Record<string, Yaml> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A service's environment as a map (compose allows a map or a list of KEY=value). */
function environment(service: Record<string, Yaml>): Record<string, string> {
  const env = service.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((e) => {
        const [k, ...v] = String(e).split('=');
        return [k!, v.join('=')];
      }),
    );
  }
  return isMap(env) ? Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v ?? '')])) : {};
}

/** Compose interpolation with every variable unset: `${V:-default}` → default, `${V}` → ''. */
function withDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, _name: string, def?: string) => def ?? '');
}

describe('docker/compose.yml', () => {
  const compose = parseYaml(readFileSync(join(DOCKER_DIR, 'compose.yml'), 'utf8'));
  const services = isMap(compose) && isMap(compose.services) ? compose.services : {};
  const app = isMap(services.app) ? services.app : {};
  const db = isMap(services.db) ? services.db : {};

  it('builds the app from docker/Dockerfile with the repository as context', () => {
    expect(isMap(app.build)).toBe(true);
    const build = app.build as Record<string, Yaml>;
    const context = resolve(DOCKER_DIR, String(build.context));
    expect(context).toBe(resolve(ROOT));
    expect(resolve(context, String(build.dockerfile))).toBe(join(DOCKER_DIR, 'Dockerfile'));
  });

  it('runs PostgreSQL 16 on a named volume, with a health check the app waits for', () => {
    expect(String(db.image)).toMatch(/^postgres:16([.-]|$)/);
    const volumes = Array.isArray(db.volumes) ? db.volumes.map(String) : [];
    const data = volumes.find((v) => /^[\w-]+:\/var\/lib\/postgresql\/data(:|$)/.test(v));
    expect(data, 'a volume on /var/lib/postgresql/data').toBeDefined();
    const named = isMap(compose) && isMap(compose.volumes) ? Object.keys(compose.volumes) : [];
    expect(named).toContain(data!.split(':')[0]);
    expect(JSON.stringify(db.healthcheck)).toContain('pg_isready');
    const dependsOn = isMap(app.depends_on) ? app.depends_on : {};
    expect(dependsOn.db).toEqual({ condition: 'service_healthy' });
  });

  it('gives the app DATABASE_URL for that database and JWT_SECRET from the environment', () => {
    const env = environment(app);
    const dbEnv = environment(db);
    const url = new URL(withDefaults(env.DATABASE_URL ?? ''));
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('db');
    expect(url.port || '5432').toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(withDefaults(dbEnv.POSTGRES_USER ?? 'postgres'));
    expect(decodeURIComponent(url.password)).toBe(withDefaults(dbEnv.POSTGRES_PASSWORD ?? ''));
    expect(url.pathname.slice(1)).toBe(withDefaults(dbEnv.POSTGRES_DB ?? dbEnv.POSTGRES_USER ?? 'postgres'));
    // Required, never defaulted: compose refuses to start without it.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:?\?[^}]*\}$/);
  });

  it('runs two app replicas behind nginx, which alone is published and hands them the client address', () => {
    const proxy = isMap(services.proxy) ? services.proxy : {};
    // Only the proxy is published; the replicas are reached through it.
    expect(app.ports).toBeUndefined();
    const ports = Array.isArray(proxy.ports) ? proxy.ports.map(String) : [];
    expect(ports.some((p) => /:80$/.test(withDefaults(p)))).toBe(true);
    const deploy = isMap(app.deploy) ? app.deploy : {};
    expect(Number(withDefaults(String(deploy.replicas)))).toBeGreaterThanOrEqual(2);
    // One trusted hop: the address nginx saw, never one the client wrote.
    expect(environment(app).TRUST_PROXY).toBe('1');
    const mounts = Array.isArray(proxy.volumes) ? proxy.volumes.map(String) : [];
    const conf = mounts.find((m) => m.includes(':/etc/nginx/nginx.conf'));
    expect(conf, 'nginx.conf mounted').toBeDefined();
    const nginx = readFileSync(resolve(DOCKER_DIR, conf!.split(':')[0]!), 'utf8');
    expect(nginx).toMatch(new RegExp(`server app:${RUNTIME_ENV.PORT ?? '3000'}\\b`));
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_next_upstream [^;]*http_503/);
    // Docker waits for the drain before it kills a replica.
    expect(parseInt(String(app.stop_grace_period), 10)).toBeGreaterThanOrEqual(10);
  });
});
