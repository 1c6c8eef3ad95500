/**
 * Synthetic companies for development and the browser tests (`pnpm seed:demo`):
 * each a verified user on the reserved domain `demo.invalid` (RFC 2606: never a real address)
 * with a completed assessment of 180 answers and its peer benchmark rows, so the percentile
 * screens show a populated benchmark. Never for production: the command refuses there
 * (seed-demo.ts); this module only writes what it is asked to.
 *
 * Deterministic and additive: company `i` (1-based) is `demo-<i>@demo.invalid`, "Demo Company
 * <i>", and its answers, size, industry and completion date come from a generator seeded with
 * (seed, i). A company whose user exists already is left as it is, so running the seed again
 * creates only the companies not there yet (`--companies 500` after 300 adds 200).
 *
 * The answers are drawn for a realistic spread: a company's maturity m (the mean of two uniform
 * draws, so most are middling) sets how many activities it does not practise yet and how close
 * the others are to their ideal; sizes are about 23 % micro, 34 % small, 25 % medium, 15 % large,
 * 3 % unsaid; industries about 30 % software, the rest spread over the others. With the default
 * seed, 300 companies give every size class at least 20 companies and 20 small software ones
 * (the sample context of the test answer sets), which the tests check.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '@hai/db';
import {
  BANK_VERSION,
  CONTEXT_FACTS,
  QUESTIONS,
  peerProfileOf,
  type AnswerRecord,
  type Band,
  type QuestionDef,
  type SizeClass,
} from '@hai/domain';
import { hashPassword } from '../services/passwords.js';
import { vacuumPeerScores, writePeerScores } from '../services/peers.js';

/** The reserved domain of every demo address. */
export const DEMO_DOMAIN = 'demo.invalid';
/** The password of every demo account (they are for looking at screens, not for keeping). */
export const DEMO_PASSWORD = 'demo password 2026';
/** Default number of companies. */
export const DEFAULT_DEMO_COMPANIES = 300;
/** Default generator seed. */
export const DEFAULT_DEMO_SEED = 23;

/** What {@link seedDemo} takes. */
export interface SeedDemoOptions {
  /** How many companies the demo should have, 1..100,000 [300]. */
  companies?: number;
  /** Generator seed [23]; the same seed gives the same companies. */
  seed?: number;
  /** Companies written a transaction [25]. */
  batchSize?: number;
}

/** What {@link seedDemo} did. */
export interface SeedDemoResult {
  /** Companies created by this run. */
  created: number;
  /** Companies that existed already (left as they were). */
  existing: number;
  /** Created companies by size class (`unsaid`: "we'd rather not say"). */
  bySize: Record<SizeClass | 'unsaid', number>;
  /** Created companies by band of their overall score (`none`: nothing scored). */
  byBand: Record<Band | 'none', number>;
  /** Created small companies in software (the sample context of the test answer sets). */
  smallSoftware: number;
}

/** A deterministic random number generator in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pick from `weighted` ([value, weight] pairs) with `r` in [0, 1). */
function pick<T>(weighted: readonly (readonly [T, number])[], r: number): T {
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  let x = r * total;
  for (const [value, w] of weighted) {
    if (x < w) return value;
    x -= w;
  }
  return weighted[weighted.length - 1]![0];
}

const SIZES: readonly (readonly [SizeClass | 'unsaid', number])[] = [
  ['micro', 23],
  ['small', 34],
  ['medium', 25],
  ['large', 15],
  ['unsaid', 3],
];
/** The `company.size` band of a size class (large: either of its two bands). */
const SIZE_BANDS: Record<SizeClass, readonly string[]> = {
  micro: ['1-9'],
  small: ['10-49'],
  medium: ['50-249'],
  large: ['250-999', '1000+'],
};
const INDUSTRIES: readonly (readonly [string, number])[] = [
  ['software', 30],
  ...CONTEXT_FACTS.industry.bands
    .map((b) => b.value as string)
    .filter((v) => v !== 'software')
    .map((v) => [v, 70 / 8] as const),
];
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One demo company: its number, identity, answers and completion time. */
export interface DemoCompany {
  index: number;
  email: string;
  companyName: string;
  locale: 'en' | 'ro';
  size: SizeClass | 'unsaid';
  industry: string;
  answers: AnswerRecord[];
  /** Days before the run it completed, 0..180. */
  daysAgo: number;
}

/** The answer to a context question: the band `value` (null: the unknown option). */
function contextOption(q: QuestionDef, value: string | null): string {
  return q.options.find((o) => (o.value ?? null) === value)!.id;
}

/** Company `index` (1-based) of the demo drawn with `seed`: the same arguments, the same company. */
export function demoCompany(index: number, seed = DEFAULT_DEMO_SEED): DemoCompany {
  const random = seededRandom(seed * 1_000_003 + index);
  const size = pick(SIZES, random());
  const industry = pick(INDUSTRIES, random());
  const maturity = (random() + random()) / 2;
  const notYet = 0.4 * (1 - maturity) ** 1.6;
  const atIdeal = 0.25 + 0.75 * maturity ** 1.1;
  const answers = QUESTIONS.map((q): AnswerRecord => {
    if (q.kind === 'context') {
      let value: string | null;
      if (q.fact === 'company.size')
        value =
          size === 'unsaid'
            ? null
            : pick(
                SIZE_BANDS[size].map((b) => [b, 1] as const),
                random(),
              );
      else if (q.fact === 'industry') value = industry;
      else {
        const bands = CONTEXT_FACTS[q.fact].bands.map((b) => b.value as string);
        value = random() < 0.2 ? null : bands[Math.floor(random() * bands.length)]!;
      }
      return { questionId: q.id, selectedOptionIds: [contextOption(q, value)] };
    }
    let letter: string;
    if (random() < notYet) letter = 'E';
    else if (random() < atIdeal) letter = q.activity.ideal;
    else {
      const at = LETTERS.indexOf(q.activity.ideal as (typeof LETTERS)[number]);
      const step = (random() < 0.75 ? 1 : 2) * (random() < 0.5 ? -1 : 1);
      const moved = at + step;
      letter = LETTERS[moved < 0 || moved > 3 ? at - step : moved] ?? q.activity.ideal;
    }
    return { questionId: q.id, selectedOptionIds: [q.options.find((o) => o.key === letter)!.id] };
  });
  const n = String(index).padStart(4, '0');
  return {
    index,
    email: `demo-${n}@${DEMO_DOMAIN}`,
    companyName: `Demo Company ${n}`,
    locale: index % 2 === 0 ? 'en' : 'ro',
    size,
    industry,
    answers,
    daysAgo: Math.floor(random() * 181),
  };
}

/** Write `companies` (users, completed assessments, answers, peer rows) in one transaction. */
async function writeBatch(
  db: Db,
  companies: readonly DemoCompany[],
  passwordHash: string,
): Promise<DemoCompany[]> {
  return db.transaction(async (tx) => {
    const users = await executeRows<{ id: string; email: string }>(
      tx,
      sql`INSERT INTO users (email, password_hash, first_name, last_name, company_name, company_role,
                             preferred_locale, email_verified_at)
          VALUES ${sql.join(
            companies.map(
              (c) =>
                sql`(${c.email}, ${passwordHash}, 'Demo', ${String(c.index)}, ${c.companyName}, 'CMO', ${c.locale}, now())`,
            ),
            sql`, `,
          )}
          ON CONFLICT (email) DO NOTHING
          RETURNING id, email`,
    );
    const userOf = new Map(users.map((u) => [u.email, u.id]));
    const fresh = companies.filter((c) => userOf.has(c.email));
    if (fresh.length === 0) return [];
    const assessments = await executeRows<{ id: string; user_id: string }>(
      tx,
      sql`INSERT INTO assessments (user_id, status, bank_version, answered_count, current_question_number,
                                   started_at, completed_at, updated_at)
          VALUES ${sql.join(
            fresh.map((c) => {
              const done = `${c.daysAgo} days`;
              return sql`(${userOf.get(c.email)}::uuid, 'completed', ${BANK_VERSION}::int, ${QUESTIONS.length}::int,
                          ${QUESTIONS.length}::int, now() - ${done}::interval - interval '25 minutes',
                          now() - ${done}::interval, now() - ${done}::interval)`;
            }),
            sql`, `,
          )}
          RETURNING id, user_id`,
    );
    const assessmentOf = new Map(assessments.map((a) => [a.user_id, a.id]));
    const ids = fresh.map((c) => assessmentOf.get(userOf.get(c.email)!)!);
    // 180 answers a company, 20 companies a statement (10,800 parameters at most).
    for (let i = 0; i < fresh.length; i += 20) {
      const rows = fresh
        .slice(i, i + 20)
        .flatMap((c, j) =>
          c.answers.map(
            (a) =>
              sql`(${ids[i + j]!}::uuid, ${a.questionId}, ${JSON.stringify(a.selectedOptionIds)}::jsonb)`,
          ),
        );
      await executeRows(
        tx,
        sql`INSERT INTO answers (assessment_id, question_id, selected_option_ids) VALUES ${sql.join(rows, sql`, `)}`,
      );
    }
    await writePeerScores(
      tx,
      fresh.map((c, i) => ({ assessmentId: ids[i]!, companyName: c.companyName, answers: c.answers })),
    );
    return fresh;
  });
}

/**
 * Make sure the demo has companies 1..`companies` (see the module doc): creates those whose user
 * does not exist yet, `batchSize` a transaction, each with a completed assessment, its answers
 * and its peer rows (written by the same `writePeerScores` the answer path uses). `db` must be
 * migrated; ends with a `VACUUM (ANALYZE)` of `peer_scores` when it created any. Never call it
 * on a production database (seed-demo.ts refuses there).
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const total = opts.companies ?? DEFAULT_DEMO_COMPANIES;
  if (!Number.isInteger(total) || total < 1 || total > 100_000)
    throw new RangeError('companies must be a whole number from 1 to 100,000');
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const batchSize = opts.batchSize ?? 25;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result: SeedDemoResult = {
    created: 0,
    existing: 0,
    bySize: { micro: 0, small: 0, medium: 0, large: 0, unsaid: 0 },
    byBand: { pioneer: 0, advanced: 0, average: 0, early_stage: 0, urgent: 0, none: 0 },
    smallSoftware: 0,
  };
  for (let from = 1; from <= total; from += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, total - from + 1) }, (_, i) =>
      demoCompany(from + i, seed),
    );
    const created = await writeBatch(db, batch, passwordHash);
    result.created += created.length;
    result.existing += batch.length - created.length;
    for (const c of created) {
      result.bySize[c.size] += 1;
      result.byBand[peerProfileOf(c.answers).band ?? 'none'] += 1;
      if (c.size === 'small' && c.industry === 'software') result.smallSoftware += 1;
    }
  }
  // A bulk load leaves the table's pages not yet all-visible: the percentile's index-only scans
  // would read them all until (auto)vacuum; PGlite runs none.
  if (result.created > 0) await vacuumPeerScores(db);
  return result;
}
