/**
 * Resend verification, forgot password and reset password (product-spec §4, §7).
 * Answers never reveal whether an account exists (ASVS 6.3.8): the same body for known and
 * unknown addresses, and the 60 s cooldown applies alike.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '@hai/db';
import { DomainError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { passwordChangedEmail, resetEmail } from '../mail/templates.js';
import { localeOf, queueVerification } from './auth.js';
import type { Deps } from './deps.js';
import { consumeEmailToken, inCooldown, issueEmailToken } from './email-tokens.js';
import { assertUncommonPassword, hashPassword } from './passwords.js';

/** Queue a new verification e-mail for an unverified account (no-op otherwise, same answer). */
export async function resendVerification(
  deps: Deps,
  email: string,
): Promise<{ message: 'auth.verificationResent' }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !user.emailVerifiedAt && !(await inCooldown(deps, user.id, 'verify_email'))) {
    await deps.db.transaction((tx) => queueVerification(deps, tx, user));
    deps.outbox.kick();
    deps.log.info({ userId: user.id, event: 'auth.verification.resent' }, 'verification resent');
  }
  return { message: 'auth.verificationResent' };
}

/** Queue a reset link (valid 1 hour, voiding older ones) for a known account; same answer otherwise. */
export async function forgotPassword(deps: Deps, email: string): Promise<{ message: 'auth.resetSent' }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (user && !(await inCooldown(deps, user.id, 'reset_password'))) {
    await deps.db.transaction(async (tx) => {
      const token = await issueEmailToken(tx, user.id, 'reset_password');
      const locale = localeOf(user);
      const link = `${deps.config.appUrl}/${locale}/reset-password?token=${token}`;
      await enqueueMail(tx, { to: user.email, ...resetEmail(locale, user.firstName, link) });
    });
    deps.outbox.kick();
    deps.log.info({ userId: user.id, event: 'auth.reset.requested' }, 'password reset requested');
  }
  return { message: 'auth.resetSent' };
}

/**
 * Set a new password with a reset token: consumes the token atomically, revokes every session of
 * the user, e-mails a notice, and does not log in. A reset also proves the
 * address, so an unverified account becomes verified.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
): Promise<{ message: 'auth.resetDone'; email: string }> {
  assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) return undefined;
    const now = new Date();
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    const locale = localeOf(row!);
    await enqueueMail(tx, {
      to: row!.email,
      ...passwordChangedEmail(locale, row!.firstName, `${deps.config.appUrl}/${locale}/login`),
    });
    return row;
  });
  if (!user) throw new DomainError('INVALID_TOKEN', 'auth.resetInvalid');
  deps.outbox.kick();
  deps.log.info({ userId: user.id, event: 'auth.reset.done' }, 'password reset');
  return { message: 'auth.resetDone', email: user.email };
}
