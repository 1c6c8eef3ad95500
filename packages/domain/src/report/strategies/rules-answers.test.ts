/**
 * The answer-driven rules (domain-design.md §4): every bank reference exists, and each rule has a
 * worked example that triggers it and one that does not. Step shares are computed by hand from the
 * bank's weights in the comments (human share = 100 − mean AI share, spec §3).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_KEYS,
  RETIRED_QUESTION_IDS,
  STEPS,
  getOption,
  getQuestion,
  getStep,
} from '../../bank/index.js';
import type { OptionKey } from '../../bank/types.js';
import type { ReportAnswer } from '../answers.js';
import { answerFacts, checkRefs, optionId } from './conditions.js';
import { runConditions, type ConditionRule } from './rule.js';
import {
  AI_GOVERNANCE,
  ANSWER_RULES,
  DATA_FOUNDATIONS,
  GENAI_DATA_PROTECTION,
  HUMAN_OVERSIGHT,
  MEASUREMENT_ROI,
  REPETITIVE_WORK_AUTOMATION,
  SHARED_STEPS_COWORKING,
  TEAM_UPSKILLING,
} from './rules-answers.js';
import { NO_REGULAR_CONTENT } from './rules-mix.js';

/** An answer selecting `keys` of `questionId`. */
function ans(questionId: string, ...keys: OptionKey[]): ReportAnswer {
  return { questionId, selectedOptionIds: keys.map((k) => optionId(questionId, k)) };
}

/** The English problems a rule finds, and whether it triggers. */
function run(rule: ConditionRule, answers: ReportAnswer[]): { problems: string[]; triggered: boolean } {
  const out = runConditions(rule, answerFacts(answers));
  return { problems: out.problems.map((p) => p.en), triggered: out.problems.length >= out.requiredCount };
}

describe('bank references', () => {
  const rules = Object.entries(ANSWER_RULES);

  it.each(rules)('%s: every question, option letter and step exists in the current bank', (_name, rule) => {
    for (const condition of rule.conditions) {
      const refs = checkRefs(condition.check);
      for (const [questionId, key] of refs.options) {
        const found = getOption(optionId(questionId, key));
        expect(found, `${condition.id}: ${questionId} ${key}`).toBeDefined();
        expect(found!.question.id).toBe(questionId);
        expect(found!.option.key).toBe(key);
      }
      for (const questionId of refs.missing) {
        const q = getQuestion(questionId);
        expect(q, `${condition.id}: ${questionId}`).toBeDefined();
        expect(q!.kind, `${questionId} must be a practice, not a context question`).not.toBe('context');
        const hasMissingOption = q!.options.some(
          (o) => o.aiPercent === null && (q!.kind === 'split' ? o.key === 'E' : o.exclusive === true),
        );
        expect(hasMissingOption, `${questionId} has an E / "None of these yet" option`).toBe(true);
      }
      for (const key of refs.steps) expect(getStep(key)).toBeDefined();
      for (const id of [...refs.options.map(([q]) => q), ...refs.missing]) {
        expect(RETIRED_QUESTION_IDS).not.toContain(id);
      }
    }
  });

  it.each(rules)('%s: condition ids are unique and the rule can trigger', (_name, rule) => {
    const ids = rule.conditions.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rule.requiredCount).toBeGreaterThanOrEqual(1);
    expect(rule.requiredCount).toBeLessThanOrEqual(rule.conditions.length);
  });

  it('finds the content rule\'s "We don\'t publish regularly" option as an exclusive one', () => {
    const [[questionId, key]] = checkRefs(NO_REGULAR_CONTENT).options as [[string, OptionKey]];
    expect(getOption(optionId(questionId, key))?.option.exclusive).toBe(true);
  });

  it('finds every context input the engine reads in the bank', () => {
    const keys = STEPS.flatMap((s) =>
      s.questions.flatMap((q) =>
        q.options.flatMap((o) => (o.input && 'contextKey' in o.input ? [o.input.contextKey] : [])),
      ),
    );
    for (const key of CONTEXT_KEYS) expect(keys, key).toContain(key);
  });
});

describe('human oversight of AI in human-led steps', () => {
  it('triggers on two named answers: AI writes the vision, the AI view stands', () => {
    const out = run(HUMAN_OVERSIGHT, [ans('viziune-03', 'B'), ans('decizie-14', 'B')]);
    expect(out.problems).toEqual([
      'AI writes the first version of your 3–5 year marketing vision and the CMO only edits it',
      'When an AI recommendation contradicts experience, the AI view stands unless someone proves it wrong',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('quotes the step share when VIZIUNE is too AI-heavy', () => {
    // AI shares 60, 70, 70, 60, 70 → mean 66 → human 34 % against 90 %: more than 5 below
    const vision = [
      ans('viziune-03', 'B'),
      ans('viziune-04', 'B'),
      ans('viziune-06', 'A'),
      ans('viziune-08', 'C'),
      ans('viziune-10', 'B'),
    ];
    const out = run(HUMAN_OVERSIGHT, vision);
    expect(out.problems).toEqual([
      'Vision: people do 34% of the work against a target of 90%; too much is left to AI',
      'AI writes the first version of your 3–5 year marketing vision and the CMO only edits it',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger on one problem, nor on a step within tolerance', () => {
    expect(run(HUMAN_OVERSIGHT, [ans('viziune-03', 'B')])).toEqual({
      problems: ['AI writes the first version of your 3–5 year marketing vision and the CMO only edits it'],
      triggered: false,
    });
    // AI shares 0, 0, 15, 15, 10 → mean 8 → human 92 % against 90 %: on target
    const onTarget = [
      ans('viziune-03', 'A'),
      ans('viziune-04', 'C'),
      ans('viziune-05', 'A'),
      ans('viziune-06', 'B'),
      ans('viziune-07', 'B'),
    ];
    expect(run(HUMAN_OVERSIGHT, onTarget).problems).toEqual([]);
  });

  it('ignores a step with fewer than 5 scored answers (not scored, spec §3)', () => {
    // four answers at AI 60–70 would be far too AI-heavy, but the step is insufficient
    const four = [
      ans('viziune-03', 'B'),
      ans('viziune-04', 'B'),
      ans('viziune-06', 'A'),
      ans('viziune-08', 'C'),
    ];
    expect(run(HUMAN_OVERSIGHT, four).problems).toHaveLength(1); // only the viziune-03 B answer
  });
});

describe('automation of repetitive work in AI-led steps', () => {
  it('triggers when SISTEME is far too human and launch checks are manual', () => {
    // AI shares 5, 0, 5, 5, 0 → mean 3 → human 97 % against 25 %
    const out = run(REPETITIVE_WORK_AUTOMATION, [
      ans('sisteme-01', 'A'),
      ans('sisteme-02', 'B'),
      ans('sisteme-03', 'C'),
      ans('sisteme-05', 'A'),
      ans('sisteme-06', 'A'),
    ]);
    expect(out.problems).toEqual([
      'Systems: people do 97% of the work against a target of 25%; AI could take over more',
      'Links, tracking and forms are checked by hand before every launch',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('counts "None of these yet" on AI predictions as a gap', () => {
    const out = run(REPETITIVE_WORK_AUTOMATION, [ans('predictii-12', 'E'), ans('integrare-12', 'B')]);
    expect(out.problems).toHaveLength(2);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger when repetitive work already goes to AI agents', () => {
    expect(
      run(REPETITIVE_WORK_AUTOMATION, [ans('sisteme-04', 'A'), ans('sisteme-12', 'B', 'D')]).problems,
    ).toEqual([]);
  });
});

describe('data foundations', () => {
  it('triggers on no single customer view and last-click attribution', () => {
    const out = run(DATA_FOUNDATIONS, [ans('integrare-01', 'E'), ans('predictii-02', 'A')]);
    expect(out.problems).toEqual([
      'No single customer view: CRM, web, shop and service data are merged by hand in Excel, or not at all',
      'No attribution model: leads and sales are credited to the last click, or not at all',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger with a data platform, a consent platform and validated attribution', () => {
    const out = run(DATA_FOUNDATIONS, [
      ans('integrare-01', 'C'),
      ans('integrare-04', 'C'),
      ans('predictii-02', 'D'),
    ]);
    expect(out).toEqual({ problems: [], triggered: false });
  });

  it('reads "No CRM yet" (option E) as a missing practice: one problem, not enough alone', () => {
    expect(run(DATA_FOUNDATIONS, [ans('integrare-02', 'E')])).toEqual({
      problems: ['There is no CRM yet'],
      triggered: false,
    });
  });
});

describe('team upskilling', () => {
  it('triggers when skills are not assessed and no adoption practice exists', () => {
    const out = run(TEAM_UPSKILLING, [ans('transformare-07', 'E'), ans('transformare-15', 'E')]);
    expect(out.problems).toEqual([
      "Nobody has assessed the team's AI skills",
      'None of the adoption practices is in place: no AI lead in each team, no shared prompt library',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger with workshops on own briefs and an AI lead per team', () => {
    expect(
      run(TEAM_UPSKILLING, [ans('transformare-08', 'D'), ans('transformare-15', 'C', 'D')]).triggered,
    ).toBe(false);
  });
});

describe('AI governance', () => {
  it('triggers on no AI policy and an incident fixed by whoever published it', () => {
    const out = run(AI_GOVERNANCE, [ans('transformare-02', 'E'), ans('transformare-05', 'D')]);
    expect(out.problems).toHaveLength(2);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger on one gap alone', () => {
    expect(run(AI_GOVERNANCE, [ans('transformare-16', 'E'), ans('transformare-02', 'A')])).toEqual({
      problems: ['AI-generated content and chatbots are not disclosed to customers (EU AI Act, art. 50)'],
      triggered: false,
    });
  });
});

describe('measurement and ROI', () => {
  it('triggers on unmeasured conversion rates (a context answer) and no campaign ROI', () => {
    const out = run(MEASUREMENT_ROI, [ans('impact-03', 'E'), ans('impact-06', 'E')]);
    expect(out.problems).toEqual(['Conversion rates are not measured', 'Campaign ROI is not calculated']);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger with KPIs, ROI and holdout tests in place', () => {
    expect(
      run(MEASUREMENT_ROI, [ans('impact-01', 'B'), ans('impact-06', 'C'), ans('impact-09', 'A')]).problems,
    ).toEqual([]);
  });
});

describe('generative-AI data protection (integrare-16)', () => {
  it('triggers on one answer: each person decides, no written rule', () => {
    expect(run(GENAI_DATA_PROTECTION, [ans('integrare-16', 'B')]).triggered).toBe(true);
  });

  it('triggers when customer data goes into AI tools that are never vetted', () => {
    expect(
      run(GENAI_DATA_PROTECTION, [ans('integrare-16', 'C'), ans('transformare-04', 'E')]).problems,
    ).toEqual([
      'Customer data goes into AI tools, yet new AI tools are not vetted for data protection and security',
    ]);
    expect(
      run(GENAI_DATA_PROTECTION, [ans('integrare-16', 'C'), ans('transformare-04', 'B')]).triggered,
    ).toBe(false);
  });

  it('triggers when AI works on customer data without a policy, not when AI does none of it', () => {
    expect(
      run(GENAI_DATA_PROTECTION, [ans('integrare-15', 'A', 'C'), ans('transformare-02', 'E')]).triggered,
    ).toBe(true);
    expect(
      run(GENAI_DATA_PROTECTION, [ans('integrare-15', 'E'), ans('transformare-02', 'E')]).triggered,
    ).toBe(false);
  });
});

describe('co-working in the shared steps', () => {
  const tooAi = [
    ans('amplificare-02', 'B'),
    ans('amplificare-04', 'D'),
    ans('amplificare-05', 'D'),
    ans('amplificare-06', 'B'),
    ans('amplificare-08', 'B'),
  ]; // AI 85 each → human 15 % against 55 %
  const tooHuman = [
    ans('impact-01', 'B'),
    ans('impact-02', 'A'),
    ans('impact-04', 'A'),
    ans('impact-05', 'B'),
    ans('impact-06', 'A'),
  ]; // AI 0, 5, 0, 0, 5 → mean 2 → human 98 % against 55 %

  it('triggers on two shared steps off target, in either direction', () => {
    const out = run(SHARED_STEPS_COWORKING, [...tooAi, ...tooHuman]);
    expect(out.problems).toEqual([
      'Amplification: people do 15% of the work against a target of 55%; too much is left to AI',
      'Impact: people do 98% of the work against a target of 55%; AI could take over more',
    ]);
    expect(out.triggered).toBe(true);
  });

  it('does not trigger on one step off target', () => {
    expect(run(SHARED_STEPS_COWORKING, tooHuman)).toMatchObject({
      problems: [expect.stringContaining('Impact')],
      triggered: false,
    });
  });
});
