/**
 * Single-use e-mail tokens (ASVS 6.4.1, 6.5.1): 256 random bits sent in the link, only the
 * SHA-256 stored, a purpose-specific lifetime, atomic consumption (one conditional UPDATE, so two
 * parallel uses cannot both succeed), and a newer token voids the older ones.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens } from '@hai/db';
import type { DbOrTx } from '../mail/outbox.js';
import type { Deps } from './deps.js';
import { newEmailToken, sha256 } from './tokens.js';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** Lifetimes: verification 24 hours, reset 1 hour. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 3600_000,
};

/** Issue a token for `userId`, voiding its older unused tokens of the same purpose. Returns the raw token. */
export async function issueEmailToken(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<string> {
  const now = new Date();
  await db
    .update(emailTokens)
    .set({ consumedAt: now })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.consumedAt)),
    );
  const { token, hash } = newEmailToken();
  await db
    .insert(emailTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) });
  return token;
}

/** Consume a token atomically; the user id, or `null` if it is unknown, used, voided or expired. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const now = new Date();
  const [row] = await db
    .update(emailTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.consumedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * Whether an e-mail of `purpose` went to `userId` less than the cooldown ago
 * (`EMAIL_COOLDOWN_SECONDS`, spec §9: 60 s).
 */
export async function inCooldown(deps: Deps, userId: string, purpose: TokenPurpose): Promise<boolean> {
  const [last] = await deps.db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return (
    last !== undefined && Date.now() - last.createdAt.getTime() < deps.config.emailCooldownSeconds * 1000
  );
}
