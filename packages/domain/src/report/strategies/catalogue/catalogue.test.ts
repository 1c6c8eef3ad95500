/**
 * The answer-driven strategies' rules on the real bank (domain-design.md §4): the activities they
 * name exist, each rule triggers on the answers it describes and not on the ideal answers (the
 * governance rule aside, which names the machine-alone activities that carry a risk even there),
 * every problem quotes the user's own answer, and AI or automation alone on any risk-flagged
 * activity triggers the governance rule.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_QUESTIONS, STEPS, getQuestion } from '../../../bank/index.js';
import type { OptionKey } from '../../../bank/types.js';
import { answerKey, answersBy, perfectAnswers, type GeneratedAnswer } from '../../../testing/answers.js';
import { scoreOverall } from '../../../scoring/overall.js';
import { evaluateStrategies } from '../engine.js';
import { GOVERNANCE_ACTIVITIES } from './ai-governance.js';
import { CATALOGUE } from './index.js';
import { SKILLS_ACTIVITIES } from './team-upskilling.js';

/** Perfect answers with the listed activities answered otherwise. */
function withAnswers(changes: Record<string, OptionKey>): GeneratedAnswer[] {
  return perfectAnswers().map((a) =>
    a.questionId in changes ? answerKey(getQuestion(a.questionId)!, changes[a.questionId]!) : a,
  );
}

function evaluate(answers: readonly GeneratedAnswer[]) {
  const overall = scoreOverall(STEPS, answers);
  const { evaluated } = evaluateStrategies(answers, overall.overallScore, overall.band);
  return Object.fromEntries(
    evaluated.map((e) => [
      e.def.id,
      { ...e.outcome, triggered: e.outcome.problems.length >= e.outcome.requiredCount },
    ]),
  );
}

describe('strategy catalogue', () => {
  it('names only activities of the bank, in the step each list is about', () => {
    for (const id of GOVERNANCE_ACTIVITIES) expect(getQuestion(id)?.step.key, id).toBe('TRANSFORMARE');
    for (const id of SKILLS_ACTIVITIES) expect(getQuestion(id)?.kind, id).toBe('activity');
  });

  it('has one file per strategy with a budget and 3–9 tactics, at least 3 of them for every user', () => {
    for (const def of CATALOGUE) {
      expect(def.budgetEur[0]).toBeLessThan(def.budgetEur[1]);
      expect(def.texts.tactics.length, def.id).toBeLessThanOrEqual(9);
      const general = def.texts.tactics.filter((t) => !t.about && !t.when);
      expect(general.length, def.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('names only activities of the bank in the tactics’ conditions', () => {
    for (const def of CATALOGUE)
      for (const t of def.texts.tactics)
        for (const c of t.about ?? []) expect(getQuestion(c.id)?.kind, `${def.id}: ${c.id}`).toBe('activity');
  });

  it('leaves the answer-driven strategies untriggered at every ideal, governance of risky automation aside', () => {
    const out = evaluate(perfectAnswers());
    for (const id of [
      'genai-data-protection',
      'human-oversight',
      'data-foundations',
      'measurement-roi',
      'team-upskilling',
      'shared-steps-coworking',
      'repetitive-work-automation',
    ])
      expect(out[id]!.triggered, id).toBe(false);
    // Activities whose ideal is machine work but carry a risk flag still need governance: high, never critical.
    expect(out['ai-governance']!.priority).not.toBe('critical');
  });

  it('every problem of an answer-driven strategy quotes the activity and the user’s own answer', () => {
    const answers = STEPS.flatMap((s) =>
      answersBy(s, (_ideal, i) => (['A', 'D', 'E', 'B', 'C'] as const)[i % 5]!),
    );
    const out = evaluate(answers);
    for (const def of CATALOGUE.filter((d) => d.source === 'answers' && d.id !== 'shared-steps-coworking')) {
      for (const p of out[def.id]!.problems) {
        if (p.questionIds.length === 0) {
          // a step-level problem (human oversight): it quotes the step's numbers
          expect(p.label.en).toMatch(/people do \d+% of the work against a target of \d+%/);
          continue;
        }
        expect(p.questionIds).toHaveLength(1);
        const q = getQuestion(p.questionIds[0]!)!;
        expect(p.label.en, def.id).toContain(`“${q.text.en}”`);
        const given = answers
          .find((a) => a.questionId === q.id)!
          .selectedOptionIds[0]!.slice(-1)
          .toUpperCase();
        if (given === 'E') expect(p.label.en).toContain('not done yet');
        else expect(p.label.en).toContain(q.options.find((o) => o.key === given)!.text.en);
      }
    }
  });

  it.each(
    ACTIVITY_QUESTIONS.filter((q) => (q.activity.risks ?? []).length > 0 && q.activity.ideal !== 'D').map(
      (q) => [q.id] as const,
    ),
  )(
    'AI or automation alone on %s (a risk-flagged activity whose ideal keeps a person) triggers AI governance',
    (id) => {
      const out = evaluate(withAnswers({ [id]: 'D' }));
      expect(out['ai-governance']!.triggered).toBe(true);
      expect(
        out['ai-governance']!.problems.some((p) => p.questionIds.includes(id)) ||
          out['ai-governance']!.problems.length === 5,
      ).toBe(true);
      expect(out['ai-governance']!.priority).toBe('critical');
    },
  );

  it('never lists an answer at its own ideal as a problem, on any card', () => {
    const out = evaluate(withAnswers({}));
    for (const [id, s] of Object.entries(out))
      for (const p of s.problems)
        for (const q of p.questionIds) {
          const question = getQuestion(q)!;
          if (question.kind === 'activity') expect(p.moves?.length ?? 0, `${id}: ${q}`).toBeGreaterThan(0);
        }
  });

  it('human oversight: people-led activities handed to machines', () => {
    const out = evaluate(
      withAnswers({ 'viziune-purpose': 'D', 'viziune-vision': 'C', 'curaj-big-idea': 'C' }),
    );
    expect(out['human-oversight']!.triggered).toBe(true);
    expect(out['human-oversight']!.problems[0]!.questionIds).toEqual(['viziune-purpose']);
  });

  it('automation: machine-led activities still done by people, three needed', () => {
    const led = ACTIVITY_QUESTIONS.filter((q) => q.activity.ideal === 'D')
      .slice(0, 3)
      .map((q) => q.id);
    expect(
      evaluate(withAnswers(Object.fromEntries(led.slice(0, 2).map((id) => [id, 'A']))))[
        'repetitive-work-automation'
      ]!.triggered,
    ).toBe(false);
    expect(
      evaluate(withAnswers(Object.fromEntries(led.map((id) => [id, 'A']))))['repetitive-work-automation']!
        .triggered,
    ).toBe(true);
  });

  it('governance and skills: two activities not done yet each', () => {
    const out = evaluate(
      withAnswers({
        'transformare-ai-policy': 'E',
        'transformare-tool-approval': 'E',
        'transformare-ai-training': 'E',
        'transformare-skills-assessment': 'E',
      }),
    );
    expect(out['team-upskilling']!.triggered).toBe(true);
    expect(
      out['ai-governance']!.problems.filter((p) => p.label.en.includes('not done yet')).map(
        (p) => p.questionIds[0],
      ),
    ).toEqual(['transformare-ai-policy', 'transformare-tool-approval']);
  });

  it('customer data in generative tools: the control not in place is enough', () => {
    const control = ACTIVITY_QUESTIONS.find((q) => q.activity.topic === 'genai-customer-data')!;
    const out = evaluate(withAnswers({ [control.id]: 'E' }));
    expect(out['genai-data-protection']!.triggered).toBe(true);
    expect(out['genai-data-protection']!.priority).toBe('critical');
  });

  it('data foundations and measurement: data and measurement activities not done yet', () => {
    const integ = STEPS.find((s) => s.key === 'INTEGRARE')!;
    const impact = STEPS.find((s) => s.key === 'IMPACT')!;
    const out = evaluate([
      ...perfectAnswers().filter(
        (a) => !a.questionId.startsWith('integrare-') && !a.questionId.startsWith('impact-'),
      ),
      ...answersBy(integ, () => 'E'),
      ...answersBy(impact, () => 'E'),
    ]);
    expect(out['data-foundations']!.triggered).toBe(true);
    expect(out['measurement-roi']!.triggered).toBe(true);
  });
});
