/**
 * Privacy in practice: the user's data export (GDPR art. 15 and 20) and the
 * deletion of their account (art. 17), shared by tRPC and REST.
 *
 * Every table that holds a user's data refers to `users` with ON DELETE CASCADE (sessions,
 * email_tokens, every assessment of the re-take chain → answers, roadmap_tasks, peer_scores), so deleting the `users` row removes them
 * in the same statement. `mail_outbox` has no user reference (a message outlives its cause), so
 * the rows addressed to the user are deleted explicitly, in the same transaction, before the
 * confirmation e-mail is queued: that row is the only trace left, and it goes once sent.
 */
import { asc, eq } from 'drizzle-orm';
import { mailOutbox, peerScores, roadmapTasks, sessions, users } from '@hai/db';
import {
  EXPORT_FORMAT_VERSION,
  getOption,
  getQuestion,
  type DeleteAccountInput,
  type ExportOutput,
  type Locale,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import { accountDeletedEmail } from '../mail/account-deleted.js';
import { enqueueMail } from '../mail/outbox.js';
import { localeOf, type Principal } from './auth.js';
import type { Deps } from './deps.js';
import { verifyPassword } from './passwords.js';
import { answerRowsOf, assessmentsOf } from './assessments/selection.js';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything stored about the principal's user, as {@link ExportOutput}; bank texts in `locale`.
 * Reads only: no password hash, token hash or e-mail body is selected, so none can leak.
 */
export async function exportData(deps: Deps, principal: Principal, locale: Locale): Promise<ExportOutput> {
  const userId = principal.user.id;
  const db = deps.db;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      companyRole: users.companyRole,
      preferredLocale: users.preferredLocale,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      retakeReminderAt: users.retakeReminderAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED', 'auth.unauthorized');
  const [sessionRows, assessmentRows, taskRows, mailRows, peerRows] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        rememberMe: sessions.rememberMe,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    assessmentsOf(db, userId, 'oldest'),
    db
      .select()
      .from(roadmapTasks)
      .where(eq(roadmapTasks.userId, userId))
      .orderBy(asc(roadmapTasks.orderIndex)),
    db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email))
      .orderBy(asc(mailOutbox.createdAt)),
    db.select().from(peerScores).where(eq(peerScores.userId, userId)),
  ]);
  const answerRows = await answerRowsOf(
    db,
    assessmentRows.map((a) => a.id),
  );
  const exportedAnswers = (assessmentId: string) =>
    answerRows
      .filter((a) => a.assessmentId === assessmentId)
      .map((a) => {
        const q = getQuestion(a.questionId);
        return {
          questionId: a.questionId,
          questionNumber: q?.questionNumber ?? null,
          step: q?.step.key ?? null,
          questionText: q ? q.text[locale] : null,
          selectedOptionIds: a.selectedOptionIds,
          selectedOptionTexts: a.selectedOptionIds.map((id) => getOption(id)?.option.text[locale] ?? null),
          additionalInputs: a.additionalInputs,
          createdAt: iso(a.createdAt),
          updatedAt: iso(a.updatedAt),
        };
      })
      .sort((x, y) => (x.questionNumber ?? Infinity) - (y.questionNumber ?? Infinity));
  deps.log.info({ userId, event: 'account.export' }, 'data exported');
  return {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: iso(new Date()),
    locale,
    profile: {
      ...user,
      preferredLocale: user.preferredLocale === 'en' ? 'en' : 'ro',
      role: user.role === 'admin' ? 'admin' : 'user',
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    sessions: sessionRows.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
      rememberMe: s.rememberMe,
    })),
    assessments: assessmentRows.map((assessment) => ({
      id: assessment.id,
      previousAssessmentId: assessment.previousAssessmentId,
      bankVersion: assessment.bankVersion,
      status: assessment.status,
      answeredCount: assessment.answeredCount,
      currentQuestionNumber: assessment.currentQuestionNumber,
      startedAt: iso(assessment.startedAt),
      completedAt: isoOrNull(assessment.completedAt),
      updatedAt: iso(assessment.updatedAt),
      answers: exportedAnswers(assessment.id),
    })),
    roadmapTasks: taskRows.map((t) => ({
      id: t.id,
      assessmentId: t.assessmentId,
      title: t.title,
      category: t.category,
      description: t.description,
      priority: t.priority,
      status: t.status,
      horizon: t.horizon,
      timeline: t.timeline,
      budget: t.budget,
      tools: t.tools,
      kpi: t.kpi,
      scoreRange: t.scoreRange,
      nivel: t.level,
      expectedResults: t.expectedResults,
      notes: t.notes,
      isGenerated: t.isGenerated,
      source: t.source ?? null,
      orderIndex: t.orderIndex,
      createdAt: iso(t.createdAt),
      updatedAt: iso(t.updatedAt),
    })),
    emails: mailRows.map((m) => ({
      subject: m.subject,
      status: m.status,
      createdAt: iso(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
    })),
    peerScores: peerRows.map((p) => ({
      companyKey: p.companyKey,
      dimension: p.dimension,
      score: p.score,
      sizeClass: p.sizeClass,
      industry: p.industry,
      bankVersion: p.bankVersion,
      assessmentId: p.assessmentId,
      completedAt: iso(p.completedAt),
    })),
  };
}

/**
 * Delete the principal's account after checking the re-entered password (a wrong one: 401
 * `INVALID_CREDENTIALS`, which the web app shows under the field without ending the session;
 * nothing is deleted). In one transaction: the outbox rows addressed to the user, the `users` row
 * (cascading to sessions, which revokes every token, e-mail tokens, every assessment and
 * its answers, roadmap tasks), then the confirmation e-mail in the user's language.
 * Returns the message code and the address the confirmation goes to.
 */
export async function deleteAccount(
  deps: Deps,
  principal: Principal,
  input: DeleteAccountInput,
): Promise<{ message: 'account.deleted'; email: string }> {
  const userId = principal.user.id;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED', 'auth.unauthorized');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    deps.log.info({ userId, event: 'account.delete.refused' }, 'account deletion refused: wrong password');
    throw new DomainError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    await tx.delete(users).where(eq(users.id, userId));
    await enqueueMail(tx, { to: user.email, ...accountDeletedEmail(localeOf(user), user.firstName) });
  });
  deps.outbox.kick();
  deps.log.info({ userId, event: 'account.delete' }, 'account deleted');
  return { message: 'account.deleted', email: user.email };
}
