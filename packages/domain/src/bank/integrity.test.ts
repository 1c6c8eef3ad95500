/**
 * Integrity of the question bank, version 3 (domain-design.md §2):
 * 180 questions, 15 a step, unique ids never retired, both languages, stems within their word
 * limits, every activity question on the one scale, ideals averaging to the step's target, levers
 * present and within limits, no duplicate activity, the required topics covered, context facts
 * asked once each. Per step: `npx vitest run src/bank/integrity.test.ts -t VIZIUNE`.
 */
import { describe, expect, it } from 'vitest';
import { APPLICABILITY_FACTS } from './applicability.js';
import { CONTEXT_FACT_KEYS } from './context-facts.js';
import {
  ACTIVITY_QUESTIONS,
  QUESTIONS,
  RETIRED_QUESTION_IDS,
  STEPS,
  STEP_KEYS,
  TOTAL_QUESTIONS,
  getOption,
  getQuestion,
} from './index.js';
import {
  IDEAL_MEAN_TOLERANCE,
  MAX_CONTEXT_PER_STEP,
  MIN_ACTIVITIES_PER_STEP,
  QUESTIONS_PER_STEP,
  WORD_LIMITS,
  countWords,
  idealMeanMachineShare,
  jaccard,
  median,
  requiredLevers,
  stemContentWords,
} from './rules.js';
import { ANSWER_SCALE } from './scale.js';
import { REQUIRED_TOPICS, RISK_FLAGS } from './types.js';

const LANGS = ['en', 'ro'] as const;

describe('the bank as a whole', () => {
  it('has 12 steps in spec order with 180 questions numbered 1..180', () => {
    expect(STEPS.map((s) => s.key)).toEqual([...STEP_KEYS]);
    expect(STEPS.map((s) => s.globalOrder)).toEqual(STEPS.map((_, i) => i + 1));
    expect(TOTAL_QUESTIONS).toBe(180);
    expect(QUESTIONS.map((q) => q.questionNumber)).toEqual(QUESTIONS.map((_, i) => i + 1));
  });

  it('has unique question and option ids, found by the lookups', () => {
    const ids = QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const optionIds = QUESTIONS.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(optionIds).size).toBe(optionIds.length);
    for (const q of QUESTIONS) {
      expect(getQuestion(q.id)?.questionNumber).toBe(q.questionNumber);
      for (const o of q.options) expect(getOption(o.id)?.question.id).toBe(q.id);
    }
  });

  it('never reuses a retired id (versions 1 and 2, and the activities version 4 retired), and no slug is a bare number', () => {
    const retired = new Set(RETIRED_QUESTION_IDS);
    // 180 questions of version 2, the 6 it had retired, and the 2 activities version 4 retired
    expect(retired.size).toBe(188);
    for (const q of QUESTIONS) {
      expect(retired.has(q.id), q.id).toBe(false);
      expect(q.id, q.id).toMatch(/^[a-z]+-[a-z][a-z0-9-]*$/);
    }
  });

  it('asks every context fact exactly once', () => {
    const asked = QUESTIONS.flatMap((q) => (q.kind === 'context' ? [q.fact] : []));
    expect([...asked].sort()).toEqual([...CONTEXT_FACT_KEYS].sort());
  });

  it('covers the six required topics (AI ROI, customer data in generative tools, AI Act disclosure, bias, brand safety, AI search)', () => {
    const topics = new Set(ACTIVITY_QUESTIONS.flatMap((q) => (q.activity.topic ? [q.activity.topic] : [])));
    expect([...topics].sort()).toEqual([...REQUIRED_TOPICS].sort());
  });

  it('names no activity twice: unique stems, and no two stems share most of their words', () => {
    for (const lang of LANGS) {
      const stems = ACTIVITY_QUESTIONS.map((q) => q.text[lang].toLowerCase().trim());
      expect(new Set(stems).size, lang).toBe(stems.length);
    }
    const words = ACTIVITY_QUESTIONS.map((q) => ({ id: q.id, w: stemContentWords(q.text.en) }));
    const close: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j < words.length; j++)
        if (jaccard(words[i]!.w, words[j]!.w) >= 0.6) close.push(`${words[i]!.id} ~ ${words[j]!.id}`);
    expect(close).toEqual([]);
  });

  it('gives every roadmap task of a lever its own title, so no two roadmap cards read alike', () => {
    for (const lang of LANGS) {
      const titles = ACTIVITY_QUESTIONS.flatMap((q) =>
        Object.values(q.activity.tasks).map((t) => t.title[lang].toLowerCase()),
      );
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });

  it('keeps the median stem at most 9 words in each language over the whole bank', () => {
    for (const lang of LANGS)
      expect(median(ACTIVITY_QUESTIONS.map((q) => countWords(q.text[lang])))).toBeLessThanOrEqual(
        WORD_LIMITS.stemMedian,
      );
  });
});

describe.each(STEPS.map((s) => [s.key, s] as const))('step %s', (_key, step) => {
  it(`has ${QUESTIONS_PER_STEP} questions: at least ${MIN_ACTIVITIES_PER_STEP} activities, at most ${MAX_CONTEXT_PER_STEP} context questions, those applicability reads first, the others last`, () => {
    expect(step.questions).toHaveLength(QUESTIONS_PER_STEP);
    const context = step.questions.filter((q) => q.kind === 'context');
    expect(step.activities.length).toBeGreaterThanOrEqual(MIN_ACTIVITIES_PER_STEP);
    expect(context.length).toBeLessThanOrEqual(MAX_CONTEXT_PER_STEP);
    const decides = (q: (typeof step.questions)[number]) =>
      q.kind === 'context' && (APPLICABILITY_FACTS as readonly string[]).includes(q.fact);
    const kinds = step.questions.map((q) => (decides(q) ? 0 : q.kind === 'activity' ? 1 : 2));
    expect(kinds).toEqual([...kinds].sort());
  });

  it('has a name and a description in both languages, the description within its word limit', () => {
    for (const lang of LANGS) {
      expect(step.name[lang].trim()).not.toBe('');
      expect(countWords(step.description[lang]), lang).toBeLessThanOrEqual(WORD_LIMITS.description);
    }
  });

  it('puts every activity question on the one answer scale (options A..E with the scale texts)', () => {
    for (const q of step.activities) {
      expect(q.type).toBe('single_choice');
      expect(q.options.map((o) => [o.key, o.text, o.machineShare])).toEqual(
        ANSWER_SCALE.map((p) => [p.key, p.text, p.machineShare]),
      );
    }
  });

  it('writes stems that ask who does one activity, within 12 words (median ≤ 9) in both languages', () => {
    for (const lang of LANGS) {
      const counts = step.activities.map((q) => countWords(q.text[lang]));
      for (const q of step.activities) {
        expect(countWords(q.text[lang]), `${q.id} ${lang}`).toBeLessThanOrEqual(WORD_LIMITS.stem);
        expect(q.text[lang].trim().endsWith('?'), `${q.id} ${lang}`).toBe(true);
      }
      expect(median(counts), lang).toBeLessThanOrEqual(WORD_LIMITS.stemMedian);
    }
    for (const q of step.activities) {
      expect(q.text.en, q.id).toMatch(/^Who\b/);
      expect(q.text.ro, q.id).toMatch(/^(Cine|Cui|Pe cine|Cu cine|De cine|Ale cui)\b/);
    }
  });

  it(`has ideals whose mean machine share is within ±${IDEAL_MEAN_TOLERANCE} of the step's target`, () => {
    expect(Math.abs(idealMeanMachineShare(step) - (100 - step.targetHumanPercent))).toBeLessThanOrEqual(
      IDEAL_MEAN_TOLERANCE,
    );
  });

  it('gives every activity a one-sentence rationale and the levers its ideal needs, within limits', () => {
    for (const q of step.activities) {
      const a = q.activity;
      for (const lang of LANGS) {
        const r = a.rationale[lang].trim();
        expect(r, `${q.id} rationale ${lang}`).not.toBe('');
        expect(countWords(r), `${q.id} rationale ${lang}`).toBeLessThanOrEqual(WORD_LIMITS.rationale);
        expect(
          r.split(/[.!?](\s|$)/).filter((s) => s.trim()).length,
          `${q.id} rationale ${lang}: one sentence`,
        ).toBe(1);
      }
      for (const lever of requiredLevers(a.ideal)) {
        const text = a.levers[lever];
        for (const lang of LANGS) {
          expect(text?.[lang]?.trim(), `${q.id} ${lever} ${lang}`).toBeTruthy();
          expect(countWords(text![lang]), `${q.id} ${lever} ${lang}`).toBeLessThanOrEqual(WORD_LIMITS.lever);
        }
      }
      // The B-to-A and C-to-D texts are said from the answer and go with the task of their way.
      expect(Object.keys(a.tasks).sort(), `${q.id}: a task for each lever`).toEqual(
        Object.keys(a.levers)
          .filter((k) => k !== 'takeAiOut' && k !== 'letItRun')
          .sort(),
      );
      if (a.ideal !== 'A') expect(a.levers.takeAiOut, `${q.id}: takeAiOut only with ideal A`).toBeUndefined();
      if (a.ideal !== 'D') expect(a.levers.letItRun, `${q.id}: letItRun only with ideal D`).toBeUndefined();
      for (const [lever, task] of Object.entries(a.tasks)) {
        const name = `${q.id} task ${lever}`;
        expect(countWords(task.title.en), `${name} title en`).toBeLessThanOrEqual(WORD_LIMITS.taskTitleEn);
        expect(countWords(task.title.ro), `${name} title ro`).toBeLessThanOrEqual(WORD_LIMITS.taskTitleRo);
        for (const lang of LANGS) {
          expect(task.title[lang].trim(), `${name} title ${lang}`).not.toMatch(/^$|\.$/);
          expect(countWords(task.tool[lang]), `${name} tool ${lang}`).toBeLessThanOrEqual(
            WORD_LIMITS.taskTool,
          );
        }
      }
      if (a.ideal === 'A')
        expect(a.levers.towardMachine, `${q.id}: ideal A has no towardMachine`).toBeUndefined();
      if (a.ideal === 'D')
        expect(a.levers.towardHuman, `${q.id}: ideal D has no towardHuman`).toBeUndefined();
      for (const r of a.risks ?? []) expect(RISK_FLAGS).toContain(r);
    }
  });

  it('asks context questions as banded single choices with "unknown" last', () => {
    for (const q of step.questions) {
      if (q.kind !== 'context') continue;
      expect(q.type).toBe('single_choice');
      for (const lang of LANGS)
        expect(countWords(q.text[lang]), q.id).toBeLessThanOrEqual(WORD_LIMITS.contextStem);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.at(-1)!.value).toBeNull();
      expect(q.options.slice(0, -1).every((o) => typeof o.value === 'string')).toBe(true);
      expect(q.options.every((o) => o.machineShare === null && !o.input)).toBe(true);
    }
  });
});
