/**
 * Account payloads for privacy in practice (GDPR art. 15, 17, 20): the data
 * export (`GET /api/account/export`) and the account deletion (`POST /api/account/delete`).
 * The export holds everything the application stores about the user, in a stable, versioned
 * JSON shape, and never a secret: no password hash, no token or token hash, no e-mail body
 * (bodies carry single-use links).
 */
import { z } from 'zod';
import { LocaleSchema, requiredError } from './common.js';

/**
 * Version of the export format; raised when a field changes meaning or disappears. 2: a roadmap
 * task's tool and KPI lists became the spec's `tools` and `kpi` texts, with `scoreRange` and `nivel`.
 * 3: `assessment` became `assessments`, every one of the user's assessments (re-takes),
 * each with its `id`, `previousAssessmentId` and `bankVersion`; a task carries its `assessmentId`;
 * the profile its `retakeReminderAt`.
 */
export const EXPORT_FORMAT_VERSION = 3;

/** The user's profile as stored (product-spec §3), without the password hash. */
export const ExportProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  companyRole: z.string(),
  preferredLocale: LocaleSchema,
  role: z.enum(['user', 'admin']),
  /** ISO 8601, or null while the address is unconfirmed. */
  emailVerifiedAt: z.string().nullable(),
  /** The day (`YYYY-MM-DD`) the user asked to be reminded to re-take, or null. */
  retakeReminderAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportProfile = z.infer<typeof ExportProfile>;

/** A login session (the application stores no user agent or IP address with it). */
export const ExportSession = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  /** ISO 8601, or null when the session was never revoked (logout, password reset). */
  revokedAt: z.string().nullable(),
  rememberMe: z.boolean(),
});
export type ExportSession = z.infer<typeof ExportSession>;

/** One stored answer with the bank's texts in the export's language, so the file reads alone. */
export const ExportAnswer = z.object({
  /** Bank id, e.g. `viziune-03`. */
  questionId: z.string(),
  /** 1..180, or null when the question left the bank. */
  questionNumber: z.number().int().nullable(),
  /** Step key, e.g. `VIZIUNE`, or null when the question left the bank. */
  step: z.string().nullable(),
  questionText: z.string().nullable(),
  selectedOptionIds: z.array(z.string()),
  /** The selected options' texts, in the order of `selectedOptionIds` (null: unknown option). */
  selectedOptionTexts: z.array(z.string().nullable()),
  /** Option id → value typed in its input (number as text, or free text). */
  additionalInputs: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportAnswer = z.infer<typeof ExportAnswer>;

/** An assessment row and its answers, in question order. */
export const ExportAssessment = z.object({
  id: z.string(),
  /** The completed assessment this one re-takes; null for the first. */
  previousAssessmentId: z.string().nullable(),
  bankVersion: z.number().int(),
  /** `started` or `completed`. */
  status: z.string(),
  answeredCount: z.number().int(),
  currentQuestionNumber: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  answers: z.array(ExportAnswer),
});
export type ExportAssessment = z.infer<typeof ExportAssessment>;

/** A roadmap task with every stored field. */
export const ExportRoadmapTask = z.object({
  id: z.string(),
  /** The assessment whose roadmap the task is on; null: added before any assessment. */
  assessmentId: z.string().nullable(),
  title: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  priority: z.string().nullable(),
  status: z.string(),
  horizon: z.string().nullable(),
  timeline: z.string().nullable(),
  budget: z.string().nullable(),
  tools: z.string().nullable(),
  kpi: z.string().nullable(),
  scoreRange: z.string().nullable(),
  nivel: z.string().nullable(),
  expectedResults: z.string().nullable(),
  notes: z.string().nullable(),
  isGenerated: z.boolean(),
  source: z
    .object({ kind: z.string(), id: z.string(), questionIds: z.array(z.string()).optional() })
    .nullable(),
  orderIndex: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportRoadmapTask = z.infer<typeof ExportRoadmapTask>;

/**
 * A row of the peer benchmark taken from the user's answers: the company's
 * scores from the user's latest completed assessment, one a dimension. Absent when the company's
 * latest completion is a colleague's (then the rows are theirs) or before any completion.
 */
export const ExportPeerScore = z.object({
  /** The company name as the benchmark normalises it. */
  companyKey: z.string(),
  /** `overall` or a step key. */
  dimension: z.string(),
  score: z.number().int().nullable(),
  sizeClass: z.string().nullable(),
  industry: z.string().nullable(),
  bankVersion: z.number().int(),
  assessmentId: z.string(),
  completedAt: z.string(),
});
export type ExportPeerScore = z.infer<typeof ExportPeerScore>;

/** An e-mail the application queued for the user's address: subject and timestamps, no body. */
export const ExportEmail = z.object({
  subject: z.string(),
  /** `pending`, `sent` or `failed`. */
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ExportEmail = z.infer<typeof ExportEmail>;

/**
 * `GET /api/account/export` (GDPR art. 15 and 20): `{ formatVersion, exportedAt, locale, profile,
 * sessions, assessments (every one, oldest first; empty before the first answer), roadmapTasks,
 * emails, peerScores }`. Timestamps are
 * ISO 8601 strings; texts from the bank are in `locale`.
 */
export const ExportOutput = z.object({
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  locale: LocaleSchema,
  profile: ExportProfile,
  sessions: z.array(ExportSession),
  assessments: z.array(ExportAssessment),
  roadmapTasks: z.array(ExportRoadmapTask),
  emails: z.array(ExportEmail),
  /** The user's rows of the peer benchmark (added in format 3 with re-takes; no field changed). */
  peerScores: z.array(ExportPeerScore),
});
export type ExportOutput = z.infer<typeof ExportOutput>;

/**
 * `POST /api/account/delete` (GDPR art. 17): `{ password, confirm: true }`. The password is
 * re-entered (a wrong one: 401 `INVALID_CREDENTIALS`, nothing deleted); `confirm` must be the
 * literal `true` so that a client cannot delete by accident with a bare password.
 */
export const DeleteAccountInput = z.strictObject({
  password: z.string({ error: requiredError }).min(1, 'validation.required').max(1024, 'validation.tooLong'),
  confirm: z.literal(true, { error: 'account.confirmRequired' }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** Answer of `POST /api/account/delete`: a translated message and the address the notice goes to. */
export const DeleteAccountOutput = z.object({ message: z.string(), email: z.string() });
export type DeleteAccountOutput = z.infer<typeof DeleteAccountOutput>;
