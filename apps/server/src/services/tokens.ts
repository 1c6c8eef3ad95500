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
 * Verify an access token: HS256 only, signature, `exp`, `iss`, `aud` and token type.
 * Returns the claims, or `null` for any invalid token.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (payload.typ !== TOKEN_TYPE || typeof payload.sid !== 'string' || typeof payload.sub !== 'string')
      return null;
    return { userId: payload.sub, sessionId: payload.sid };
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
