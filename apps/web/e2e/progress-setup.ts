/**
 * Shared by progress.spec.ts and progress-screens.spec.ts: a harness whose
 * database holds 300 seeded demo companies (every size class and the small software companies of
 * the sample context reach the minimum group of 20), and two answer sets that differ on a few
 * activities, so a re-take has activities that moved toward and away from their ideal.
 */
import type { Page } from '@playwright/test';
import { STEPS, type StepDef } from '@hai/domain';
import { perfectAnswers, type GeneratedAnswer } from '@hai/domain/testing';
import { startHarness, type Account, type Harness } from './harness';
import { completeAssessment, expect, storedToken, test as base } from './fixtures';

/** Demo companies seeded for the peer percentile. */
export const SEEDED_COMPANIES = 300;

/** `test` with `hs`: one seeded harness per worker (see module doc). */
export const test = base.extend<object, { hs: Harness }>({
  hs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const h = await startHarness({ seedCompanies: SEEDED_COMPANIES });
      await use(h);
      await h.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

type Activity = Extract<StepDef['questions'][number], { kind: 'activity' }>;
const activities = (step: number): Activity[] =>
  STEPS[step]!.questions.filter((q): q is Activity => q.kind === 'activity');

/** The answer set `base` with activity `q` answered `letter`. */
function withLetter(answers: GeneratedAnswer[], q: Activity, letter: string): GeneratedAnswer[] {
  return answers.map((a) =>
    a.questionId === q.id
      ? { ...a, selectedOptionIds: [`${q.id}-${letter.toLowerCase()}`], additionalInputs: {} }
      : a,
  );
}

/** A letter other than the ideal, one scale step away (B for an ideal A, else the one before). */
function near(q: Activity): string {
  const keys = ['A', 'B', 'C', 'D'];
  const i = keys.indexOf(q.activity.ideal);
  return keys[i === 0 ? 1 : i - 1]!;
}

/**
 * "Then": the perfect set except, in step 1, three activities not done yet (E) and one a scale step
 * off its ideal. "Now" (the re-take): the perfect set except, in step 3, two activities not done
 * yet. So 4 activities moved toward their ideal (3 started, 1 changed), 2 away (stopped).
 */
export function answerSets(): {
  then: GeneratedAnswer[];
  now: GeneratedAnswer[];
  toward: Activity[];
  away: Activity[];
} {
  const s1 = activities(0);
  const s3 = activities(2);
  let then = perfectAnswers(STEPS);
  for (const q of s1.slice(0, 3)) then = withLetter(then, q, 'E');
  then = withLetter(then, s1[3]!, near(s1[3]!));
  let now = perfectAnswers(STEPS);
  for (const q of s3.slice(0, 2)) now = withLetter(now, q, 'E');
  return { then, now, toward: s1.slice(0, 4), away: s3.slice(0, 2) };
}

/**
 * Complete an assessment with `then` (logging in in `locale`), re-take it through the API and
 * complete the re-take with `now`. Resolves the session token.
 */
export async function completeTwice(
  page: Page,
  h: Harness,
  account: Account,
  locale: 'en' | 'ro',
  sets = answerSets(),
): Promise<string> {
  await completeAssessment(page, h, account, { locale, answers: sets.then });
  const token = (await storedToken(page))!;
  const retake = await h.api('POST', '/api/assessment/retake', undefined, token);
  expect(retake.status, JSON.stringify(retake.body)).toBeLessThan(300);
  for (const a of sets.now) {
    const res = await h.api('POST', '/api/assessment/answer', a, token);
    expect(res.status, a.questionId).toBe(200);
  }
  return token;
}
