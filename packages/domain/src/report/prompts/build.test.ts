/**
 * Per-step prompts on fixtures (domain-design.md §5, product-spec §3 "Prompt item"): worked
 * examples whose splits, quotes and counts are computed by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { OptionKey, QuestionDef, StepDef, StepKey } from '../../bank/types.js';
import type { AnswerRecord } from '../../scoring/step.js';
import { allPrompts, MAX_PROMPT_WORDS, stepPrompt } from './build.js';
import { wordCount } from './fill.js';
import { PROMPT_TEMPLATES } from './templates.js';
import type { PromptProfile } from './types.js';

const LETTERS: OptionKey[] = ['A', 'B', 'C', 'D', 'E'];

/**
 * Split question n: options A..D weigh 0 / 30 / 60 / 90 % AI (human 100 / 70 / 40 / 10), E is
 * null. `words` lengthens the question text (for the word-limit example).
 */
function split(key: StepKey, n: number, words = 0): QuestionDef {
  const id = `${key.toLowerCase()}-${String(n).padStart(2, '0')}`;
  const pad = words > 0 ? ' ' + Array.from({ length: words }, (_, i) => `w${i}`).join(' ') : '';
  return {
    id,
    kind: 'split',
    type: 'single_choice',
    text: { en: `How is task ${n} done${pad}?`, ro: `Cum se face sarcina ${n}${pad}?` },
    options: [0, 30, 60, 90, null].map((aiPercent, i) => ({
      id: `${id}-${LETTERS[i]!.toLowerCase()}`,
      key: LETTERS[i]!,
      aiPercent,
      text:
        i < 4
          ? { en: `Way ${LETTERS[i]} for task ${n}`, ro: `Varianta ${LETTERS[i]} pentru sarcina ${n}` }
          : { en: `Not yet for task ${n}`, ro: `Încă nu pentru sarcina ${n}` },
    })),
  };
}

/** An 8-question fixture step with the real key (so the real template applies) and target. */
function fixture(key: StepKey, target: number, name: { en: string; ro: string }, words = 0): StepDef {
  return {
    key,
    globalOrder: 8,
    targetHumanPercent: target,
    name,
    description: name,
    questions: Array.from({ length: 8 }, (_, i) => split(key, i + 1, words)),
  };
}

/** Answers: letters by question, `null` = unanswered. */
function answer(step: StepDef, letters: (OptionKey | null)[]): AnswerRecord[] {
  return letters.flatMap((l, i) => {
    const q = step.questions[i]!;
    return l === null ? [] : [{ questionId: q.id, selectedOptionIds: [`${q.id}-${l.toLowerCase()}`] }];
  });
}

const profile: PromptProfile = { companyName: 'Acme Ltd', jobTitle: 'Head of Growth', employees: 120 };
const SYSTEMS = { en: 'Systems', ro: 'Sisteme' };
/** q1 A, q2 B, q3 B, q4 C, q5 D, q6 E, q7 E, q8 unanswered. */
const MIXED: (OptionKey | null)[] = ['A', 'B', 'B', 'C', 'D', 'E', 'E', null];

describe('stepPrompt: a step that leans too human (SISTEME, target 25 % people)', () => {
  const step = fixture('SISTEME', 25, SYSTEMS);
  // Scored answers: AI 0, 30, 30, 60, 90 → human 100, 70, 70, 40, 10; H = 290 / 5 = 58.
  // 58 % people, 42 % AI against 25 / 75: 33 points above the target → above-target → tooHuman.
  // Pulling answers (humanGap = human − 25, positive side only): q1 +75, q2 +45, q3 +45, q4 +15;
  // the top three are q1, then q2 and q3 (equal gaps, by id). q5 (−15) pulls the other way.
  // Missing practices: q6 and q7 (option E), in question order.
  // Words, en: intro 27 + split 41 + quotes (6 + 3 × 12) + gaps (6 + 2 × 12) + aiRole 78 +
  // closing 8 = 226 > 220, so the second gap (q7) is dropped: 214. Romanian: 27 + 48 + (7 + 36) +
  // (4 + 24) + 82 + 6 = 234 → without q7: 222, still over → without the third quote (q3): 210.
  const p = stepPrompt(step, answer(step, MIXED), profile, 'en');

  it('fills the card fields', () => {
    expect(p.stepNumber).toBe(8);
    expect(p.stepName).toBe('Systems');
    expect(p.title).toBe(PROMPT_TEMPLATES.SISTEME.variants.tooHuman.title.en);
    expect(p.title).toBe('Automate your repetitive marketing operations');
  });

  it('states the company, role, size, step, split and quotes in the context', () => {
    expect(p.context).toBe(
      [
        'I work at Acme Ltd as Head of Growth. We are a medium-sized company (50–249 employees). We assessed how our marketing splits work between AI and people.',
        'This request is about Systems: the martech stack, automation, workflows and marketing operations. In this area our work is split 58% people, 42% AI; the target is 25% people, 75% AI. We rely on people 33 points more than we should.',
        'Our answers furthest from the target:\n- "How is task 1 done?" Our answer: "Way A for task 1".\n- "How is task 2 done?" Our answer: "Way B for task 2".\n- "How is task 3 done?" Our answer: "Way B for task 3".',
        'What we do not do yet:\n- "How is task 6 done?" Our answer: "Not yet for task 6".',
      ].join('\n\n'),
    );
  });

  it('asks for the too-human deliverable and ends with the closing line', () => {
    expect(p.aiRole).toBe(
      `${PROMPT_TEMPLATES.SISTEME.variants.tooHuman.aiRole.en}\n\nAsk me first if anything essential is missing.`,
    );
    expect(p.aiRole).toContain('Deliver an automation backlog');
  });

  it('stays within the word limit (214 words, counted above)', () => {
    expect(wordCount(p.context) + wordCount(p.aiRole)).toBe(214);
    expect(MAX_PROMPT_WORDS).toBe(220);
  });

  it('says the same in Romanian, with "de" before 33 and "%" after a space', () => {
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.stepName).toBe('Sisteme');
    expect(ro.title).toBe('Automatizați rutina din operațiunile de marketing');
    expect(ro.context).toBe(
      [
        'Lucrez la Acme Ltd ca Head of Growth. Suntem o companie mijlocie (50–249 de angajați). Am evaluat cum își împarte marketingul nostru munca între AI și oameni.',
        'Cererea de față privește pasul Sisteme: stack-ul de martech, automatizarea, fluxurile de lucru și operațiunile de marketing. În acest domeniu munca noastră se împarte 58 % oameni, 42 % AI, iar ținta este 25 % oameni, 75 % AI. Ne bazăm pe oameni cu 33 de puncte mai mult decât ar trebui.',
        'Răspunsurile noastre cele mai depărtate de țintă:\n- „Cum se face sarcina 1?” Răspunsul nostru: „Varianta A pentru sarcina 1”.\n- „Cum se face sarcina 2?” Răspunsul nostru: „Varianta B pentru sarcina 2”.',
        'Ce nu facem încă:\n- „Cum se face sarcina 6?” Răspunsul nostru: „Încă nu pentru sarcina 6”.',
      ].join('\n\n'),
    );
    expect(ro.aiRole).toBe(
      `${PROMPT_TEMPLATES.SISTEME.variants.tooHuman.aiRole.ro}\n\nDacă lipsește ceva esențial, întrebați-mă întâi.`,
    );
    expect(wordCount(ro.context) + wordCount(ro.aiRole)).toBe(210);
  });
});

describe('stepPrompt: too AI and on target', () => {
  it('quotes the most-AI answers when the step leans too AI (VIZIUNE, target 90 %)', () => {
    const step = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' });
    // H = 58 (as above) → 32 points below 90 → below-target → tooAi.
    // humanGap = human − 90: q1 +10, q2 −20, q3 −20, q4 −50, q5 −80 → q5, q4, q2 (q2 before q3 by id).
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(p.title).toBe(PROMPT_TEMPLATES.VIZIUNE.variants.tooAi.title.en);
    expect(p.context).toContain(
      'In this area our work is split 58% people, 42% AI; the target is 90% people, 10% AI. We rely on AI 32 points more than we should.',
    );
    expect(p.context).toContain(
      'Our answers furthest from the target:\n- "How is task 5 done?" Our answer: "Way D for task 5".\n- "How is task 4 done?" Our answer: "Way C for task 4".\n- "How is task 2 done?" Our answer: "Way B for task 2".',
    );
    expect(p.aiRole.startsWith(PROMPT_TEMPLATES.VIZIUNE.variants.tooAi.aiRole.en)).toBe(true);
  });

  it('writes "17 puncte" without "de" below 20 (DECIZIE, target 75 %: 75 − 58 = 17)', () => {
    const step = fixture('DECIZIE', 75, { en: 'Decision', ro: 'Decizie' });
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.context).toContain('Ne bazăm pe AI cu 17 puncte mai mult decât ar trebui.');
    expect(ro.title).toBe(PROMPT_TEMPLATES.DECIZIE.variants.tooAi.title.ro);
  });

  it('says "within 5 points" on target (CONVERGENTA, target 60 %: |58 − 60| = 2)', () => {
    const step = fixture('CONVERGENTA', 60, { en: 'Convergence', ro: 'Convergență' });
    // Mean gap 58 − 60 = −2 → quotes the answers below 60 % human: q5 (10 → −50), q4 (40 → −20).
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(p.title).toBe(PROMPT_TEMPLATES.CONVERGENTA.variants.onTarget.title.en);
    expect(p.context).toContain(
      'In this area our work is split 58% people, 42% AI, within 5 points of the target of 60% people, 40% AI.',
    );
    expect(p.context).toContain(
      'Our answers furthest from the target:\n- "How is task 5 done?" Our answer: "Way D for task 5".\n- "How is task 4 done?" Our answer: "Way C for task 4".\n\n',
    );
    const ro = stepPrompt(step, answer(step, MIXED), profile, 'ro');
    expect(ro.context).toContain(
      'se împarte 58 % oameni, 42 % AI, la cel mult 5 puncte de ținta de 60 % oameni, 40 % AI.',
    );
  });
});

describe('stepPrompt: steps without a split', () => {
  const step = fixture('SISTEME', 25, SYSTEMS);
  const startRole = PROMPT_TEMPLATES.SISTEME.variants.notStarted.aiRole.en.replace('{targetAi}', '75%');

  it('all E: says the practice is not in place, names the first two gaps, asks for a plan to start', () => {
    const p = stepPrompt(step, answer(step, ['E', 'E', 'E', 'E', 'E', 'E', 'E', 'E']), profile, 'en');
    expect(p.title).toBe('Build your first marketing workflows');
    expect(p.context).toContain(
      'We do not have this practice in place yet: to every question in this area we answered "not yet" or "not applicable". The target split is 25% people, 75% AI.',
    );
    expect(p.context).toContain(
      'What we do not do yet:\n- "How is task 1 done?" Our answer: "Not yet for task 1".\n- "How is task 2 done?" Our answer: "Not yet for task 2".',
    );
    expect(p.context).not.toContain('task 3');
    expect(p.context).not.toContain('furthest from the target');
    // The target AI share fills the plan: "about 75% of the routine work".
    expect(p.aiRole).toContain('doing about 75% of the routine work');
    expect(p.aiRole.startsWith(startRole)).toBe(true);
  });

  it('insufficient (2 scored answers, fewer than 5): counts the practices and quotes them', () => {
    // q1 A (human 100, gap +75), q2 B (70, +45); q3 and q4 E.
    const p = stepPrompt(step, answer(step, ['A', 'B', 'E', 'E', null, null, null, null]), profile, 'en');
    expect(p.title).toBe('Build your first marketing workflows');
    expect(p.context).toContain(
      'Our answers here describe only 2 practices we have in place, fewer than the 5 needed to measure our split. The target split is 25% people, 75% AI.',
    );
    expect(p.context).toContain(
      'What we already do:\n- "How is task 1 done?" Our answer: "Way A for task 1".\n- "How is task 2 done?" Our answer: "Way B for task 2".',
    );
    expect(p.context).toContain('What we do not do yet:\n- "How is task 3 done?"');
    const ro = stepPrompt(step, answer(step, ['A', 'B', 'E', 'E', null, null, null, null]), profile, 'ro');
    expect(ro.context).toContain(
      'descriu doar 2 practici pe care le avem deja, mai puține decât cele 5 necesare',
    );
    expect(ro.context).toContain('Ce facem deja:\n- „Cum se face sarcina 1?”');
  });

  it('insufficient with one scored answer says "only one practice"', () => {
    const p = stepPrompt(step, answer(step, ['B', null, null, null, null, null, null, null]), profile, 'en');
    expect(p.context).toContain(
      'Our answers here describe only one practice we have in place, fewer than the 5',
    );
    const ro = stepPrompt(step, answer(step, ['B', null, null, null, null, null, null, null]), profile, 'ro');
    expect(ro.context).toContain('descriu o singură practică pe care o avem deja');
  });

  it('unanswered: says the area is not assessed yet, quotes nothing', () => {
    const p = stepPrompt(step, [], profile, 'en');
    expect(p.title).toBe('Build your first marketing workflows');
    expect(p.context).toBe(
      [
        'I work at Acme Ltd as Head of Growth. We are a medium-sized company (50–249 employees). We assessed how our marketing splits work between AI and people.',
        'This request is about Systems: the martech stack, automation, workflows and marketing operations. We have not assessed this area yet. The target split is 25% people, 75% AI.',
      ].join('\n\n'),
    );
    expect(stepPrompt(step, [], profile, 'ro').context).toContain(
      'Nu am evaluat încă acest domeniu. Împărțirea țintă este 25 % oameni, 75 % AI.',
    );
  });

  it('ignores answers to questions of other steps', () => {
    const other = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' });
    const p = stepPrompt(step, answer(other, MIXED), profile, 'en');
    expect(p.context).toContain('We have not assessed this area yet.');
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
  it('drops quoted lines, extra missing practices first, until the prompt fits in 220 words', () => {
    // Each question text gets 30 extra words, so one quoted line is about 40 words. The fixed
    // text (intro, split, aiRole) is about 150 words: one line of quotes fits (~196 words), a
    // second block does not (~242). Trimming goes (3 quotes, 2 gaps) → (3, 1) → (2, 1) → (1, 1)
    // → (1, 0): only the weakest answer, q1, is left.
    const step = fixture('SISTEME', 25, SYSTEMS, 30);
    const p = stepPrompt(step, answer(step, MIXED), profile, 'en');
    expect(wordCount(p.context) + wordCount(p.aiRole)).toBeLessThanOrEqual(MAX_PROMPT_WORDS);
    expect(p.context).toContain('Our answers furthest from the target:\n- "How is task 1 done w0');
    expect(p.context).not.toContain('task 2');
    expect(p.context).not.toContain('What we do not do yet');
  });
});

describe('allPrompts', () => {
  it('gives one card per step, in the order given', () => {
    const a = fixture('VIZIUNE', 90, { en: 'Vision', ro: 'Viziune' });
    const b = { ...fixture('SISTEME', 25, SYSTEMS), globalOrder: 2 };
    const cards = allPrompts([], profile, 'en', [{ ...a, globalOrder: 1 }, b]);
    expect(cards.map((c) => [c.stepNumber, c.stepName])).toEqual([
      [1, 'Vision'],
      [2, 'Systems'],
    ]);
  });
});
