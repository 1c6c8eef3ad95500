/**
 * Access tokens (HS256 JWT through jose) carrying the session id, and single-use e-mail tokens
 * (256 random bits, only their SHA-256 stored).
 */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'hai-marketing-wheel';
const AUDIENCE = 'hai-marketing-wheel-api';
const TOKEN_TYPE = 'access';

/**
 * The HMAC key of `secret`, imported once: importing it on every request cost as much as the
 * signature check itself.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** Claims of a valid access token. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Sign an access token for a session, valid until `expiresAt`. */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey(secret));
}

/**
 * Tokens that passed verification, with their claims and expiry (s), per secret. A client sends
 * the same token on every call; checking its signature once is enough, its expiry is checked at
 * every use, and the session behind it is still looked up live on every call (revocation).
 * Bounded: the oldest entries go first.
 */
const verified = new Map<string, Map<string, AccessClaims & { exp: number }>>();
const MAX_VERIFIED = 10_000;

/**
 * Verify an access token: HS256 only, signature, `exp`, `iss`, `aud` and token type.
 * Returns the claims, or `null` for any invalid or expired token.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  if (hit) {
    if (hit.exp * 1000 > Date.now()) return { userId: hit.userId, sessionId: hit.sessionId };
    known!.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (payload.typ !== TOKEN_TYPE || typeof payload.sid !== 'string' || typeof payload.sub !== 'string')
      return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (!known) verified.set(secret, (known = new Map()));
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
    known.set(token, { ...claims, exp: payload.exp! });
    return claims;
  } catch {
    return null;
  }
}

/** A new e-mail token: 256 random bits, base64url (43 characters). */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** Hex SHA-256 of a token, as stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
