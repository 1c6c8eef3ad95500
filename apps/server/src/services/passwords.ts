/**
 * Password hashing with argon2id at the OWASP minimum or above (ASVS 11.4.2: m=19456 KiB, t=2, p=1).
 */
import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainError } from '../errors.js';

/** argon2id parameters in use: memory in KiB, iterations, parallelism. */
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hash a password; returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_PARAMS);
}

/** Verify a password against a stored hash; `false` on mismatch or a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spend the same work as a real verification, for unknown accounts (no timing oracle). */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-hai');
  await verifyPassword(await dummy, password);
}

/** Whether a stored hash uses weaker parameters than {@link ARGON2_PARAMS} (upgrade at login, ASVS 11.4.2). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_PARAMS);
  } catch {
    return true;
  }
}

/**
 * The shipped list of common passwords (zxcvbn-ts common dictionary, 49k entries), kept to
 * those of at least 8 characters since shorter ones fail the length rule first.
 */
let common: Set<string> | undefined;

/** Whether `password` is on the common-password list (case-insensitive; ASVS 6.2.4). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.filter((p: string) => p.length >= 8));
  return common.has(password.toLowerCase());
}

/** Throw a 400 on the `password` field for a common password. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new DomainError('VALIDATION_ERROR', 'validation.passwordCommon', {
      fields: [{ field: 'password', code: 'validation.passwordCommon' }],
    });
  }
}
