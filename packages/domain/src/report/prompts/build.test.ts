/**
 * Per-step prompts on fixtures (domain-design.md §5, product-spec §3 "Prompt item"): worked
 * examples on fixture steps with the real templates, whose splits, quotes and counts are computed
 * by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { OptionKey, PractisedKey, StepDef, StepKey } from '../../bank/types.js';
import type { AnswerRecord } from '../../scoring/step.js';
import { fixtureStep } from '../../testing/fixture-step.js';
import { allPrompts, MAX_PROMPT_WORDS, marketSentence, stepPrompt } from './build.js';
import { wordCount } from './fill.js';
import { PROMPT_TEMPLATES } from './templates.js';
import type { PromptProfile } from './types.js';

/** Ideals of the fixture steps that lean to machines (SISTEME, CONVERGENTA, DECIZIE). */
const MACHINE_IDEALS: PractisedKey[] = ['C', 'C', 'C', 'D', 'D', 'D', 'B', 'C'];
/** Ideals of the fixture step that leans to people (VIZIUNE). */
const HUMAN_IDEALS: PractisedKey[] = ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'A'];

/**
 * An 8-activity fixture step with the real key (so the real prompt template applies), the given
 * target and ideals; `words` lengthens the stems (for the word-limit example).
 */
function fixture(
  key: StepKey,
  target: number,
  name: { en: string; ro: string },
  ideals = MACHINE_IDEALS,
  words = 0,
): StepDef {
  return {
    ...fixtureStep(key, target, ideals, [], words),
    globalOrder: 8,
    name,
    prompt: PROMPT_TEMPLATES[key],
  };
}

/** Answers: letters by activity, `null` = unanswered. */
function answer(step: StepDef, letters: (OptionKey | null)[]): AnswerRecord[] {
  return letters.flatMap((l, i) => {
    const q = step.activities[i]!;
    return l === null ? [] : [{ questionId: q.id, selectedOptionIds: [`${q.id}-${l.toLowerCase()}`] }];
  });
}

const profile: PromptProfile = { companyName: 'Acme Ltd', jobTitle: 'Head of Growth', employees: 120 };
const SYSTEMS = { en: 'Systems', ro: 'Sisteme' };
/** a1 A, a2 B, a3 B, a4 C, a5 D, a6 E, a7 E, a8 unanswered. */
const MIXED: (OptionKey | null)[] = ['A', 'B', 'B', 'C', 'D', 'E', 'E', null];
const line = (n: number, answer: string, ideal?: string) =>
  ideal === undefined
    ? `- "Who does activity ${n}?" Our answer: "${answer}".`
    : `- "Who does activity ${n}?" Our answer: "${answer}"; the target: "${ideal}".`;
const A = 'People do it';
const B = 'People lead; AI or automation does part';
const C = 'AI or automation leads; people review';
const D = 'AI or automation does it alone';
const E = "We don't do this yet";

describe('stepPrompt: a step that leans too human (SISTEME, target 25 % people)', () => {
  const step = fixture('SISTEME', 25, SYSTEMS);
  // Practised: a1 A, a2 B, a3 B, a4 C, a5 D → machine 0, 33, 33, 67, 100 → human 100, 67, 67, 33,
  // 0; H = 267 / 5 = 53.4 → 53 % people, 47 % AI against 25 / 75: 28 points above → tooHuman.
  // Off their ideal toward machines: a1 (A for C, 2 steps), a2 and a3 (B for C), a4 (C for D);
  // the top three are a1, a2, a3. Not yet: a6, a7. The prompt runs over 220 words with all of
  // them, so the second activity not done and then the third quote are dropped.
  const p = stepPrompt(step, answer(step, MIXED), profile, 'en');

  it('fills the card fields', () => {
    expect(p.stepNumber).toBe(8);
    expect(p.stepName).toBe('Systems');
    expect(p.title).toBe(PROMPT_TEMPLATES.SISTEME.variants.tooHuman.title.en);
  });

  it('states the company, role, size, step, split, the activities to move and those not done', () => {
    const [intro, split, quotes, gaps] = p.context.split('\n\n');
    expect(intro).toBe(
      'I work at Acme Ltd as Head of Growth. We are a medium-sized company (50–249 employees). We assessed how our marketing splits work between AI and people.',
    );
    expect(split).toContain(
      'In this area our work is split 53% people, 47% AI; the target is 25% people, 75% AI. We rely on people 28 points more than we should.',
    );
    expect(quotes).toBe(
      ['The activities furthest from where they should be:', line(1, A, C), line(2, B, C)].join('\n'),
    );
    expect(gaps).toBe(['Activities we do not do yet:', line(6, E)].join('\n'));
  });

  it('asks for the too-human deliverable, ends with the closing line, within the word limit', () => {
    expect(p.aiRole).toBe(
      `${PROMPT_TEMPLATES.SISTEME.variants.tooHuman.aiRole.en}\n\nAsk me first if anything essential is missing.`,
    );
    expect(wordCount(p.context) + wordCount(p.aiRole)).toBeLessThanOrEqual(MAX_PROMPT_WORDS);
  });

  it('says the same in Romanian, with "de" before 28 and "%" after a space', () => {
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.stepName).toBe('Sisteme');
    expect(ro.context).toContain(
      'se împarte 53 % oameni, 47 % AI, iar ținta este 25 % oameni, 75 % AI. Ne bazăm pe oameni cu 28 de puncte mai mult decât ar trebui.',
    );
    expect(ro.context).toContain(
      '- „Cine face activitatea 1?” Răspunsul nostru: „Oamenii o fac”; ținta: „AI-ul sau automatizarea conduce; oamenii verifică”.',
    );
    expect(ro.aiRole.endsWith('Dacă lipsește ceva esențial, întrebați-mă întâi.')).toBe(true);
  });
});

describe('stepPrompt: too AI and on target', () => {
  it('quotes the activities most beyond their ideal toward machines when the step leans too AI (VIZIUNE)', () => {
    const step = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' }, HUMAN_IDEALS);
    // H = 53 → 37 points below 90 → tooAi. Toward people: a5 (D for A, 3), a4 (C for A, 2), a2 (B for A, 1).
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(p.title).toBe(PROMPT_TEMPLATES.VIZIUNE.variants.tooAi.title.en);
    expect(p.context).toContain(
      'In this area our work is split 53% people, 47% AI; the target is 90% people, 10% AI. We rely on AI 37 points more than we should.',
    );
    expect(p.context).toContain(
      ['The activities furthest from where they should be:', line(5, D, A), line(4, C, A)].join('\n'),
    );
    expect(p.context).not.toContain(line(1, A, A));
  });

  it('writes "17 puncte" without "de" below 20 (target 70 %: 70 − 53 = 17)', () => {
    const step = fixture('DECIZIE', 70, { en: 'Decision', ro: 'Decizie' }, HUMAN_IDEALS);
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.context).toContain('Ne bazăm pe AI cu 17 puncte mai mult decât ar trebui.');
    expect(ro.title).toBe(PROMPT_TEMPLATES.DECIZIE.variants.tooAi.title.ro);
  });

  it('says "within 5 points" on target and still names the activities off their ideal (CONVERGENTA, 55 %)', () => {
    const step = fixture('CONVERGENTA', 55, { en: 'Convergence', ro: 'Convergență' });
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(p.title).toBe(PROMPT_TEMPLATES.CONVERGENTA.variants.onTarget.title.en);
    expect(p.context).toContain(
      'In this area our work is split 53% people, 47% AI, within 5 points of the target of 55% people, 45% AI.',
    );
    expect(p.context).toContain(line(1, A, C));
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.context).toContain(
      'se împarte 53 % oameni, 47 % AI, la cel mult 5 puncte de ținta de 55 % oameni, 45 % AI.',
    );
  });
});

describe('stepPrompt: steps without a split', () => {
  const step = fixture('SISTEME', 25, SYSTEMS);
  const startRole = PROMPT_TEMPLATES.SISTEME.variants.notStarted.aiRole.en.replace('{targetAi}', '75%');

  it('all E: says the area is not practised, names the first two gaps, asks for a plan to start', () => {
    const p = stepPrompt(step, answer(step, ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E']), profile, 'en');
    expect(p.title).toBe(PROMPT_TEMPLATES.SISTEME.variants.notStarted.title.en);
    expect(p.context).toContain(
      'We do not practise this area yet: to every activity in it we answered "we don\'t do this yet". The target split is 25% people, 75% AI or automation.',
    );
    expect(p.context).toContain(['Activities we do not do yet:', line(1, E), line(2, E)].join('\n'));
    expect(p.context).not.toContain('activity 3');
    expect(p.aiRole.startsWith(startRole)).toBe(true);
  });

  it('insufficient (2 practised, fewer than 5): counts the activities and quotes what is done', () => {
    const letters: (OptionKey | null)[] = ['A', 'B', 'E', 'E', null, null, null, null];
    const p = stepPrompt(step, answer(step, letters), profile, 'en');
    expect(p.context).toContain(
      'We practise only 2 activities here, fewer than the 5 needed to measure our split. The target split is 25% people, 75% AI or automation.',
    );
    expect(p.context).toContain(['What we already do:', line(1, A), line(2, B)].join('\n'));
    expect(p.context).toContain(['Activities we do not do yet:', line(3, E)].join('\n'));
    const ro = stepPrompt(step, answer(step, letters), profile, 'ro');
    expect(ro.context).toContain('Aici practicăm doar 2 activități, mai puține decât cele 5 necesare');
    expect(ro.context).toContain('Ce facem deja:\n- „Cine face activitatea 1?”');
  });

  it('insufficient with one practised activity says "only one activity"', () => {
    const letters: (OptionKey | null)[] = ['B', null, null, null, null, null, null, null];
    expect(stepPrompt(step, answer(step, letters), profile, 'en').context).toContain(
      'We practise only one activity here, fewer than the 5',
    );
    expect(stepPrompt(step, answer(step, letters), profile, 'ro').context).toContain(
      'Aici practicăm o singură activitate',
    );
  });

  it('unanswered: says the area is not assessed yet, quotes nothing', () => {
    const p = stepPrompt(step, [], profile, 'en');
    expect(p.context.split('\n\n')).toHaveLength(2);
    expect(p.context).toContain(
      'We have not assessed this area yet. The target split is 25% people, 75% AI.',
    );
    expect(stepPrompt(step, [], profile, 'ro').context).toContain(
      'Nu am evaluat încă acest domeniu. Împărțirea țintă este 25 % oameni, 75 % AI.',
    );
  });

  it('ignores answers to questions of other steps', () => {
    const other = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' }, HUMAN_IDEALS);
    expect(stepPrompt(step, answer(other, MIXED), profile, 'en').context).toContain(
      'We have not assessed this area yet.',
    );
  });
});

describe('stepPrompt: the profile', () => {
  const step = fixture('SISTEME', 25, SYSTEMS);
  const answers = answer(step, MIXED);
  const first = (p: PromptProfile, locale: 'en' | 'ro' = 'en') =>
    stepPrompt(step, answers, p, locale).context.split('\n\n')[0];

  it('says "I work in marketing at …" when the job title is missing or blank', () => {
    expect(first({ ...profile, jobTitle: null })).toMatch(/^I work in marketing at Acme Ltd\. We are/);
    expect(first({ ...profile, jobTitle: ' \t ' })).toMatch(/^I work in marketing at Acme Ltd\. We are/);
    expect(first({ ...profile, jobTitle: null }, 'ro')).toMatch(/^Lucrez în marketing la Acme Ltd\. Suntem/);
  });

  it('says the size was not given when the employee count is missing or not positive', () => {
    for (const employees of [null, 0, Number.NaN]) {
      expect(first({ ...profile, employees })).toBe(
        'I work at Acme Ltd as Head of Growth. Company size: not given. We assessed how our marketing splits work between AI and people.',
      );
    }
    expect(first({ ...profile, employees: null }, 'ro')).toContain(
      'Dimensiunea companiei: nu am precizat-o.',
    );
  });

  it('names each size class (9 micro, 10 small, 250 large)', () => {
    expect(first({ ...profile, employees: 9 })).toContain('We are a micro company (under 10 employees).');
    expect(first({ ...profile, employees: 10 })).toContain('We are a small company (10–49 employees).');
    expect(first({ ...profile, employees: 250 }, 'ro')).toContain(
      'Suntem o companie mare (250 de angajați sau mai mulți).',
    );
  });

  it('keeps user input as given but without control characters, at most 100 characters, never expanded', () => {
    const p = first({ companyName: 'Acme\n{role} "Ltd"\u0000', jobTitle: 'C'.repeat(130), employees: null });
    expect(p).toBe(
      `I work at Acme {role} "Ltd" as ${'C'.repeat(100)}. Company size: not given. We assessed how our marketing splits work between AI and people.`,
    );
  });

  it('falls back to "our company" when the company name is blank', () => {
    expect(first({ ...profile, companyName: '\u0000 ' })).toMatch(
      /^I work at our company as Head of Growth\./,
    );
    expect(first({ ...profile, companyName: '' }, 'ro')).toMatch(
      /^Lucrez la compania noastră ca Head of Growth\./,
    );
  });
});

describe('stepPrompt: the word limit', () => {
  it('drops quoted lines, extra activities not done first, until the prompt fits in 220 words', () => {
    // Each stem gets 30 extra words, so one quoted line is about 45 words: only the activity
    // furthest from its ideal, a1, is left.
    const step = fixture('SISTEME', 25, SYSTEMS, MACHINE_IDEALS, 30);
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(wordCount(p.context) + wordCount(p.aiRole)).toBeLessThanOrEqual(MAX_PROMPT_WORDS);
    expect(p.context).toContain(
      'The activities furthest from where they should be:\n- "Who does activity 1 w0',
    );
    expect(p.context).not.toContain('activity 2');
    expect(p.context).not.toContain('Activities we do not do yet');
  });
});

describe('allPrompts', () => {
  it('gives one card per step, in the order given', () => {
    const a = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' }, HUMAN_IDEALS);
    const b = { ...fixture('SISTEME', 25, SYSTEMS), globalOrder: 2 };
    const cards = allPrompts([], profile, 'en', [{ ...a, globalOrder: 1 }, b]);
    expect(cards.map((c) => [c.stepNumber, c.stepName])).toEqual([
      [1, 'Vision'],
      [2, 'Systems'],
    ]);
  });
});

describe('marketSentence: how customers buy, said for whom the company sells to', () => {
  it('in person: at the shop for consumers, at the office or theirs for companies, "shop or office" otherwise', () => {
    const said = (model: string | undefined, locale: 'en' | 'ro') =>
      marketSentence({ 'sales.model': 'in-person', ...(model ? { 'business.model': model } : {}) }, locale);
    expect(said('b2c', 'en')).toMatch(/Most customers buy in person, at our shop\.$/);
    expect(said('b2b', 'en')).toMatch(/Most clients buy from us in person, at our office or theirs\.$/);
    expect(said('both', 'en')).toMatch(/at our shop or office\.$/);
    expect(said(undefined, 'en')).toBe('Most customers buy in person, at our shop or office.');
    expect(said('b2c', 'ro')).toMatch(/la magazinul nostru\.$/);
    expect(said('b2b', 'ro')).toMatch(/la biroul nostru sau la al lor\.$/);
  });
});
