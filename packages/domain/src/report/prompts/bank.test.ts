/**
 * Per-step prompts on the real question bank (domain-design.md §5): a worked example whose
 * inputs are pinned (the chosen options' weights and texts are asserted first), the word range of
 * typical prompts for every step, and a property test over random answers and profiles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getStep, STEPS } from '../../bank/index.js';
import type { OptionKey, StepDef } from '../../bank/types.js';
import { answerKey, contextAnswer, sameLetterAnswers, unscoredAnswer } from '../../testing/answers.js';
import { contextFacts, factMid, type ReportAnswer } from '../answers.js';
import { allPrompts, MAX_PROMPT_WORDS, MAX_PROMPT_WORDS_RO, stepPrompt } from './build.js';
import { PROFILES, profileAnswers } from '../../testing/profiles.js';
import { wordCount } from './fill.js';
import type { PromptItem, PromptProfile } from './types.js';

const words = (p: PromptItem) => wordCount(p.context) + wordCount(p.aiRole);

describe('a worked example on VIZIUNE (target 90 % people, 10 % AI)', () => {
  const vision = getStep('VIZIUNE')!;
  const q = (slug: string) => vision.activities.find((a) => a.id === `viziune-${slug}`)!;
  const answers: ReportAnswer[] = [
    answerKey(q('purpose'), 'C'), // ideal A: 2 steps toward machines
    answerKey(q('vision'), 'C'), // ideal A: 2 steps
    answerKey(q('market-share-target'), 'B'), // at its ideal
    answerKey(q('trend-scan'), 'C'), // ideal B: 1 step
    answerKey(q('assumption-challenge'), 'B'),
    answerKey(q('values'), 'A'),
    answerKey(q('markets-not-entered'), 'A'),
    answerKey(q('competitor-moves'), 'B'),
    answerKey(q('direction-briefing'), 'E'),
    answerKey(q('vision-review'), 'E'),
    contextAnswer(
      vision.questions.find((x) => x.kind === 'context')!,
      '10-49',
    ),
  ];
  // The caller reads the size from the answers: 10–49 → midpoint 30 → small.
  const profile: PromptProfile = {
    companyName: 'Brașov Bakeries SRL',
    jobTitle: 'CMO',
    employees: factMid(contextFacts(answers), 'company.size') ?? null,
  };
  // Practised: machine 67, 67, 33, 67, 33, 0, 0, 33 = 300 over 8 → human 62.5 → 63 % people,
  // 37 % AI: 27 points below 90 → tooAi. Toward people: purpose and vision (2 steps, weight 3),
  // then trend-scan (1 step). Not yet: direction-briefing, vision-review.

  it('fills the English prompt with company, role, size, step, split and the activities to move', () => {
    const p = stepPrompt(vision, answers, profile, 'en');
    expect(profile.employees).toBe(30);
    expect(p).toMatchObject({
      stepNumber: 1,
      stepName: 'Vision',
      title: vision.prompt.variants.tooAi.title.en,
    });
    expect(p.context).toContain(
      'I work at Brașov Bakeries SRL as CMO. We are a small company (10–49 employees).',
    );
    expect(p.context).toContain(
      'In this area our work is split 63% people, 37% AI; the target is 90% people, 10% AI. We rely on AI 27 points more than we should.',
    );
    expect(p.context).toContain(
      'The activities furthest from where they should be:\n- "Who writes your brand purpose?" Our answer: "AI or automation leads; people review"; the target: "People do it".',
    );
    // Purpose (weight 3) is quoted before vision; the word limit may leave vision out.
    const visionQuote = p.context.indexOf('"Who writes your three-to-five-year marketing vision?"');
    if (visionQuote !== -1)
      expect(p.context.indexOf('"Who writes your brand purpose?"')).toBeLessThan(visionQuote);
    expect(words(p)).toBeLessThanOrEqual(MAX_PROMPT_WORDS);
  });

  it('fills the Romanian prompt the same way', () => {
    const p = stepPrompt(vision, answers, profile, 'ro');
    expect(p).toMatchObject({
      stepNumber: 1,
      stepName: 'Viziune',
      title: vision.prompt.variants.tooAi.title.ro,
    });
    expect(p.context).toContain(
      'Lucrez la Brașov Bakeries SRL ca CMO. Suntem o companie mică (10–49 de angajați).',
    );
    expect(p.context).toContain(
      'se împarte 63 % oameni, 37 % AI, iar ținta este 90 % oameni, 10 % AI. Ne bazăm pe AI cu 27 de puncte mai mult decât ar trebui.',
    );
    expect(p.context).toContain(
      '- „Cine scrie scopul brandului vostru?” Răspunsul nostru: „AI-ul sau automatizarea conduce; oamenii verifică”; ținta: „Oamenii o fac”.',
    );
    expect(words(p)).toBeLessThanOrEqual(MAX_PROMPT_WORDS_RO);
  });
});

describe('allPrompts on the question bank', () => {
  const profile: PromptProfile = { companyName: 'Acme', jobTitle: 'CMO', employees: 300 };

  it('gives 12 cards in step order, all-E and unanswered steps included', () => {
    // Step 1 all E, step 2 answered B throughout, the rest unanswered.
    const answers = [...sameLetterAnswers(STEPS[0]!, 'E'), ...sameLetterAnswers(STEPS[1]!, 'B')];
    for (const locale of ['en', 'ro'] as const) {
      const cards = allPrompts(answers, profile, locale);
      expect(cards.map((c) => c.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(cards.map((c) => c.stepName)).toEqual(STEPS.map((s) => s.name[locale]));
    }
    const en = allPrompts(answers, profile, 'en');
    expect(en[0]!.context).toContain('We do not practise this area yet');
    expect(en[1]!.context).toMatch(/our work is split \d+% people, \d+% AI/);
    expect(en[2]!.context).toContain('We have not assessed this area yet.');
  });
});

/** Typical answer sets of one step: the same letter throughout, all E, none, and 3 practised. */
function typicalAnswers(step: StepDef): [string, ReportAnswer[]][] {
  return [
    ...(['A', 'B', 'C', 'D'] as OptionKey[]).map((l): [string, ReportAnswer[]] => [
      l,
      sameLetterAnswers(step, l),
    ]),
    ['all E', sameLetterAnswers(step, 'E')],
    ['unanswered', []],
    [
      'insufficient',
      step.questions.map((q, i) => (q.kind === 'activity' && i < 3 ? answerKey(q, 'A') : unscoredAnswer(q))),
    ],
  ];
}

describe.each(STEPS.map((s) => [s.key, s] as const))('typical prompts of %s', (_key, step) => {
  const profile: PromptProfile = {
    companyName: 'Brașov Bakeries SRL',
    jobTitle: 'Marketing Manager',
    employees: 42,
  };

  it.each(['en', 'ro'] as const)(
    'hold 120–220 words (255 in Romanian) and name the company, role and step (%s)',
    (locale) => {
      for (const [name, answers] of typicalAnswers(step)) {
        const p = stepPrompt(step, answers, profile, locale);
        expect(words(p), `${name}: ${p.context}\n${p.aiRole}`).toBeGreaterThanOrEqual(120);
        expect(words(p), name).toBeLessThanOrEqual(locale === 'ro' ? MAX_PROMPT_WORDS_RO : MAX_PROMPT_WORDS);
        expect(p.context).toContain('Brașov Bakeries SRL');
        expect(p.context).toContain('Marketing Manager');
        expect(p.context).toContain(step.name[locale]);
      }
    },
  );

  it('quotes at least one activity with its target when a scored step is off target', () => {
    for (const [name, answers] of typicalAnswers(step).slice(0, 4)) {
      const p = stepPrompt(step, answers, profile, 'en');
      if (/more than we should/.test(p.context))
        expect(p.context, name).toMatch(/\n- ".+" Our answer: ".+"; the target: ".+"\./);
    }
  });
});

describe('random answers over the whole bank', () => {
  /** Per question: unanswered, or a number that picks one option (single) or a subset (multi). */
  const answersArb = fc
    .tuple(...STEPS.flatMap((s) => s.questions.map(() => fc.option(fc.nat({ max: 1023 }), { nil: null }))))
    .map((picks) =>
      STEPS.flatMap((s) => s.questions).flatMap((q, i): ReportAnswer[] => {
        const n = picks[i];
        if (n === null || n === undefined) return [];
        if (q.type === 'single_choice')
          return [{ questionId: q.id, selectedOptionIds: [q.options[n % q.options.length]!.id] }];
        const chosen = q.options.filter((_, k) => (n >> k) & 1);
        const exclusive = chosen.find((o) => o.exclusive);
        const ids = exclusive
          ? [exclusive.id]
          : chosen.length > 0
            ? chosen.map((o) => o.id)
            : [q.options[0]!.id];
        return [{ questionId: q.id, selectedOptionIds: ids }];
      }),
    );
  const clean = (s: string) => !/undefined|null|nan|[{}<>#]/i.test(s);
  const profileArb: fc.Arbitrary<PromptProfile> = fc.record({
    companyName: fc.string({ maxLength: 150 }).filter(clean),
    jobTitle: fc.option(fc.string({ maxLength: 150 }).filter(clean), { nil: null }),
    employees: fc.option(fc.oneof(fc.integer({ min: -5, max: 200000 }), fc.constant(Number.NaN)), {
      nil: null,
    }),
  });

  it('never writes "undefined", "null", "NaN", an unfilled slot, HTML or a markdown heading', () => {
    fc.assert(
      fc.property(
        answersArb,
        profileArb,
        fc.constantFrom('en' as const, 'ro' as const),
        (answers, profile, locale) => {
          const cards = allPrompts(answers, profile, locale);
          expect(cards).toHaveLength(12);
          for (const c of cards) {
            for (const text of [c.stepName, c.title, c.context, c.aiRole]) {
              expect(text).not.toMatch(/undefined|null|NaN|[{}]|<\/?[a-z][^>]*>|^#/m);
              expect(text.trim().length).toBeGreaterThan(0);
            }
            // No control characters other than the paragraph and list line breaks (\n).
            const controls = [...c.context, ...c.aiRole].filter((ch) => {
              const code = ch.codePointAt(0)!;
              return (code < 0x20 && ch !== '\n') || code === 0x7f;
            });
            expect(controls).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('prompts in both languages', () => {
  it.each(PROFILES.map((p) => [p.id, p] as const))(
    '%s: the Romanian prompts quote the same activities as the English ones',
    (_id, p) => {
      const answers = profileAnswers(p);
      const profile: PromptProfile = { companyName: 'Acme', jobTitle: 'CMO', employees: 30 };
      const lines = (locale: 'en' | 'ro') =>
        allPrompts(answers, profile, locale).map(
          (x) => x.context.split('\n').filter((l) => l.startsWith('- ')).length,
        );
      expect(lines('ro')).toEqual(lines('en'));
    },
  );
});
