/** Integration: configuration checks and the built web app served with the SPA fallback. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import { json, startHarness, type Harness } from './harness.js';

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL: must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL: must start with smtp/],
    [{ APP_URL: 'not a url' }, /^Invalid configuration: APP_URL: /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET: must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET: required when NODE_ENV=production/],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hai-cfg-')), ...env })).toThrow(message);
  });

  it('stops the server process with that one line and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: '99999', DATA_DIR: mkdtempSync(join(tmpdir(), 'hai-cfg-')) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration: PORT: .+$/);
  });

  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hai-cfg-')) });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      mailFrom: 'HAI Marketing Wheel <no-reply@localhost>',
      trustProxy: false,
      corsOrigins: [],
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir).toMatch(/pglite$/);
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('web app serving', () => {
  let h: Harness;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'hai-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root">HAI app shell</div>');
    writeFileSync(join(web, 'app.js'), 'console.log(1)');
    h = await startHarness({ WEB_DIST: web });
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(['/', '/ro', '/en/login', '/ro/verify-email?token=abc', '/results', '/en/assessment'])(
    'serves the app shell at %s',
    async (url) => {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('HAI app shell');
    },
  );

  it('serves static files as they are', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers a missing asset file with 404, not the app shell', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('HAI app shell');
  });

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      error: 'NOT_FOUND',
      message: 'Not found',
      requestId: res.headers['x-request-id'],
    });
  });
});
