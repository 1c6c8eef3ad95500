/**
 * Per-step prompts on the real question bank (domain-design.md §5): a worked example whose
 * inputs are pinned (the chosen options' weights and texts are asserted first), the word range of
 * typical prompts for every step, and a property test over random answers and profiles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOption, getStep, STEPS } from '../../bank/index.js';
import type { OptionKey, QuestionDef, StepDef } from '../../bank/types.js';
import { sameLetterAnswers, unscoredAnswer } from '../../testing/answers.js';
import { contextValues, type ReportAnswer } from '../answers.js';
import { allPrompts, MAX_PROMPT_WORDS, stepPrompt } from './build.js';
import { wordCount } from './fill.js';
import type { PromptItem, PromptProfile } from './types.js';

const words = (p: PromptItem) => wordCount(p.context) + wordCount(p.aiRole);
const pick = (id: string): ReportAnswer => ({ questionId: id.slice(0, -2), selectedOptionIds: [id] });

describe('a worked example on VIZIUNE (target 90 % people, 10 % AI)', () => {
  const vision = getStep('VIZIUNE')!;
  const answers: ReportAnswer[] = [
    {
      questionId: 'viziune-01',
      selectedOptionIds: ['viziune-01-a'],
      additionalInputs: { 'viziune-01-a': '42' },
    },
    ...['viziune-02-c', 'viziune-03-b', 'viziune-04-c', 'viziune-05-d', 'viziune-06-b'].map(pick),
    ...['viziune-07-e', 'viziune-08-e'].map(pick),
  ];
  // The caller reads the employee count from the answers (42 → small, 10–49).
  const profile: PromptProfile = {
    companyName: 'Brașov Bakeries SRL',
    jobTitle: 'CMO',
    employees: contextValues(answers)['company.employees'] ?? null,
  };

  it('rests on these bank weights and texts', () => {
    const ai = (id: string) => getOption(id)!.option.aiPercent;
    expect(['02-c', '03-b', '04-c', '05-d', '06-b', '07-e', '08-e'].map((s) => ai(`viziune-${s}`))).toEqual([
      60,
      60,
      0,
      0,
      15,
      null,
      null,
    ]);
    expect(getOption('viziune-02-c')!.option.text).toEqual({
      en: 'AI drafts several versions; leaders edit one',
      ro: 'AI-ul scrie variante; conducerea editează una',
    });
    expect(getOption('viziune-07-e')!.option.text.en).toBe('No multi-year plan');
    expect(profile.employees).toBe(42);
  });

  // Human shares 40, 40, 100, 100, 85 → H = 365 / 5 = 73: 73 % people, 27 % AI, 17 points below
  // the 90 % target → below-target → tooAi. Pulling answers (human − 90 < 0): viziune-02 −50,
  // viziune-03 −50, viziune-06 −5. Missing practices: viziune-07, viziune-08.
  // Words, en: intro 26, step and split 43, quotes 6 + 21 + 19 + 19, gaps 6 + 15 + 13, aiRole 72
  // + closing 8 = 248 > 220 → drop the 2nd gap (235), then the 3rd quote (216): it fits.
  it('fills the English prompt with company, role, size, step, split and the weakest answers', () => {
    const p = stepPrompt(vision, answers, profile, 'en');
    expect(p).toMatchObject({
      stepNumber: 1,
      stepName: 'Vision',
      title: 'Put your leaders back in charge of the brand vision',
    });
    expect(p.context).toBe(
      [
        'I work at Brașov Bakeries SRL as CMO. We are a small company (10–49 employees). We assessed how our marketing splits work between AI and people.',
        'This request is about Vision: long-term direction, brand purpose, market ambition and who sets them. In this area our work is split 73% people, 27% AI; the target is 90% people, 10% AI. We rely on AI 17 points more than we should.',
        'Our answers furthest from the target:\n- "How do you define your brand purpose (why you exist beyond profit)?" Our answer: "AI drafts several versions; leaders edit one".\n- "Who writes your marketing vision for the next 3–5 years?" Our answer: "AI drafts it; the CMO edits it".',
        'What we do not do yet:\n- "How is marketing\'s role in the multi-year business plan defined?" Our answer: "No multi-year plan".',
      ].join('\n\n'),
    );
    expect(p.aiRole).toMatch(/^Act as a senior brand strategist and workshop facilitator\./);
    expect(words(p)).toBe(216);
  });

  // Romanian: intro 26, step and split 49, quotes 7 + 18 + 18, gap 4 + 16, aiRole 88 + closing 6:
  // with one quote and one gap 214 words; a second quote would make 232.
  it('fills the Romanian prompt the same way', () => {
    const p = stepPrompt(vision, answers, profile, 'ro');
    expect(p).toMatchObject({
      stepNumber: 1,
      stepName: 'Viziune',
      title: 'Readuceți viziunea brandului în mâinile conducerii',
    });
    expect(p.context).toContain(
      'Lucrez la Brașov Bakeries SRL ca CMO. Suntem o companie mică (10–49 de angajați).',
    );
    expect(p.context).toContain(
      'În acest domeniu munca noastră se împarte 73 % oameni, 27 % AI, iar ținta este 90 % oameni, 10 % AI. Ne bazăm pe AI cu 17 puncte mai mult decât ar trebui.',
    );
    expect(p.context).toContain(
      '- „Cum definiți scopul brandului (de ce existați dincolo de profit)?” Răspunsul nostru: „AI-ul scrie variante; conducerea editează una”.',
    );
    expect(p.context).toContain(
      'Ce nu facem încă:\n- „Cum se definește rolul marketingului în planul de afaceri multianual?” Răspunsul nostru: „Nu avem plan multianual”.',
    );
    expect(p.aiRole).toMatch(/^Jucați rolul unui strateg de brand/);
    expect(words(p)).toBe(214);
  });
});

describe('allPrompts on the question bank', () => {
  const profile: PromptProfile = { companyName: 'Acme', jobTitle: 'CMO', employees: 300 };

  it('gives 12 cards in step order, all-E and unanswered steps included', () => {
    // Step 1 all E, step 2 answered B throughout, the rest unanswered.
    const answers = [...STEPS[0]!.questions.map(unscoredAnswer), ...sameLetterAnswers(STEPS[1]!, 'B')];
    for (const locale of ['en', 'ro'] as const) {
      const cards = allPrompts(answers, profile, locale);
      expect(cards.map((c) => c.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(cards.map((c) => c.stepName)).toEqual(STEPS.map((s) => s.name[locale]));
    }
    const en = allPrompts(answers, profile, 'en');
    expect(en[0]!.context).toContain('We do not have this practice in place yet');
    expect(en[1]!.context).toMatch(/our work is split \d+% people, \d+% AI/);
    expect(en[2]!.context).toContain('We have not assessed this area yet.');
  });
});

/** Typical answer sets of one step: the same letter throughout, all E, none, and 3 scored. */
function typicalAnswers(step: StepDef): [string, ReportAnswer[]][] {
  const splits = step.questions.filter((q: QuestionDef) => q.kind === 'split');
  const three = new Set(splits.slice(0, 3).map((q) => q.id));
  return [
    ...(['A', 'B', 'C', 'D'] as OptionKey[]).map((l): [string, ReportAnswer[]] => [
      l,
      sameLetterAnswers(step, l),
    ]),
    ['all E', step.questions.map(unscoredAnswer)],
    ['unanswered', []],
    ['insufficient', step.questions.map((q) => (three.has(q.id) ? pick(`${q.id}-a`) : unscoredAnswer(q)))],
  ];
}

describe.each(STEPS.map((s) => [s.key, s] as const))('typical prompts of %s', (_key, step) => {
  const profile: PromptProfile = {
    companyName: 'Brașov Bakeries SRL',
    jobTitle: 'Marketing Manager',
    employees: 42,
  };

  it.each(['en', 'ro'] as const)('hold 120–220 words and name the company, role and step (%s)', (locale) => {
    for (const [name, answers] of typicalAnswers(step)) {
      const p = stepPrompt(step, answers, profile, locale);
      expect(words(p), `${name}: ${p.context}\n${p.aiRole}`).toBeGreaterThanOrEqual(120);
      expect(words(p), name).toBeLessThanOrEqual(MAX_PROMPT_WORDS);
      expect(p.context).toContain('Brașov Bakeries SRL');
      expect(p.context).toContain('Marketing Manager');
      expect(p.context).toContain(step.name[locale]);
    }
  });

  it('quotes at least one answer when a scored step is off target', () => {
    for (const [name, answers] of typicalAnswers(step).slice(0, 4)) {
      const p = stepPrompt(step, answers, profile, 'en');
      if (/more than we should/.test(p.context))
        expect(p.context, name).toMatch(/\n- ".+" Our answer: ".+"\./);
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
