/**
 * The peer percentile, shared by tRPC and REST: where the user's latest
 * completed assessment stands among companies like theirs.
 *
 * Storage (`peer_scores`, migration 0010): each company — users with the same normalised company
 * name (`companyKeyOf`), so two colleagues count once — holds the 13 scores (`overall` and each
 * step) of its latest completed assessment, on the bank version it was answered on, with the size
 * class and industry of that assessment's answers. The rows are written in the transaction that
 * completes an assessment ({@link recordCompletion}, called by the answer path), replacing the
 * company's rows when this completion is the newer one: the latest completion wins, whoever of
 * the company made it. Assessments completed before the table existed, and a company whose rows
 * went with a deleted account while a colleague has a completed one, get their rows from
 * {@link backfillPeerScores} (the `peer-scores-backfill` job: at start, then hourly; on PGlite it
 * also vacuums the table, {@link vacuumPeerScores}).
 *
 * Reading ({@link peers}): the user's own scores come from their answers (the results' numbers);
 * the percentiles are counted in the database, in one statement reading one index range a
 * dimension (`peer_scores_group_idx`: bank version, dimension, size class, industry, score), and a
 * group under `PEER_MIN_GROUP` companies yields none, only its count. No other company's score
 * leaves the database: only counts, the newest completion time and the user's own ranks.
 */
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '@hai/db';
import {
  BANK_VERSION,
  BAND_DESCRIBED_SHARE,
  PEER_DIMENSIONS,
  STEPS,
  companyKeyOf,
  peerProfileOf,
  type AnswerRecord,
  type PeerDimension,
  type PeerGroup,
  type PeerGroupKind,
  type PeerProfile,
  type PeerRank,
  type PeersOutput,
} from '@hai/domain';
import { DomainError } from '../errors.js';
import {
  answersOfAssessments,
  latestCompletedOf,
  latestCompletedOfEveryUser,
} from './assessments/selection.js';
import type { Principal } from './auth.js';
import type { Deps } from './deps.js';

/** A completed assessment to record: whose, which company, and its answers. */
export interface CompletedAssessment {
  assessmentId: string;
  /** The company name as registered (normalised here with `companyKeyOf`). */
  companyName: string;
  answers: readonly AnswerRecord[];
}

/** One row to write, before the assessment's own columns are joined in. */
interface RowValues {
  companyKey: string;
  dimension: PeerDimension;
  score: number | null;
  sizeClass: string | null;
  industry: string | null;
  assessmentId: string;
}

/** The 13 rows of one completed assessment. */
function rowsOf(c: CompletedAssessment, profile: PeerProfile = peerProfileOf(c.answers)): RowValues[] {
  const companyKey = companyKeyOf(c.companyName);
  return PEER_DIMENSIONS.map((dimension) => ({
    companyKey,
    dimension,
    score: profile.scores[dimension],
    sizeClass: profile.sizeClass,
    industry: profile.industry,
    assessmentId: c.assessmentId,
  }));
}

/**
 * Write the peer rows of `completed` assessments (at most one a company), in one statement: a
 * company's 13 rows are inserted, or replace its rows when this completion is at least as new
 * (completion time, then assessment id), so an older completion — a backfill racing a newer
 * completion, a colleague's earlier one — never overwrites a newer one. The assessment's own
 * columns (bank version, user, completion time, to the microsecond) are read from `assessments`
 * in the same statement, and only a completed assessment is written. `db` may be a transaction.
 * @returns the number of rows inserted or replaced.
 */
export async function writePeerScores(
  db: Db,
  completed: readonly CompletedAssessment[],
  profiles?: readonly PeerProfile[],
): Promise<number> {
  if (completed.length === 0) return 0;
  const rows = completed.flatMap((c, i) => rowsOf(c, profiles?.[i]));
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.companyKey}::text, ${r.dimension}::text, ${r.score}::int, ${r.sizeClass}::text, ${r.industry}::text, ${r.assessmentId}::uuid)`,
    ),
    sql`, `,
  );
  const written = await executeRows<{ n: number }>(
    db,
    sql`WITH written AS (
          INSERT INTO peer_scores AS p (company_key, dimension, score, size_class, industry,
                                        bank_version, assessment_id, user_id, completed_at)
          SELECT v.company_key, v.dimension, v.score, v.size_class, v.industry,
                 a.bank_version, a.id, a.user_id, a.completed_at
          FROM (VALUES ${values}) AS v(company_key, dimension, score, size_class, industry, assessment_id)
          JOIN assessments a ON a.id = v.assessment_id
          WHERE a.status = 'completed' AND a.completed_at IS NOT NULL
          ON CONFLICT (company_key, dimension) DO UPDATE SET
            score = excluded.score, size_class = excluded.size_class, industry = excluded.industry,
            bank_version = excluded.bank_version, assessment_id = excluded.assessment_id,
            user_id = excluded.user_id, completed_at = excluded.completed_at
          WHERE (excluded.completed_at, excluded.assessment_id) >= (p.completed_at, p.assessment_id)
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM written`,
  );
  return written[0]?.n ?? 0;
}

/**
 * Record a just-completed assessment in the benchmark, inside the transaction `tx` that completed
 * it (the answer path's last answer): its answers are read back (they include the answer just
 * saved), scored, and written as the company's rows ({@link writePeerScores}). A user's rows under
 * another company key (an earlier company name) are removed, so a user counts for one company.
 */
export async function recordCompletion(
  tx: Db,
  assessment: { id: string; userId: string; companyName: string },
): Promise<void> {
  const answers = (await answersOfAssessments(tx, [assessment.id])).get(assessment.id) ?? [];
  const key = companyKeyOf(assessment.companyName);
  await executeRows(
    tx,
    sql`DELETE FROM peer_scores WHERE user_id = ${assessment.userId} AND company_key <> ${key}`,
  );
  await writePeerScores(tx, [{ assessmentId: assessment.id, companyName: assessment.companyName, answers }]);
}

/**
 * Give every company whose latest completed assessment (on the current bank) is missing from the
 * benchmark, or newer than the one it holds, its rows: the assessments completed before migration
 * 0010, and a company whose rows went with a deleted account while a colleague has completed one.
 * Idempotent (a second run finds nothing to do) and safe beside completions (an older completion
 * never replaces a newer one). Reads the candidates and what the table holds (one small row each),
 * then scores and writes `batchSize` companies a statement.
 * @returns the number of companies written.
 */
export async function backfillPeerScores(db: Db, batchSize = 100): Promise<number> {
  const [candidates, held] = await Promise.all([
    latestCompletedOfEveryUser(db),
    executeRows<{ company_key: string; assessment_id: string }>(
      db,
      sql`SELECT company_key, assessment_id FROM peer_scores
          WHERE dimension = 'overall' AND bank_version = ${BANK_VERSION}::int`,
    ),
  ]);
  // The newest completion of each company (then the greater id, as the write's guard orders them).
  const newest = new Map<string, { id: string; companyName: string; at: number }>();
  for (const c of candidates) {
    const key = companyKeyOf(c.companyName);
    const at = c.completedAt.getTime();
    const best = newest.get(key);
    if (!best || at > best.at || (at === best.at && c.id > best.id))
      newest.set(key, { id: c.id, companyName: c.companyName, at });
  }
  const heldBy = new Map(held.map((h) => [h.company_key, h.assessment_id]));
  const missing = [...newest.entries()].filter(([key, c]) => heldBy.get(key) !== c.id).map(([, c]) => c);
  let written = 0;
  for (let i = 0; i < missing.length; i += batchSize) {
    const batch = missing.slice(i, i + batchSize);
    const answers = await answersOfAssessments(
      db,
      batch.map((c) => c.id),
    );
    const n = await writePeerScores(
      db,
      batch.map((c) => ({
        assessmentId: c.id,
        companyName: c.companyName,
        answers: answers.get(c.id) ?? [],
      })),
    );
    written += n / PEER_DIMENSIONS.length;
  }
  return written;
}

/**
 * Keep the counts fast on the embedded database: `VACUUM (ANALYZE) peer_scores` marks its pages
 * all-visible, so the group statement's index-only scans read no table page (PostgreSQL's
 * autovacuum does this by itself; PGlite runs no autovacuum). On PGlite it holds the one
 * connection while it runs (about a second for 10,000 companies), so the job runs it hourly.
 */
export async function vacuumPeerScores(db: Db): Promise<void> {
  await executeRows(db, sql`VACUUM (ANALYZE) peer_scores`);
}

/** One dimension's counts as the group statement answers them. */
interface GroupCounts {
  dimension: PeerDimension;
  n: number;
  percentile: number | null;
  as_of: Date | string | null;
  n_ind: number;
  percentile_ind: number | null;
  as_of_ind: Date | string | null;
}

/**
 * For each dimension, in one statement: the companies of the size group with a score on it and
 * the user's mid-rank percentile among them, `round(100 × (below + ½ equal) / n)` kept within
 * 1..99 (`midRankPercentile`; `round` on
 * numeric rounds half away from zero), given only when n ≥ `minGroup`; the same for the size and
 * industry group (`_ind`); and the newest completion counted. Each group is one range of
 * `peer_scores_group_idx` a dimension, read by an index-only scan (the index holds every column
 * read): (bank version, dimension, size class) for the size group, with the industry for the
 * other. The user's own company is in its group by its latest completion, so "equal" counts it
 * when that is the user's own assessment.
 *
 * The size-and-industry percentile is also withheld when the size group's companies of other
 * industries are more than none but fewer than `minGroup`: the two percentiles differ by exactly
 * those companies, so with one or two of them the difference would tell how they score against
 * the user's (a re-take at chosen answers could then narrow a single company's score down).
 */
async function groupCounts(db: Db, profile: PeerProfile, minGroup: number): Promise<GroupCounts[]> {
  const me = sql.join(
    PEER_DIMENSIONS.map((d) => sql`(${d}::text, ${profile.scores[d]}::int)`),
    sql`, `,
  );
  const range = sql`p.bank_version = ${BANK_VERSION}::int AND p.dimension = me.dimension
    AND p.size_class = ${profile.sizeClass}::text`;
  const counts = sql`count(*)::int AS n,
    count(*) FILTER (WHERE p.score < me.score) AS below,
    count(*) FILTER (WHERE p.score = me.score) AS equal,
    max(p.completed_at) AS as_of`;
  const rank = (g: string, also: SQL = sql`true`) => sql`CASE
    WHEN me.score IS NOT NULL AND ${sql.raw(g)}.n >= ${minGroup}::int AND ${also}
    THEN least(99, greatest(1, round((${sql.raw(g)}.below + 0.5 * ${sql.raw(g)}.equal) * 100.0 / ${sql.raw(g)}.n)))::int END`;
  // The size group's other industries must be none or a group of their own, else the two
  // percentiles side by side would tell how those few companies score (see the function doc).
  const othersApart = sql`(s.n = i.n OR s.n - i.n >= ${minGroup}::int)`;
  return executeRows<GroupCounts & Record<string, unknown>>(
    db,
    sql`SELECT me.dimension, s.n, ${rank('s')} AS percentile, s.as_of,
               i.n AS n_ind, ${rank('i', othersApart)} AS percentile_ind, i.as_of AS as_of_ind
        FROM (VALUES ${me}) AS me(dimension, score)
        CROSS JOIN LATERAL (SELECT ${counts} FROM peer_scores p
                            WHERE ${range} AND p.score IS NOT NULL) AS s
        CROSS JOIN LATERAL (SELECT ${counts} FROM peer_scores p
                            WHERE ${range} AND p.industry = ${profile.industry}::text
                              AND p.score IS NOT NULL) AS i`,
  );
}

const isoOf = (v: Date | string | null, fallback: Date) =>
  (v === null ? fallback : new Date(v)).toISOString();

/** A group's answer from its counts (`ind`: the size-and-industry columns). */
function groupOf(
  kind: PeerGroupKind,
  profile: PeerProfile,
  counts: readonly GroupCounts[] | null,
  minGroup: number,
  now: Date,
): PeerGroup {
  const ind = kind === 'size-industry';
  const base = {
    kind,
    sizeClass: profile.sizeClass,
    industry: ind ? profile.industry : null,
    minGroup,
  };
  const unknown =
    profile.sizeClass === null
      ? 'size-unknown'
      : ind && profile.industry === null
        ? 'industry-unknown'
        : null;
  if (unknown !== null || counts === null)
    return {
      ...base,
      available: false,
      reason: unknown ?? 'size-unknown',
      companyCount: 0,
      asOf: now.toISOString(),
    };
  const byDimension = new Map(counts.map((c) => [c.dimension, c]));
  /** Why a count gives no percentile: too few in the group, or too few others beside it. */
  const shortOf = (c: GroupCounts): 'too-few' | 'too-few-others' | null => {
    const n = ind ? c.n_ind : c.n;
    if (n < minGroup) return 'too-few';
    if (ind && c.n !== c.n_ind && c.n - c.n_ind < minGroup) return 'too-few-others';
    return null;
  };
  const rankOf = (dimension: PeerDimension): PeerRank => {
    const c = byDimension.get(dimension)!;
    const percentile = ind ? c.percentile_ind : c.percentile;
    const score = profile.scores[dimension];
    return {
      dimension,
      score,
      percentile,
      companyCount: ind ? c.n_ind : c.n,
      unavailableReason:
        percentile !== null ? null : score === null ? 'not-scored' : (shortOf(c) ?? 'too-few'),
    };
  };
  const overall = byDimension.get('overall')!;
  const companyCount = ind ? overall.n_ind : overall.n;
  const asOf = isoOf(ind ? overall.as_of_ind : overall.as_of, now);
  const short = shortOf(overall);
  if (short !== null) return { ...base, available: false, reason: short, companyCount, asOf };
  return {
    ...base,
    available: true,
    companyCount,
    asOf,
    overall: rankOf('overall'),
    steps: STEPS.map((s) => rankOf(s.key)),
  };
}

/**
 * GET /assessment/peers: the user's latest completed assessment (on the current bank) against
 * companies of the same size class, and of the same size class and industry — each company once,
 * by its latest completion; the user's percentile on each dimension when the group holds at least
 * `PEER_MIN_GROUP` companies, else only the count; and the band's spec §4 wording beside the
 * measured overall percentile of the size group. Two statements: the assessment with its
 * answers, then (when the size is known) the counts of both groups.
 * @throws DomainError CONFLICT `peers.noCompleted` when the user has no completed assessment on
 *   the current bank version.
 */
export async function peers(deps: Deps, principal: Principal): Promise<PeersOutput> {
  const latest = await latestCompletedOf(deps.db, principal.user.id);
  if (!latest) throw new DomainError('CONFLICT', 'peers.noCompleted');
  const profile = peerProfileOf(latest.answers);
  const minGroup = deps.config.peerMinGroup;
  const counts = profile.sizeClass === null ? null : await groupCounts(deps.db, profile, minGroup);
  const now = new Date();
  const size = groupOf('size', profile, counts, minGroup, now);
  const sizeIndustry = groupOf('size-industry', profile, counts, minGroup, now);
  const measured =
    size.available && size.overall.percentile !== null && profile.sizeClass !== null
      ? {
          percentile: size.overall.percentile,
          companyCount: size.companyCount,
          group: 'size' as const,
          sizeClass: profile.sizeClass,
          asOf: size.asOf,
        }
      : null;
  return {
    assessmentId: latest.id,
    completedAt: latest.completedAt.toISOString(),
    bankVersion: BANK_VERSION,
    sizeClass: profile.sizeClass,
    industry: profile.industry,
    minGroup,
    size,
    sizeIndustry,
    band: {
      band: profile.band,
      described: profile.band === null ? null : { ...BAND_DESCRIBED_SHARE[profile.band] },
      measured,
    },
  };
}
