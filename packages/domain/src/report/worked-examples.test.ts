/**
 * Worked examples: the reports of three companies — AI-heavy, human-heavy
 * and mixed (`testing/profiles.ts`) — in both languages, checked for every fact they state: the
 * summary's numbers, each quoted answer against the answer given, each ideal against the bank,
 * the direction of every lever, the roadmap's quotes, and what each company's context must make
 * the strategies say (and not say).
 */
import { taskAnswersStep } from '../roadmap/generate.js';
import { GOVERNANCE_STRATEGIES, isGrowthTask } from '../roadmap/growth.js';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_QUESTIONS, STEPS, factQuestionId, getQuestion } from '../bank/index.js';
import { answerKey } from '../testing/answers.js';
import { PRACTISED_KEYS, type ActivityQuestion } from '../bank/types.js';
import { LOCALES, type Locale } from '../i18n/locale.js';
import { scoreOverall } from '../scoring/overall.js';
import { PROFILES, profile, profileAnswers } from '../testing/profiles.js';
import { scaleText } from './answers.js';
import { buildReport, feedbackViews } from './report.js';
import { allPrompts } from './prompts/build.js';
import { recommendStrategies } from './strategies/engine.js';
import { MAX_SUMMARY_WORDS } from './summary.js';
import {
  contextAnswer,
  perfectAnswers,
  sameLetterAnswers,
  type GeneratedAnswer,
} from '../testing/answers.js';
import { leverFor } from './lever.js';
import type { GeneratedTask } from '../roadmap/types.js';
import { TASK_BUDGET_EUR, scaled } from '../roadmap/budget.js';
import { BUDGET_MULTIPLIER } from './strategies/tables.js';
import { sizeClassOf } from './strategies/context.js';
import { factMid } from './answers.js';
import { companyWords } from './vocabulary.js';
import { contextFacts } from '../bank/profile.js';
import { assessmentPath, profileOf, profileOfAnswers } from '../bank/profile.js';

const STEM_BY_TEXT = new Map(
  ACTIVITY_QUESTIONS.flatMap((q) => [[q.text.en, q] as const, [q.text.ro, q] as const]),
);

/** The letter each activity was answered with, by question id. */
function letters(id: (typeof PROFILES)[number]['id']): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of profileAnswers(profile(id))) {
    const q = getQuestion(a.questionId);
    if (q?.kind === 'activity') out.set(q.id, q.options.find((o) => o.id === a.selectedOptionIds[0])!.key);
  }
  return out;
}

/** Every “stem” — your answer “X”, the ideal “Y” quote in a text, with the activity it names. */
function quotes(text: string, locale: Locale): { q: ActivityQuestion; answer: string; ideal: string }[] {
  const re =
    locale === 'en'
      ? /“([^”]+\?)” — your answer “([^”]+)”, the ideal “([^”]+)”/g
      : /„([^”]+\?)” — răspunsul vostru „([^”]+)”, idealul „([^”]+)”/g;
  return [...text.matchAll(re)].map((m) => ({ q: STEM_BY_TEXT.get(m[1]!)!, answer: m[2]!, ideal: m[3]! }));
}

const HEADLINES: Record<string, string> = {
  'ai-heavy.en':
    'Your HAI score is 61 of 100, level: Average. You practise 162 of the 162 activities (100%), 58 of them exactly at their ideal; counting half for those one step away, alignment is 60%.',
  'ai-heavy.ro':
    'Scorul HAI este 61 din 100, nivel: Mediu. Practicați 162 din cele 162 de activități (100 %), 58 dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este 60 %.',
  'human-heavy.en':
    'Your HAI score is 46 of 100, level: Early stage. You practise 131 of the 163 activities (80%), 46 of them exactly at their ideal; counting half for those one step away, alignment is 58%.',
  'human-heavy.ro':
    'Scorul HAI este 46 din 100, nivel: Stadiu incipient. Practicați 131 din cele 163 de activități (80 %), 46 dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este 58 %.',
  'mixed.en':
    'Your HAI score is 71 of 100, level: Average. You practise 139 of the 146 activities (95%), 69 of them exactly at their ideal; counting half for those one step away, alignment is 75%.',
  'mixed.ro':
    'Scorul HAI este 71 din 100, nivel: Mediu. Practicați 139 din cele 146 de activități (95 %), 69 dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este 75 %.',
  'micro-consumer.en':
    'Your HAI score is 39 of 100, level: Urgent. You practise 93 of the 145 activities (64%), 45 of them exactly at their ideal; counting half for those one step away, alignment is 62%.',
  'micro-consumer.ro':
    'Scorul HAI este 39 din 100, nivel: Urgent. Practicați 93 din cele 145 de activități (64 %), 45 dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este 62 %.',
  'b2b-service.en':
    'Your HAI score is 71 of 100, level: Average. You practise 138 of the 165 activities (84%), 98 of them exactly at their ideal; counting half for those one step away, alignment is 86%.',
  'b2b-service.ro':
    'Scorul HAI este 71 din 100, nivel: Mediu. Practicați 138 din cele 165 de activități (84 %), 98 dintre ele exact la ideal; socotind pe jumătate cele aflate la un pas de ideal, alinierea este 86 %.',
};

/**
 * The summary's funnel sentence: the stage furthest below its typical rate, at least half below;
 * the bakery and the retailer have none so far below. Every summary here keeps it within its 250
 * words, in both languages.
 */
const FUNNEL_LINES: Record<string, string> = {
  'human-heavy.en': 'Your funnel loses most at “Visitor → lead”: under 0.5%, against a typical 2.5%.',
  'human-heavy.ro':
    'Pâlnia de vânzare pierde cel mai mult la „Vizitator → lead”: sub 0,5\u00a0%, față de 2,5\u00a0% de obicei.',
  'mixed.en': 'Your funnel loses most at “Lead → customer”: under 1%, against a typical 3.8%.',
  'mixed.ro':
    'Pâlnia de vânzare pierde cel mai mult la „Lead → client”: sub 1\u00a0%, față de 3,8\u00a0% de obicei.',
  'b2b-service.en': 'Your funnel loses most at “Visitor → lead”: 0.5–1%, against a typical 2.5%.',
  'b2b-service.ro':
    'Pâlnia de vânzare pierde cel mai mult la „Vizitator → lead”: 0,5–1\u00a0%, față de 2,5\u00a0% de obicei.',
};

describe.each(PROFILES.flatMap((p) => LOCALES.map((l) => [p.id, l] as const)))(
  'the %s company’s report (%s)',
  (id, locale) => {
    const answers = profileAnswers(profile(id));
    const report = buildReport(answers, locale);
    const given = letters(id);
    const words = companyWords(contextFacts(answers), locale);
    const overall = scoreOverall(STEPS, answers);

    it('states the score, the level and the coverage the scoring computes', () => {
      // The score line, then the funnel sentence where a stage is at least half below its typical rate.
      expect(report.summary!.headline).toBe(
        [HEADLINES[`${id}.${locale}`], FUNNEL_LINES[`${id}.${locale}`]].filter(Boolean).join(' '),
      );
      expect(report.overall.overallScore).toBe(overall.overallScore);
      const practised = overall.steps.reduce((n, s) => n + s.practisedCount, 0);
      expect(report.summary!.headline).toContain(`${practised} `);
    });

    it('speaks to one person in marketing as “you”, never as “whoever leads marketing”', () => {
      if (contextFacts(answers)['team.size'] !== '1' || locale !== 'en') return;
      const text = JSON.stringify(report);
      expect(text).not.toMatch(/whoever leads marketing/i);
      expect(text).toMatch(/\byou (review|read|pick)\b/);
    });

    it('speaks to one person in marketing as “voi” in Romanian, not as a third person', () => {
      if (contextFacts(answers)['team.size'] !== '1' || locale !== 'ro') return;
      const text = JSON.stringify(report);
      expect(text).not.toMatch(
        /[Pp]ersoana care conduce marketingul (le |îl |o )?(verifică|citește|alege|stabilește|decide|analizează|semnează|scrie)/,
      );
      expect(text).toMatch(/voi (le |îl |o )?(verificați|citiți|alegeți)/);
    });

    it('keeps the whole summary within 250 words: each first action labelled with its area, the first 90 days’ figure', () => {
      // Romanian needs more words for the same message; both languages keep one form of the summary.
      const s = report.summary!;
      expect(s.wordCount).toBeLessThanOrEqual(MAX_SUMMARY_WORDS);
      expect(s.actions.length).toBeGreaterThan(0);
      for (const a of s.actions) expect(a.text).toMatch(/ \([^()]+\)\.$/);
      expect(s.investment.text).toMatch(
        locale === 'en'
          ? /, €[\d,]+–€[\d,]+ of it in the first 90 days/
          : /, din care [\d.]+–[\d.]+ € în primele 90 de zile/,
      );
    });

    it('names as biggest gaps the steps off target with the lowest scores first, with their own numbers', () => {
      const off = (s: (typeof overall.steps)[number]) =>
        s.yourHumanPercent === null || Math.abs(s.yourHumanPercent - s.targetHumanPercent) > 5;
      const lowest = [...overall.steps]
        .sort((a, b) => Number(off(b)) - Number(off(a)) || (a.score ?? -1) - (b.score ?? -1))
        .slice(0, 3)
        .map((s) => s.stepKey);
      expect(report.summary!.gaps.map((g) => g.stepId).sort()).toEqual([...lowest].sort());
      for (const g of report.summary!.gaps) {
        const s = overall.steps.find((x) => x.stepKey === g.stepId)!;
        if (s.yourHumanPercent !== null) {
          const pct = locale === 'en' ? `${s.yourHumanPercent}%` : `${s.yourHumanPercent}\u00a0%`;
          expect(g.text).toContain(pct);
        }
        expect(g.text).toContain(`${s.practisedCount}`);
      }
    });

    it('quotes every answer as given and every ideal as the bank sets it, with the lever of the way back', () => {
      for (const f of report.feedback)
        for (const a of f.offIdeal) {
          const q = getQuestion(a.questionId) as ActivityQuestion;
          expect(a.answerKey, a.questionId).toBe(given.get(a.questionId));
          expect(a.answer).toBe(scaleText(a.answerKey)[locale]);
          expect(a.ideal).toBe(scaleText(q.activity.ideal)[locale]);
          const machineSide = PRACTISED_KEYS.indexOf(a.answerKey) > PRACTISED_KEYS.indexOf(q.activity.ideal);
          expect(a.direction).toBe(machineSide ? 'toward-human' : 'toward-machine');
          // The bank's lever, in the company's words (nobody "sells" in a shop without sales people).
          expect(a.lever).toBe(words(leverFor(q, a.answerKey, a.direction)!.text[locale]));
        }
      for (const f of report.feedback)
        for (const a of f.notYet) expect(given.get(a.questionId), a.questionId).toBe('E');
    });

    it('never repeats a lever’s opening across the steps’ feedback: each is said for its activity', () => {
      // The first clause (up to the first semicolon, colon or full stop) of every lever shown.
      const openings = report.feedback.flatMap((f) =>
        f.offIdeal.map((a) => [a.questionId, a.lever.split(/[;:.](\s|$)/)[0]!.trim()] as const),
      );
      const seen = new Map<string, string>();
      for (const [id, opening] of openings) {
        expect(seen.get(opening), `${id} opens like ${seen.get(opening)}: ${opening}`).toBeUndefined();
        seen.set(opening, id);
      }
    });

    it('names a step’s missing activities in the overview with the verb agreeing with their number', () => {
      const lines = report.overview.recommendations.map((r) => r.text);
      let one = 0;
      for (const f of report.feedback) {
        const n = f.notYet.length;
        const line = lines.find((l) => l.startsWith(`${f.stepName}: ${n} `));
        if (!line) continue;
        if (n === 1) one += 1;
        if (locale === 'en') expect(line.includes('the first being')).toBe(n > 1);
        else expect(line).toContain(n === 1 ? '1 activitate nu se face încă' : ' nu se fac încă');
      }
      // The start-up misses one activity in Vision and one in Clarity: both lines are singular.
      if (id === 'mixed') expect(one).toBe(2);
    });

    it('quotes the same answers in the roadmap and the strategies', () => {
      const texts = [
        ...report.roadmap.tasks.map((t) => t.description),
        ...report.strategies.strategies.flatMap((s) => s.details.problems),
      ];
      let checked = 0;
      for (const text of texts)
        for (const { q, answer, ideal } of quotes(text, locale)) {
          expect(q, text).toBeDefined();
          expect(answer).toBe(scaleText(given.get(q.id) as 'A')[locale]);
          expect(ideal).toBe(scaleText(q.activity.ideal)[locale]);
          checked += 1;
        }
      expect(checked).toBeGreaterThan(5);
    });
  },
);

describe('what each company’s context makes the strategies say', () => {
  const strategy = (id: (typeof PROFILES)[number]['id'], sid: string, locale: Locale = 'en') =>
    buildReport(profileAnswers(profile(id)), locale).strategies.strategies.find((s) => s.id === sid)!;

  it('AI-heavy retailer: governance is critical; media types under their ideal grow before paid media, which holds paid social, its best channel', () => {
    const gov = strategy('ai-heavy', 'ai-governance');
    expect(gov).toMatchObject({ triggered: true, priorityKey: 'critical' });
    const report = buildReport(profileAnswers(profile('ai-heavy')), 'en');
    const grow = report.roadmap.tasks.find(
      (t) => t.source.id === 'peso-rebalancing' && t.title.startsWith('Grow'),
    );
    expect(grow?.title).toMatch(
      /^Grow (owned|earned|shared) media toward \d+% of the mix before adding budget to paid media$/,
    );
    expect(
      report.roadmap.tasks.flatMap((t) => t.moves).filter((m) => m.kind === 'budget' && m.change === 'less'),
    ).toEqual([]);
    const channels = strategy('ai-heavy', 'channel-portfolio').details.channels!;
    expect(channels.map((c) => [c.channelKey, c.quadrantKey])).toEqual([
      ['paidSocial', 'maintain'],
      ['email', 'fix'],
    ]);
    // 50–249 employees: the strategies' ranges doubled (domain-design.md §4).
    expect(strategy('ai-heavy', 'ai-governance').budget).toBe('€6,000–€20,000');
    // Consumer sales: repeat purchase is not compared with a B2B benchmark.
    expect(strategy('ai-heavy', 'funnel-repair').details.note).toContain('repeat purchase is not compared');
  });

  it('human-heavy consultancy: automation and data foundations, no human-oversight card; events kept, SEO tested', () => {
    expect(strategy('human-heavy', 'human-oversight').triggered).toBe(false);
    expect(strategy('human-heavy', 'repetitive-work-automation').triggered).toBe(true);
    const channels = strategy('human-heavy', 'channel-portfolio').details.channels!;
    expect(channels.map((c) => [c.channelKey, c.quadrantKey])).toEqual([
      ['events', 'maintain'],
      ['seo', 'fix'],
    ]);
    // Lead → customer 12 %+ and retention 60–80 %: above or near the benchmarks, no problem named.
    const funnel = strategy('human-heavy', 'funnel-repair');
    expect(funnel.details.problems.join(' ')).not.toMatch(/Lead → customer|Customers buying again/);
    expect(funnel.details.note).toContain('First Page Sage');
    // Every activity task moves toward machines or starts: this company is more human than its ideals.
    const tasks = buildReport(profileAnswers(profile('human-heavy')), 'en').roadmap.tasks;
    for (const m of tasks.flatMap((t) => t.moves))
      if (m.kind === 'activity') expect(m.direction).toBe('toward-machine');
  });

  it('mixed start-up: under 10 people halves the budgets; retention unknown is said, not guessed', () => {
    expect(strategy('mixed', 'measurement-roi').budget).toMatch(/^€[\d,]+–€[\d,]+$/);
    const report = buildReport(profileAnswers(profile('mixed')), 'ro');
    expect(report.strategies.context.budgetMultiplier).toBe(0.5);
    const funnel = report.strategies.strategies.find((s) => s.id === 'funnel-repair')!;
    expect(funnel.details.note).toContain('Clienți care cumpără din nou în 12 luni');
  });
});

describe('the executive summary’s investment: a third of the budget, and beside the band’s usual range (spec §9)', () => {
  const budget = getQuestion(factQuestionId('marketing.budget'))!;
  const size = getQuestion(factQuestionId('company.size'))!;
  /** `answers` with the yearly budget (and the size) changed. */
  const withContext = (answers: readonly GeneratedAnswer[], b: string, s?: string) =>
    answers.map((a) =>
      a.questionId === budget.id
        ? contextAnswer(budget, b)
        : s && a.questionId === size.id
          ? contextAnswer(size, s)
          : a,
    );

  it('human-heavy consultancy (under €50,000 a year): what fits a third of it, the rest “when budget allows”, in both languages', () => {
    const answers = profileAnswers(profile('human-heavy'));
    const en = buildReport(answers, 'en');
    const ro = buildReport(answers, 'ro');
    expect(en.summary!.investment.highEur).toBeLessThanOrEqual(Math.round(25_000 / 3));
    const deferred = en.roadmap.tasks.filter((t) => t.whenBudgetAllows).length;
    expect(deferred).toBeGreaterThan(0);
    expect(en.summary!.investment.text).toMatch(
      new RegExp(
        `That fits within a third of the yearly marketing budget you gave \\(Under €50,000\\); ${deferred} tasks more, €[\\d,]+–€[\\d,]+, wait “when budget allows”: fund them from what the first ones save or earn\\.$`,
      ),
    );
    expect(ro.summary!.investment.text).toMatch(
      new RegExp(
        `[Îî]ncă ${deferred} (de )?sarcini( \\(|, )[\\d.]+–[\\d.]+ €\\)?,? (așteaptă|sunt marcate) „când bugetul permite”`,
      ),
    );
    for (const r of [en, ro]) expect(r.summary!.wordCount).toBeLessThanOrEqual(MAX_SUMMARY_WORDS);
  });

  it('the strategy tab says the cards are whole programmes beside the bakery’s third of its budget, and what the roadmap funds instead, in both languages', () => {
    const answers = profileAnswers(profile('micro-consumer'));
    for (const locale of LOCALES) {
      const r = buildReport(answers, locale);
      const funded = r.roadmap.tasks.filter((t) => !t.whenBudgetAllows);
      const triggered = r.strategies.strategies.filter((st) => st.triggered).length;
      expect(triggered).toBeGreaterThan(1);
      const money = locale === 'en' ? '€[\\d,]+–€[\\d,]+' : '[\\d.]+–[\\d.]+ €';
      const [low, high] = r.roadmap.investmentEur.map((v) =>
        v.toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE'),
      );
      expect(r.strategies.context.budgetNote).toMatch(
        new RegExp(
          locale === 'en'
            ? `together they come to ${money}\\. Your roadmap may take €8,333 a year, a third of your yearly marketing budget \\(Under €50,000, taken as €25,000\\), so it takes from them only the steps that fit: ${funded.length} tasks, €${low}–€${high}, this year`
            : `împreună ajung la ${money}\\. Roadmap-ul vostru poate lua 8\\.333 € pe an, o treime din bugetul anual de marketing \\(Sub 50\\.000 €, socotit la 25\\.000 €\\), așa că ia din ele doar pașii care încap: ${funded.length} sarcini, ${low}–${high} €, în acest an`,
        ),
      );
    }
  });

  it('says nothing of the cards’ budgets to a company whose third of its budget holds them all', () => {
    const answers = withContext(
      STEPS.flatMap((s) => sameLetterAnswers(s, 'D')),
      '5m+',
      '250-999',
    );
    const r = buildReport(answers, 'en');
    expect(r.strategies.strategies.filter((st) => st.triggered).length).toBeGreaterThan(3);
    expect(r.strategies.context.budgetNote).toBeNull();
  });

  it('a large company far off target with room in its budget: a roadmap above the band’s range says why', () => {
    const answers = withContext(
      STEPS.flatMap((s) => sameLetterAnswers(s, 'D')),
      '5m+',
      '250-999',
    );
    const en = buildReport(answers, 'en').summary!;
    const ro = buildReport(answers, 'ro').summary!;
    expect(en.investment.lowEur).toBeGreaterThan(50_000);
    expect(en.investment.text).toMatch(
      /the usual range at your level is €20k–€50k\. It exceeds that range because it covers every gap you showed: fund the first 90 days before the rest\.$/,
    );
    expect(ro.investment.text).toMatch(/Depășește intervalul fiindcă include toate diferențele arătate/);
  });

  it('one task waiting for budget is said in the singular (the start-up)', () => {
    const en = buildReport(profileAnswers(profile('mixed')), 'en');
    expect(en.roadmap.tasks.filter((t) => t.whenBudgetAllows)).toHaveLength(1);
    expect(en.summary!.investment.text).toMatch(
      /1 task more, €[\d,]+–€[\d,]+, waits “when budget allows”: fund it from/,
    );
    const ro = buildReport(profileAnswers(profile('mixed')), 'ro');
    expect(ro.summary!.investment.text).toMatch(
      /încă 1 sarcină, [\d.]+–[\d.]+ €, așteaptă „când bugetul permite”: finanțați-o din/,
    );
  });

  it('the level line says what the company’s own budget allows beside the level’s usual range, in both languages', () => {
    for (const locale of LOCALES) {
      const small = buildReport(profileAnswers(profile('human-heavy')), locale);
      expect(small.overview.summary!.investment).toBe(
        locale === 'en'
          ? '€50k–€100k (at your budget: up to €8,333 a year)'
          : '50.000–100.000 € (la bugetul vostru: până la 8.333 € pe an)',
      );
      // The retailer's third of €3 million reaches the level's range: the band's text alone.
      const large = buildReport(profileAnswers(profile('ai-heavy')), locale);
      expect(large.overview.summary!.investment).toBe(locale === 'en' ? '€50k–€100k' : '50.000–100.000 €');
    }
  });

  it('quotes the level’s usual range only when the roadmap could reach it: not to a company whose third of the budget is below it', () => {
    // Far off target (the range starts at €20k): a budget under €50,000 allows about €8,300 a year.
    const far = STEPS.flatMap((s) => sameLetterAnswers(s, 'D'));
    for (const locale of LOCALES) {
      const small = buildReport(withContext(far, '<50k', '10-49'), locale).summary!;
      const large = buildReport(withContext(far, '5m+', '250-999'), locale).summary!;
      expect(small.investment.bandRange).toBe(large.investment.bandRange);
      expect(small.investment.text).not.toContain(small.investment.bandRange);
      expect(small.investment.text).not.toMatch(/usual range|intervalul obișnuit|It exceeds|Depășește/);
      expect(large.investment.text).toContain(large.investment.bandRange);
    }
  });

  it('a Pioneer (€500k or more) with few gaps and room in its budget: a roadmap below the range says it prices only the gaps', () => {
    const s = buildReport(withContext(perfectAnswers(), '5m+'), 'en').summary!;
    expect(s.investment.highEur).toBeLessThan(500_000);
    expect(s.investment.text).toMatch(
      /the usual range at your level is €500k or more\. It is below that range because it covers only the gaps you showed, not what you already do well\.$/,
    );
  });
});

/** Roles and systems a micro business with one marketer, no sales people and no CRM does not have. */
const ABSENT: Record<Locale, RegExp> = {
  en: /\bCRM\b|HubSpot|Pipedrive|Salesforce|\bCMO\b|\bCEO\b|\bhead of\b|\bDPO\b|\banalysts?\b|sales team|sales people|\bops\b|operations team|legal team|finance team|data team|marketing team/i,
  ro: /\bCRM\b|HubSpot|Pipedrive|Salesforce|\bCMO\b|\bCEO\b|\bdirector(ul)? de\b|\bDPO\b|\banalist|echipa de vânzări|oamenii de vânzări|echipa juridică|echipa financiară|echipa de date|echipa de operațiuni|echipa de marketing/i,
};

describe('a plan that fits the company (domain-design.md §9)', () => {
  const micro = profileAnswers(profile('micro-consumer'));
  const b2b = profileAnswers(profile('b2b-service'));
  const large = profileOf({
    'company.size': '250-999',
    'business.model': 'b2b',
    'sales.model': 'both',
    'customer.records': 'crm',
    'team.size': '21-50',
  });

  it('asks the micro consumer business fewer questions than a large B2B company, and says which did not apply and why', () => {
    const own = assessmentPath(profileOfAnswers(micro));
    expect(own.total).toBeLessThan(assessmentPath(large).total);
    // Every answer it gave is a question of its path.
    expect(micro.every((a) => own.positionOf(getQuestion(a.questionId)!.questionNumber) !== undefined)).toBe(
      true,
    );
    const en = buildReport(micro, 'en');
    const colaborare = en.feedback.find((f) => f.stepId === 'COLABORARE')!;
    expect(colaborare.notApplicableText).toContain('since you have no sales people');
    expect(colaborare.notApplicableText).toContain('since one person does your marketing');
    expect(colaborare.notApplicable.length).toBeGreaterThan(0);
    expect(colaborare.activityCount + colaborare.notApplicable.length).toBe(14);
    const ro = buildReport(micro, 'ro');
    expect(ro.feedback.find((f) => f.stepId === 'COLABORARE')!.notApplicableText).toContain(
      'fiindcă nu aveți oameni de vânzări',
    );
    // A company that has them is asked everything.
    expect(
      buildReport(b2b, 'en').feedback.find((f) => f.stepId === 'COLABORARE')!.notApplicableText,
    ).toBeNull();
  });

  it.each(LOCALES)(
    '%s: the micro business gets at most 10 tasks, 5 in the first 90 days, within a third of its budget, the rest marked and said',
    (locale) => {
      const r = buildReport(micro, locale);
      expect(r.roadmap.tasks.length).toBeLessThanOrEqual(10);
      expect(r.roadmap.tasks.filter((t) => t.horizon === '0-3').length).toBeLessThanOrEqual(5);
      // Under €50,000 a year: its midpoint, €25,000; a third is €8,333.
      expect(r.roadmap.budgetCapEur).toBe(8333);
      expect(r.roadmap.investmentEur[1]).toBeLessThanOrEqual(8333);
      const deferred = r.roadmap.tasks.filter((t) => t.whenBudgetAllows);
      expect(deferred.length).toBeGreaterThan(0);
      expect(r.summary!.investment.text).toMatch(
        locale === 'en' ? /when budget allows/ : /când bugetul permite/,
      );
      expect(r.summary!.investment.highEur).toBe(r.roadmap.investmentEur[1]);
    },
  );

  it.each(LOCALES)(
    '%s: no task of the micro business names a role or a system it said it lacks',
    (locale) => {
      const r = buildReport(micro, locale);
      for (const t of r.roadmap.tasks)
        for (const text of [
          t.title,
          t.description,
          t.expectedResults,
          ...t.recommendedTools,
          ...t.targetKpis,
        ])
          expect(text, t.title).not.toMatch(ABSENT[locale]);
      for (const a of r.summary!.actions) expect(a.text).not.toMatch(ABSENT[locale]);
    },
  );

  it.each(LOCALES)(
    '%s: the bakery gathers its customers in the tool that holds them, not by connecting website, sales and service systems',
    (locale) => {
      const r = buildReport(micro, locale);
      const text = r.roadmap.tasks.map((t) => [t.description, ...t.targetKpis].join(' ')).join(' ');
      expect(text).not.toMatch(
        locale === 'en' ? /website, sales and service/ : /site, (din )?vânzări și (din )?serviciul clienți/,
      );
      expect(text).toMatch(locale === 'en' ? /the newsletter tool/ : /instrumentul de newsletter/);
    },
  );

  it.each(LOCALES)(
    '%s: the small B2B service firm gets at most 15 tasks, 5 in the first 90 days, spread over the year',
    (locale) => {
      const r = buildReport(b2b, locale);
      expect(r.roadmap.tasks.length).toBeGreaterThan(10);
      expect(r.roadmap.tasks.length).toBeLessThanOrEqual(15);
      expect(r.roadmap.tasks.filter((t) => t.horizon === '0-3').length).toBeLessThanOrEqual(5);
      for (const q of ['3-6', '6-9', '9-12'] as const)
        expect(
          r.roadmap.tasks.some((t) => t.horizon === q),
          q,
        ).toBe(true);
    },
  );
});

describe('the company’s own words for who faces its customers', () => {
  // A salesperson, a deal a salesperson loses, or direct selling.
  const SELLS = {
    en: /\bwhoever sells\b|\blost[- ]deals?\b|\bdeals (closed|are lost)\b|\bdirect selling\b/,
    ro: /\bcei care vând\b|\bcelor care vând\b|\bcine vinde\b|ați pierdut fiecare oportunitate|pierdeți oportunități|ofertele pierdute|vânzarea directă/,
  } as const;
  /** Every text of `value` but the bank's questions: those quoted, and the activity fields. */
  const unquoted = (value: unknown) =>
    JSON.stringify(value, (key, v: unknown) => (key === 'activity' ? undefined : v)).replace(
      /“[^”]*”|„[^”]*”/g,
      '',
    );

  for (const locale of LOCALES) {
    it(`a company with no sales people (a shop, an online start-up, an online retailer) is never told to work with "whoever sells", nor of deals lost or direct selling, along every path it reads (${locale})`, () => {
      for (const id of ['micro-consumer', 'mixed', 'ai-heavy'] as const) {
        const answers = profileAnswers(profile(id));
        const report = buildReport(answers, locale);
        // The report (feedback, strategies, roadmap, summary), the prompts, and the feedback and
        // strategy calls the results page makes.
        for (const [what, value] of [
          ['report', report],
          [
            'prompts',
            allPrompts(answers, { companyName: 'Exemplu SRL', jobTitle: null, employees: 8 }, locale),
          ],
          ['feedback', feedbackViews(answers, locale)],
          [
            'strategies',
            recommendStrategies(answers, report.overall.overallScore, report.overall.band, locale),
          ],
        ] as const)
          expect(unquoted(value), `${id} ${what}`).not.toMatch(SELLS[locale]);
        // …and never twice in one breath ("cei care servesc clienții sau servesc clienții").
        expect(unquoted(report)).not.toMatch(
          /(servesc clienții|răspund clienților|serves your customers|answers your customers),? (?:sau|or|și|and) (?:\p{L}+ )*?\1/u,
        );
        expect(feedbackViews(answers, locale)).toEqual(report.feedback);
      }
    });

    it(`every prompt tells the assistant how the company's customers buy (${locale})`, () => {
      const expected = {
        // A business that sells only to consumers serves them at its shop, not "at our shop or office".
        'micro-consumer': {
          en: 'in person, at our shop.',
          ro: 'direct, la magazinul nostru.',
        },
        'b2b-service': { en: 'through our sales people', ro: 'prin oamenii noștri de vânzări' },
        mixed: { en: 'online, in our shop or app', ro: 'online, în magazinul sau aplicația noastră' },
      } as const;
      for (const [id, words] of Object.entries(expected)) {
        const answers = profileAnswers(profile(id as keyof typeof expected));
        const prompts = allPrompts(
          answers,
          { companyName: 'Exemplu SRL', jobTitle: null, employees: 8 },
          locale,
        );
        expect(prompts.length, id).toBe(STEPS.length);
        for (const p of prompts) expect(p.context, `${id} ${p.stepName}`).toContain(words[locale]);
      }
    });

    it(`a firm with sales people keeps them in its advice (${locale})`, () => {
      const report = buildReport(profileAnswers(profile('b2b-service')), locale);
      expect(unquoted(report)).toMatch(SELLS[locale]);
    });
  }
});

describe('a prompt agrees with what the company already does', () => {
  it('the bakery, which forecasts its sales by hand, is not called a company that does not forecast (en, ro)', () => {
    const answers = profileAnswers(profile('micro-consumer'));
    for (const [locale, already, never] of [
      ['en', /Who forecasts your sales for the next quarter\?/, /does not yet forecast/],
      ['ro', /prognoza vânzărilor|prognozează vânzările/, /nu face încă prognoze/],
    ] as const) {
      const p = allPrompts(
        answers,
        { companyName: 'Exemplu SRL', jobTitle: null, employees: 8 },
        locale,
      ).find((x) => x.stepNumber === 9)!;
      expect(p.context, locale).toMatch(already);
      expect(p.aiRole, locale).not.toMatch(never);
      expect(p.aiRole, locale).toMatch(
        locale === 'en' ? /builds on what we already do/ : /pornește de la ce facem deja/,
      );
    }
  });
});

describe('every roadmap task names who answers for it', () => {
  for (const p of PROFILES)
    for (const locale of LOCALES)
      it(`${p.id} (${locale}): an owner line on each task, "you" for a marketer who works alone`, () => {
        const answers = profileAnswers(p);
        const { tasks } = buildReport(answers, locale).roadmap;
        const line = locale === 'en' ? /Owner: ([^.]+)\./ : /Cine răspunde: ([^.]+)\./;
        for (const t of tasks) expect(t.description, t.title).toMatch(line);
        if (contextFacts(answers)['team.size'] === '1')
          for (const t of tasks)
            expect(t.description.match(line)![1], t.title).toMatch(locale === 'en' ? /^You\b/ : /^Voi(,|$)/);
      });
});

describe('the first 90 days answer the biggest gaps', () => {
  const answers = taskAnswersStep;
  for (const p of PROFILES)
    for (const locale of LOCALES)
      it(`${p.id} (${locale}): each gap the summary names that a funded task answers has one in the first 90 days, unless the quarter is full`, () => {
        const report = buildReport(profileAnswers(p), locale);
        const size = contextFacts(profileAnswers(p))['company.size'];
        const firstMax = size === '1-9' || size === '10-49' ? 5 : 7;
        const first = report.roadmap.tasks.filter((t) => t.horizon === '0-3');
        for (const g of report.summary!.gaps) {
          const funded = report.roadmap.tasks.filter((t) => !t.whenBudgetAllows && answers(t, g.stepId));
          if (funded.length === 0 || first.length >= firstMax) continue;
          expect(
            first.some((t) => answers(t, g.stepId)),
            `${g.stepId}: ${first.map((t) => t.title).join(' | ')}`,
          ).toBe(true);
        }
      });

  // The bakery's budget reaches a task for one of its biggest gaps after its practices, its
  // critical work and its channel test; the b2b firm's first quarter holds three critical tasks
  // and its funnel fix, and still a place for its biggest gap, Clarity (kept through the cap on
  // tasks); the consultancy's three biggest gaps each get a task priced as its people's time (a
  // spreadsheet forecast, lead routing rules left to run, the ten fields of a customer record),
  // funded within its €8,333.
  const cases = [
    ['micro-consumer', ['PREDICTII']],
    ['b2b-service', ['CLARITATE']],
    ['human-heavy', ['PREDICTII', 'SISTEME', 'INTEGRARE']],
  ] as const;
  for (const [id, steps] of cases)
    for (const locale of LOCALES)
      it(`${id}: ${steps.join(' and ')} among its biggest gaps, answered in its first 90 days (${locale})`, () => {
        const report = buildReport(profileAnswers(profile(id)), locale);
        const first = report.roadmap.tasks.filter((t) => t.horizon === '0-3' && !t.whenBudgetAllows);
        for (const step of steps) {
          expect(report.summary!.gaps.map((g) => g.stepId)).toContain(step);
          expect(
            first.some((t) => answers(t, step)),
            `${step}: ${first.map((t) => t.title).join(' | ')}`,
          ).toBe(true);
        }
      });
});

describe('a practice people carry out themselves does not wait for budget', () => {
  for (const p of PROFILES)
    for (const locale of LOCALES)
      it(`${p.id} (${locale}): a practice waits only behind other practices`, () => {
        const answers = profileAnswers(p);
        const report = buildReport(answers, locale);
        const size = sizeClassOf(factMid(contextFacts(answers), 'company.size')) ?? 'small';
        const peopleCost = scaled(TASK_BUDGET_EUR.startByPeople, BUDGET_MULTIPLIER[size]);
        const practice = (t: GeneratedTask) =>
          t.budgetEur[0] === peopleCost[0] && t.budgetEur[1] === peopleCost[1];
        const { tasks } = report.roadmap;
        if (tasks.some((t) => practice(t) && t.whenBudgetAllows))
          for (const t of tasks.filter((x) => !x.whenBudgetAllows)) expect(practice(t), t.title).toBe(true);
      });

  for (const locale of LOCALES)
    it(`the consultancy's €100–€500 practices are all funded, within its €8,333 cap (${locale})`, () => {
      const report = buildReport(profileAnswers(profile('human-heavy')), locale);
      const practices = report.roadmap.tasks.filter((t) => t.budgetEur[0] === 100 && t.budgetEur[1] === 500);
      expect(practices.length).toBeGreaterThanOrEqual(3);
      expect(practices.filter((t) => t.whenBudgetAllows)).toEqual([]);
      expect(report.roadmap.investmentEur[1]).toBeLessThanOrEqual(report.roadmap.budgetCapEur);
    });
});

describe('a budget that pays for a few tasks spreads them over the year', () => {
  // The bakery's and the consultancy's budgets fund 5–6 tasks: all of them used to start in the
  // first 90 days, leaving the rest of the year to tasks waiting for budget.
  for (const id of ['micro-consumer', 'human-heavy'] as const)
    it(`${id}: funded work in the first 90 days and in the second quarter, before what waits for budget`, () => {
      const { tasks } = buildReport(profileAnswers(profile(id)), 'en').roadmap;
      const funded = tasks.filter((t) => !t.whenBudgetAllows);
      expect(tasks.some((t) => t.whenBudgetAllows)).toBe(true);
      expect(funded.filter((t) => t.horizon === '0-3').length).toBeGreaterThan(0);
      expect(funded.filter((t) => t.horizon === '3-6').length).toBeGreaterThan(0);
      expect(funded.filter((t) => t.horizon === '0-3').length).toBeLessThanOrEqual(
        Math.max(4, Math.ceil(funded.length / 2) + 2),
      );
      // The budget carries work through the year: funded tasks after month 6 too, and what waits
      // for budget (paid from what the first ones save or earn) never before month 6.
      expect(funded.some((t) => t.horizon === '6-9' || t.horizon === '9-12')).toBe(true);
      for (const t of tasks.filter((x) => x.whenBudgetAllows))
        expect(['6-9', '9-12'], t.title).toContain(t.horizon);
    });
});

describe('a company that barely uses AI starts on its own work, not on rules for AI', () => {
  it.each(LOCALES)(
    '%s: the consultancy (marketing by hand) opens with its funnel and its own practices; its AI policy follows later in the year',
    (locale) => {
      const { tasks } = buildReport(profileAnswers(profile('human-heavy')), locale).roadmap;
      const governance = (t: GeneratedTask) =>
        t.source.kind === 'strategy' && (GOVERNANCE_STRATEGIES as readonly string[]).includes(t.source.id);
      expect(tasks.filter((t) => t.horizon === '0-3' && governance(t))).toEqual([]);
      const policy = tasks.find((t) => t.source.kind === 'strategy' && t.source.id === 'ai-governance');
      expect(policy).toBeDefined();
      expect(policy!.horizon).not.toBe('0-3');
    },
  );
});

describe('the first actions reach the diagnosis above them', () => {
  // The growth task takes the place of a first action that answers none of the biggest gaps: the
  // retailer keeps its brand voice guide (Courage), the bakery its tracking check (Systems).
  for (const [id, step] of [
    ['ai-heavy', 'CURAJ'],
    ['micro-consumer', 'SISTEME'],
  ] as const)
    it(`${id}: a first action answers ${step}, one of its biggest gaps, beside the growth task`, () => {
      const report = buildReport(profileAnswers(profile(id)), 'en');
      const first = report.roadmap.tasks.filter((t) => t.horizon === '0-3');
      const acted = report.summary!.actions.map((a) => first.find((t) => t.title === a.title)!);
      expect(report.summary!.gaps.map((g) => g.stepId)).toContain(step);
      expect(acted.some((t) => taskAnswersStep(t, step))).toBe(true);
      expect(acted.some(isGrowthTask)).toBe(true);
    });
});

describe('a governance task says why with its own activity', () => {
  it.each(LOCALES)(
    '%s: the bakery, whose AI runs nothing risky alone, checks its AI tools’ terms, not a list of risky outputs',
    (locale) => {
      const { tasks } = buildReport(profileAnswers(profile('micro-consumer')), locale).roadmap;
      const governance = tasks.filter((t) => t.source.kind === 'strategy' && t.source.id === 'ai-governance');
      expect(governance.map((t) => t.source.questionIds)).not.toContainEqual(
        expect.arrayContaining(['transformare-ethics-review']),
      );
      const check = governance.find((t) => t.source.questionIds?.includes('transformare-vendor-terms'));
      expect(check, governance.map((t) => t.title).join(' | ')).toBeDefined();
      expect(check!.title).toBe(
        locale === 'en'
          ? 'Check every AI tool you use against one checklist'
          : 'Verificați fiecare instrument AI folosit cu aceeași listă',
      );
    },
  );
});

describe('the automation task names the repetitive work it automates first', () => {
  it('research done by hand further off than operations: its Why still opens on the operations work', () => {
    // Clarity's AI-led activities done by people alone (A), Systems' led by people with AI's help
    // (B): the research is further from its ideal, the operations work is what the task automates.
    const answers = perfectAnswers().map((a) => {
      const q = getQuestion(a.questionId)!;
      if (q.kind !== 'activity' || (q.activity.ideal !== 'C' && q.activity.ideal !== 'D')) return a;
      if (q.step.key === 'CLARITATE') return answerKey(q, 'A');
      if (q.step.key === 'SISTEME') return answerKey(q, 'B');
      return a;
    });
    const { tasks } = buildReport(answers, 'en').roadmap;
    const task = tasks.find((t) => t.title.startsWith('List the ten most frequent manual tasks'));
    expect(task, tasks.map((t) => t.title).join(' | ')).toBeDefined();
    const first = getQuestion(task!.source.questionIds![0]!)!;
    expect(
      first.kind === 'activity' && ['SISTEME', 'INTEGRARE', 'PREDICTII', 'IMPACT'].includes(first.step.key),
    ).toBe(true);
  });
});

describe('the channels the owner named start within six months', () => {
  for (const p of PROFILES)
    it(`${p.id}: each funded task of the channel strategy starts by month 6, so a six-month test ends within the year`, () => {
      const { tasks } = buildReport(profileAnswers(p), 'en').roadmap;
      const channel = tasks.filter(
        (t) => t.source.kind === 'strategy' && t.source.id === 'channel-portfolio' && !t.whenBudgetAllows,
      );
      expect(channel.length).toBeGreaterThan(0);
      for (const t of channel) expect(['0-3', '3-6'], t.title).toContain(t.horizon);
    });
});

describe('the channel test beside the best channel takes a less pressing strategy’s place, not an activity’s', () => {
  it('the IT firm keeps its weekly meeting with its two sales people', () => {
    const { tasks } = buildReport(profileAnswers(profile('b2b-service')), 'en').roadmap;
    expect(tasks.map((t) => t.title)).toContain('Start a weekly thirty-minute meeting with whoever sells');
    expect(tasks.some((t) => /^Test SEO for 6 months/.test(t.title))).toBe(true);
  });
});

describe('the channel that brings the customers is grown from the first 90 days where they have room', () => {
  it('the consultancy: its events are followed up in the first 90 days, beside its funnel fix', () => {
    const { tasks } = buildReport(profileAnswers(profile('human-heavy')), 'en').roadmap;
    const grow = tasks.find((t) => t.title.startsWith('Get more customers from events'));
    expect(grow?.horizon).toBe('0-3');
    expect(tasks.find((t) => t.title.startsWith('Raise visitor → lead'))?.horizon).toBe('0-3');
  });
});

describe('the channel that brings the most customers is grown, not only protected', () => {
  // Each example named a best channel other than its untapped one: the habits that channel rewards,
  // with the company's own people, before and beside the test of the other channel.
  const habits = {
    'human-heavy': [/within 48 hours/, /one introduction/, /în 48 de ore/, /o recomandare/],
    'b2b-service': [/top three partners/, /introductions/, /primii trei parteneri/, /recomandări/],
    'micro-consumer': [/weekly rhythm/, /tag you/, /ritm săptămânal/, /să vă menționeze/],
  } as const;
  for (const [id, [en1, en2, ro1, ro2]] of Object.entries(habits))
    for (const locale of LOCALES)
      it(`${id} (${locale}): a task grows it with people’s time, funded, priced as their time, beside the channel test`, () => {
        const answers = profileAnswers(profile(id as keyof typeof habits));
        const { tasks } = buildReport(answers, locale).roadmap;
        const channel = tasks.filter(
          (t) => t.source.kind === 'strategy' && t.source.id === 'channel-portfolio',
        );
        const grow = channel.find((t) => /Get more customers|Obțineți mai mulți clienți/.test(t.title));
        expect(grow, channel.map((t) => t.title).join(' | ')).toBeDefined();
        expect(grow!.description).toMatch(locale === 'en' ? en1 : ro1);
        expect(grow!.description).toMatch(locale === 'en' ? en2 : ro2);
        expect(grow!.whenBudgetAllows ?? false).toBe(false);
        const size = sizeClassOf(factMid(contextFacts(answers), 'company.size'))!;
        expect(grow!.budgetEur).toEqual(scaled(TASK_BUDGET_EUR.startByPeople, BUDGET_MULTIPLIER[size]));
        // The test of the untapped channel keeps its place beside it.
        expect(channel.some((t) => /^(Test|Testați)/.test(t.title))).toBe(true);
      });
});

describe('how the company wins customers is funded early', () => {
  const GROWTH = ['channel-portfolio', 'content-gaps', 'funnel-repair', 'peso-rebalancing'];
  const growth = (t: GeneratedTask) => t.source.kind === 'strategy' && GROWTH.includes(t.source.id);
  // The bakery, the consultancy and the start-up spend under €8,400 a year on their roadmap: their
  // growth task used to wait for the fourth quarter or for budget, behind rules and foundations;
  // the retailer's first quarter has room beside its critical work.
  // The funnel stage the summary names comes first where it is far below (a high-priority fix),
  // else the channel the owner named.
  const cases = [
    ['micro-consumer', 'Get more customers from organic social, the channel that already brings the most'],
    ['human-heavy', 'Raise visitor → lead conversion from about 0.3% toward 2.5%'],
    ['mixed', 'Raise lead → customer from about 0.5% toward 3.8%: one definition, fast follow-up'],
    ['ai-heavy', 'Get more customers from paid social, the channel that already brings the most'],
  ] as const;
  for (const [id, title] of cases)
    it(`${id}: its growth task is funded and starts in the first 90 days`, () => {
      const { tasks } = buildReport(profileAnswers(profile(id)), 'en').roadmap;
      const test = tasks.find((t) => t.title === title);
      expect(test, tasks.map((t) => t.title).join(' | ')).toBeDefined();
      expect(test!.whenBudgetAllows ?? false).toBe(false);
      expect(test!.horizon).toBe('0-3');
    });

  it.each(LOCALES)(
    '%s: a consumer business tests e-mail on its own customers, judged on their repeat purchases, not on the cost per new customer',
    (locale) => {
      for (const id of ['micro-consumer', 'ai-heavy'] as const) {
        const test = buildReport(profileAnswers(profile(id)), locale).roadmap.tasks.find(
          (t) =>
            t.source.kind === 'strategy' && t.source.id === 'channel-portfolio' && /e-mail/.test(t.title),
        );
        expect(test, id).toBeDefined();
        const text = [test!.description, ...test!.targetKpis, ...test!.recommendedTools].join(' ');
        expect(text).toMatch(
          locale === 'en' ? /repeat purchases by subscribers/ : /cumpărărilor repetate ale abonaților/,
        );
        expect(text).not.toMatch(locale === 'en' ? /cost per new customer/ : /costul pe client nou/);
        // Sign-ups where its customers buy: in person at the bakery, at checkout for the online shop.
        const elsewhere =
          id === 'micro-consumer'
            ? { en: /checkout/, ro: /finalizarea comenzii/ }
            : { en: /in person/, ro: /în persoană/ };
        expect(text).not.toMatch(elsewhere[locale]);
      }
    },
  );

  for (const p of PROFILES)
    it(`${p.id}: a growth task is funded whenever one made the roadmap and fits after the practices and critical work`, () => {
      const { tasks, budgetCapEur } = buildReport(profileAnswers(p), 'en').roadmap;
      const candidates = tasks.filter(growth);
      if (candidates.length === 0) return;
      const before = tasks
        .filter((t) => !t.whenBudgetAllows && (t.priority === 'critical' || t.budgetEur[1] <= 500))
        .reduce((sum, t) => sum + t.budgetEur[1], 0);
      if (candidates.every((t) => before + t.budgetEur[1] > budgetCapEur)) return;
      expect(candidates.filter((t) => !t.whenBudgetAllows).length, p.id).toBeGreaterThan(0);
    });
});
