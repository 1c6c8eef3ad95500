/**
 * The next question offline (step-plan.ts) against the server's own path and views: for companies
 * of every applicability profile, at every question of every step, the chat names the question the
 * server would ask next, or nothing (never another one); a context answer kept offline changes the
 * rest of the step as it changes the server's path; and a question is built as the server builds
 * it (apps/server's services/assessments/views, from its build: the web's tests run after its dependencies'
 * builds).
 */
import { describe, expect, it } from 'vitest';
import {
  QUESTIONS,
  STEPS,
  QuestionView as QuestionViewSchema,
  assessmentPath,
  everyApplicabilityFacts,
  factQuestionId,
  getQuestion,
  profileOf,
  type BankQuestion,
  type ContextFacts,
  type Locale,
} from '@hai/domain';
import {
  pathOf as serverPathOf,
  questionView as serverQuestionView,
} from '../../../../../server/dist/services/assessments/views.js';
import type { ChatView } from '../chat-state';
import { queuedAnswer, type QueuedAnswer } from './answer-queue';
import { planInput } from './offline-view';
import { nextAfterKept as planned, questionViewOf } from './step-plan';

/** The planner's answer for `view` and the answers `kept` after it. */
const nextAfterKept = (view: ChatView, kept: readonly QueuedAnswer[], locale: Locale) =>
  planned(planInput(view, kept, locale)!);

/** The chat's view at bank question `n` for the company `facts`, as the server builds it. */
function viewAt(facts: ContextFacts, n: number, locale: Locale = 'en'): ChatView {
  const profile = profileOf(facts);
  const path = serverPathOf(profile);
  const q = QUESTIONS[n - 1]!;
  const asked = path.questions.filter((p) => p.step === q.step && p.questionNumber < n);
  return {
    question: serverQuestionView(n, locale, path),
    existingAnswer: null,
    suggestion: null,
    step: {
      id: q.step.key,
      name: q.step.name[locale],
      description: '',
      globalOrder: q.step.globalOrder,
      order: q.step.globalOrder,
      questionCount: path.stepCounts[q.step.key],
      aiPercent: 0,
      humanPercent: 0,
    },
    totalSteps: STEPS.length,
    history: asked.map((p) => ({
      question: serverQuestionView(p.questionNumber, locale, path),
      answer: { selectedOptionIds: [p.options[0]!.id], additionalInputs: {} },
    })),
    progress: {} as ChatView['progress'],
    completed: false,
    notice: null,
  };
}

/** Kept answers: option `option` of each question. */
const kept = (qs: readonly BankQuestion[], option = 1): QueuedAnswer[] =>
  qs.map((q) =>
    queuedAnswer(
      { questionId: q.id, selectedOptionIds: [q.options[option]!.id] },
      serverQuestionView(q.questionNumber, 'en'),
    ),
  );

/** One company per possible profile, and a few more answers of the same kinds. */
const companies = (() => {
  const all = everyApplicabilityFacts();
  const byPath = new Map<string, ContextFacts>();
  for (const facts of all) {
    const key = assessmentPath(profileOf(facts))
      .questions.map((q) => q.id)
      .join();
    if (!byPath.has(key)) byPath.set(key, facts);
  }
  return [...byPath.values(), ...all.filter((_, i) => i % 97 === 0)];
})();

describe('nextAfterKept', () => {
  it('names the question the server asks next in the step, or nothing: never another one', () => {
    let named = 0;
    let unknown = 0;
    for (const facts of companies) {
      const path = assessmentPath(profileOf(facts));
      for (const q of path.questions) {
        // A context answer kept here would change the path: that case has its own test.
        if (q.kind === 'context') continue;
        const next = nextAfterKept(viewAt(facts, q.questionNumber), kept([q]), 'en');
        const truth = path.nextAfter(q.questionNumber);
        if (next === undefined) {
          unknown += 1;
          continue;
        }
        named += 1;
        if (truth?.step === q.step) {
          expect(next.question?.id, `${q.id}`).toBe(truth.id);
          expect(next.question?.numberInStep).toBe(path.positionInStep(truth.questionNumber));
        } else {
          expect(next.question, `${q.id}`).toBeNull();
          expect(next.end).toBe(truth ? 'step' : 'finish');
        }
        expect(next.questionCount).toBe(path.stepCounts[q.step.key]);
      }
    }
    // Only where two profiles skip different activities later in the same step is it unknown.
    expect(named).toBeGreaterThan(0);
    expect(unknown / (named + unknown)).toBeLessThan(0.02);
  });

  it('follows several kept answers to the end of the step', () => {
    for (const facts of companies.slice(0, 16)) {
      const path = assessmentPath(profileOf(facts));
      for (const step of STEPS) {
        const asked = path.questions.filter((q) => q.step === step && q.kind === 'activity');
        if (asked.length === 0) continue;
        const first = asked[0]!;
        const all = path.questions.filter((q) => q.step === step && q.questionNumber >= first.questionNumber);
        const next = nextAfterKept(viewAt(facts, first.questionNumber), kept(all), 'en');
        if (next === undefined) continue;
        expect(next.question).toBeNull();
        expect(next.end).toBe(step.globalOrder === STEPS.length ? 'finish' : 'step');
      }
    }
  });

  it('applies a context answer kept offline as the server would: the rest of the step follows it', () => {
    let checked = 0;
    for (const facts of companies.slice(0, 16)) {
      for (const fact of ['team.size', 'company.size', 'sales.model', 'customer.records'] as const) {
        const q = getQuestion(factQuestionId(fact))!;
        const path = assessmentPath(profileOf(facts));
        if (path.positionOf(q.questionNumber) === undefined) continue;
        for (const option of q.options.keys()) {
          const answer = kept([q], option);
          const after = assessmentPath(
            profileOf({ ...facts, [fact]: q.options[option]!.value ?? undefined }),
          );
          const truth = after.nextAfter(q.questionNumber);
          const next = nextAfterKept(viewAt(facts, q.questionNumber), answer, 'en');
          if (next === undefined) continue;
          checked += 1;
          expect(next.question?.id ?? null, `${fact} ${option}`).toBe(
            truth?.step === q.step ? truth.id : null,
          );
          expect(next.questionCount).toBe(after.stepCounts[q.step.key]);
        }
      }
    }
    expect(checked).toBeGreaterThan(16);
  });

  it('a kept "one person does the marketing" leaves out the team activities after it', () => {
    const teamSize = getQuestion(factQuestionId('team.size'))!;
    const alone = teamSize.options.find((o) => o.value === '1')!;
    const view = viewAt({}, teamSize.questionNumber);
    const next = nextAfterKept(
      view,
      [queuedAnswer({ questionId: teamSize.id, selectedOptionIds: [alone.id] }, view.question!)],
      'en',
    )!;
    const teamActivities = teamSize.step.activities.filter((a) =>
      a.activity.appliesWhen?.includes('marketing-team'),
    );
    expect(teamActivities.length).toBeGreaterThan(0);
    expect(next.questionCount).toBe(view.step.questionCount - teamActivities.length);
    expect(teamActivities.map((a) => a.id)).not.toContain(next.question!.id);
  });

  it('says nothing when the view does not fit any path, or the kept answers leave the step', () => {
    const view = viewAt({}, 20);
    expect(
      nextAfterKept({ ...view, step: { ...view.step, questionCount: 3 } }, kept([QUESTIONS[19]!]), 'en'),
    ).toBe(undefined);
    expect(nextAfterKept(view, kept([QUESTIONS[40]!]), 'en')).toBe(undefined);
    expect(nextAfterKept(view, [], 'en')).toBe(undefined);
  });
});

describe('questionViewOf', () => {
  it('builds every question as the server sends it, in both languages', () => {
    for (const facts of companies.slice(0, 16)) {
      const path = serverPathOf(profileOf(facts));
      for (const q of path.questions)
        for (const locale of ['en', 'ro'] as const) {
          const mine = questionViewOf(q, locale, path);
          expect(mine).toEqual(serverQuestionView(q.questionNumber, locale, path));
          QuestionViewSchema.parse(mine);
        }
    }
  });
});
