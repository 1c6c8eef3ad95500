/** Argon2id parameters and upgrade at login; common passwords refused. */
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@hai/db';
import { isCommonPassword } from '../src/services/passwords.js';
import { json, registration, startHarness, uniqueEmail, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('argon2id (ASVS 11.4.2)', () => {
  it('upgrades a hash made with weaker parameters at the next successful login', async () => {
    const email = uniqueEmail('weak');
    const weak = await argon2.hash('an old good password', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await h.app.deps.db.insert(users).values({
      email,
      passwordHash: weak,
      firstName: 'Old',
      companyName: 'Legacy SRL',
      companyRole: 'CMO',
      emailVerifiedAt: new Date(),
    });
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    let [row] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBe(weak);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'an old good password' },
    });
    expect(ok.statusCode).toBe(200);
    [row] = await h.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2.verify(row!.passwordHash, 'an old good password')).toBe(true);
  });
});

describe('common passwords (ASVS 6.2.4)', () => {
  it('knows the shipped list', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it.each(['password', 'qwertyuiop', 'iloveyou'])(
    'refuses %s at registration with a translated 400 on the password field',
    async (password) => {
      const email = uniqueEmail('common');
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'ro' },
        payload: registration(email, { password }),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Această parolă este prea des folosită. Alegeți una mai greu de ghicit.',
        fields: [{ field: 'password', code: 'validation.passwordCommon' }],
      });
      expect(await h.app.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );
});
