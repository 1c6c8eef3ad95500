/**
 * Account use cases shared by tRPC and REST (product-spec §3, §4, §7): register, verify e-mail,
 * login, logout, current user, preferred locale.
 */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { emailTokens, mailOutbox, sessions, users, type Db, type UserRow } from '@hai/db';
import type { Locale, LoginInput, RegisterInput, UserOutput } from '@hai/domain';
import { DomainError } from '../errors.js';
import { enqueueMail, type DbOrTx } from '../mail/outbox.js';
import { accountExistsEmail, verificationEmail } from '../mail/templates.js';
import type { Deps } from './deps.js';
import {
  assertUncommonPassword,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';
import { consumeEmailToken, issueEmailToken } from './email-tokens.js';
import { sha256, signAccessToken, verifyAccessToken } from './tokens.js';

/** Session lifetimes: remember me 30 days (spec §9), otherwise 12 hours. */
export const SESSION_TTL_MS = { remember: 30 * 24 * 3600_000, standard: 12 * 3600_000 } as const;

/** The public shape of a user (spec §3). */
export function toUserOutput(u: PrincipalUser): UserOutput {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    companyName: u.companyName,
    companyRole: u.companyRole,
    preferredLocale: u.preferredLocale === 'en' ? 'en' : 'ro',
    emailVerified: u.emailVerifiedAt !== null,
    role: u.role === 'admin' ? 'admin' : 'user',
  };
}

/** Issue a verification token for `user` and queue its e-mail, inside the caller's transaction. */
export async function queueVerification(deps: Deps, db: DbOrTx, user: UserRow): Promise<void> {
  const token = await issueEmailToken(db, user.id, 'verify_email');
  const locale = localeOf(user);
  const link = `${deps.config.appUrl}/${locale}/verify-email?token=${token}`;
  await enqueueMail(db, { to: user.email, ...verificationEmail(locale, user.firstName, link) });
}

/** The user's saved locale. */
export function localeOf(user: UserRow): Locale {
  return user.preferredLocale === 'en' ? 'en' : 'ro';
}

/**
 * Register an account (spec §4: registered → verification e-mail sent). An address that already
 * has an account gets the same answer, after the same password-hashing work, and its owner is
 * e-mailed a notice instead (no user enumeration, ASVS 6.3.8); the first account is untouched.
 */
export async function register(
  deps: Deps,
  input: RegisterInput,
  locale: Locale,
): Promise<{ message: string; email: string }> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  // The account, its token and the e-mail commit together; the outbox delivers afterwards.
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        companyName: input.companyName,
        companyRole: input.companyRole,
        preferredLocale: input.preferredLocale ?? locale,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row) await queueVerification(deps, tx, row);
    return row;
  });
  if (created) {
    deps.log.info({ userId: created.id, event: 'auth.register' }, 'account registered');
  } else {
    const [owner] = await deps.db.select().from(users).where(eq(users.email, input.email));
    if (owner && !(await recentlyMailed(deps, owner.email))) {
      const l = localeOf(owner);
      const base = deps.config.appUrl;
      await enqueueMail(deps.db, {
        to: owner.email,
        ...accountExistsEmail(l, owner.firstName, `${base}/${l}/login`, `${base}/${l}/forgot-password`),
      });
    }
    deps.log.info(
      { userId: owner?.id, event: 'auth.register.existing' },
      'registration for an existing account',
    );
  }
  deps.outbox.kick();
  return { message: 'auth.registered', email: input.email };
}

/** Whether any e-mail went to `address` in the last 60 s (the cooldown applies alike to all mail). */
async function recentlyMailed(deps: Deps, address: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, address),
        gt(mailOutbox.createdAt, new Date(Date.now() - deps.config.emailCooldownSeconds * 1000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Verify an e-mail address with a link token. The token is consumed atomically. A link used once
 * already (or voided by a newer one) whose account is verified answers `alreadyVerified: true`
 * with `auth.alreadyVerified` (re-opening the link offers login, not a retry);
 * an unknown, expired or forged token, or a used one of an unverified account, gives 400
 * INVALID_TOKEN.
 */
export async function verifyEmail(
  deps: Deps,
  token: string,
): Promise<{ message: string; email: string; alreadyVerified: boolean }> {
  const userId = await consumeEmailToken(deps.db, token, 'verify_email');
  if (!userId) {
    const [known] = await deps.db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(
        and(
          eq(emailTokens.tokenHash, sha256(token)),
          eq(emailTokens.purpose, 'verify_email'),
          isNotNull(emailTokens.consumedAt),
        ),
      )
      .limit(1);
    if (known?.verifiedAt)
      return { message: 'auth.alreadyVerified', email: known.email, alreadyVerified: true };
    throw new DomainError('INVALID_TOKEN', 'auth.verifyInvalid');
  }
  const now = new Date();
  const [user] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  deps.log.info({ userId, event: 'auth.verify' }, 'e-mail verified');
  return { message: 'auth.verified', email: user!.email, alreadyVerified: false };
}

/**
 * Log in: checks the password (constant work for unknown e-mails), refuses unverified accounts
 * with `emailVerified: false`, opens a session (30 days with remember me, else 12 hours) and
 * returns a signed access token carrying its id.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
): Promise<{ token: string; user: UserOutput; expiresAt: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new DomainError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    deps.log.info({ userId: user.id, event: 'auth.login.failed' }, 'login failed');
    throw new DomainError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
  }
  if (needsRehash(user.passwordHash)) {
    // Upgrade a hash made with weaker parameters now that the password is known (ASVS 11.4.2).
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
    deps.log.info({ userId: user.id, event: 'auth.rehash' }, 'password hash upgraded');
  }
  if (!user.emailVerifiedAt) {
    throw new DomainError('EMAIL_NOT_VERIFIED', 'auth.emailNotVerified', { emailVerified: false });
  }
  let current: UserRow = user;
  if (input.preferredLocale && input.preferredLocale !== user.preferredLocale) {
    const [updated] = await deps.db
      .update(users)
      .set({ preferredLocale: input.preferredLocale, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    current = updated ?? user;
  }
  const rememberMe = input.rememberMe === true;
  const expiresAt = new Date(Date.now() + (rememberMe ? SESSION_TTL_MS.remember : SESSION_TTL_MS.standard));
  const [session] = await deps.db
    .insert(sessions)
    .values({ userId: user.id, rememberMe, expiresAt })
    .returning();
  const token = await signAccessToken(
    deps.config.jwtSecret,
    { userId: user.id, sessionId: session!.id },
    expiresAt,
  );
  deps.log.info({ userId: user.id, event: 'auth.login' }, 'logged in');
  return { token, user: toUserOutput(current), expiresAt: expiresAt.toISOString() };
}

/** The authenticated principal of a request. */
export interface Principal {
  user: PrincipalUser;
  sessionId: string;
}

/** What a request knows of its user: the public fields (no password hash). */
export type PrincipalUser = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'companyRole'
  | 'preferredLocale'
  | 'emailVerifiedAt'
  | 'role'
  | 'retakeReminderAt'
>;

/** The columns of {@link PrincipalUser}. */
const PRINCIPAL_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  companyRole: users.companyRole,
  preferredLocale: users.preferredLocale,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
  retakeReminderAt: users.retakeReminderAt,
};

/**
 * Resolve a bearer token to its user: valid signature and claims, and a session that exists,
 * is not revoked and has not expired. `null` otherwise.
 */
export async function authenticate(deps: Deps, token: string): Promise<Principal | null> {
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return null;
  const rows = await sessionQuery(deps.db).execute({ sessionId: claims.sessionId });
  const row = rows[0];
  if (!row || row.user.id !== claims.userId) return null;
  return { user: row.user, sessionId: claims.sessionId };
}

/**
 * The live session's user, as a prepared query (built once per database: every protected call
 * runs it, and building the SQL each time cost more than running it).
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();
function buildSessionQuery(db: Db) {
  return db
    .select({ user: PRINCIPAL_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_session');
}
function sessionQuery(db: Db) {
  let q = sessionQueries.get(db);
  if (!q) sessionQueries.set(db, (q = buildSessionQuery(db)));
  return q;
}

/** Revoke the session behind the request's token. */
export async function logout(deps: Deps, principal: Principal): Promise<{ message: string }> {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, principal.sessionId));
  deps.log.info({ userId: principal.user.id, event: 'auth.logout' }, 'logged out');
  return { message: 'auth.loggedOut' };
}

/** Save the preferred locale; e-mails use it. */
export async function updateLocale(
  deps: Deps,
  principal: Principal,
  locale: Locale,
): Promise<{ message: string; user: UserOutput }> {
  const [user] = await deps.db
    .update(users)
    .set({ preferredLocale: locale, updatedAt: new Date() })
    .where(eq(users.id, principal.user.id))
    .returning();
  return { message: 'auth.localeSaved', user: toUserOutput(user!) };
}
