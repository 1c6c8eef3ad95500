/**
 * The whole report of a worked-example company (`profiles.ts`) as plain text, in one language: the
 * executive summary, the overview's focus, every step's feedback with its activities, the
 * triggered strategies, the prompts and the roadmap — what a reader checks before calling the
 * advice done, written to docs/reports/<profile>.<locale>.txt by
 * `pnpm --filter @hai/domain reports` and kept current by a test. Every heading and label written
 * here is in the file's language, taken from the product's own texts where it has them (priority
 * labels, "when budget allows", euro formatting, budget bands) and otherwise from the web app's
 * wording for the same idea (`apps/web/src/locales/<locale>/*.json`).
 */
import { CONTEXT_FACTS } from '../bank/context-facts.js';
import type { Localized } from '../i18n/localized.js';
import type { Locale } from '../i18n/locale.js';
import { contextFacts, factMid } from '../report/answers.js';
import { allPrompts } from '../report/prompts/build.js';
import { buildReport } from '../report/report.js';
import { stepInWords } from '../report/step-words.js';
import { formatEuroAmount, formatEuroRange, quantity, type Unit } from '../report/strategies/format.js';
import { SUMMARY_TEXTS, summaryText } from '../report/summary.js';
import { TASK_PRIORITY_LABELS } from '../roadmap/priority.js';
import { fillText } from '../roadmap/render.js';
import { WHEN_BUDGET_ALLOWS } from '../roadmap/texts-common.js';
import type { EuroRange } from '../roadmap/budget.js';
import type { StepFeedbackView } from '../schemas/report.js';
import { profileAnswers, type Profile } from './profiles.js';

/**
 * Who writes each worked example's prompts ("I work at {company} as {role}."): a plausible
 * company and role for each, in the file's language, and the fixture's one-line description
 * (English) in Romanian for the Romanian file's title. Kept here, not in the shared fixture, which
 * other tests read.
 */
const IDENTITY: Readonly<
  Record<Profile['id'], { company: Localized; role: Localized; descriptionRo: string }>
> = {
  'ai-heavy': {
    company: { en: 'Cartwise', ro: 'Cartwise' },
    role: { en: 'CMO', ro: 'director de marketing (CMO)' },
    descriptionRo:
      'Un retailer online cu 120 de angajați, care vinde consumatorilor, în primul rând prin reclame plătite pe rețelele sociale, și care și-a automatizat în doi ani cea mai mare parte a marketingului',
  },
  'human-heavy': {
    company: { en: 'Arcadia Consulting', ro: 'Arcadia Consulting' },
    role: { en: 'Head of Marketing', ro: 'director de marketing' },
    descriptionRo:
      'O firmă de consultanță B2B cu 25 de angajați, care câștigă proiecte prin evenimente și recomandări și își face marketingul manual',
  },
  mixed: {
    company: { en: 'Tessera Software', ro: 'Tessera Software' },
    role: { en: 'Marketing Lead', ro: 'responsabil de marketing' },
    descriptionRo:
      'Un start-up de software cu 8 angajați, care vinde atât companiilor, cât și consumatorilor, puternic la SEO și inegal în rest',
  },
  'micro-consumer': {
    company: { en: 'Spicul Bakery', ro: 'Brutăria Spicul' },
    role: { en: 'owner', ro: 'proprietar' },
    descriptionRo:
      'O brutărie de familie cu 8 angajați și două magazine, care vinde direct consumatorilor; proprietarul se ocupă singur de marketing, cu rețelele sociale și un newsletter, își ține evidența clienților în instrumentul de newsletter și nu are nici echipă de vânzări, nici CRM',
  },
  'b2b-service': {
    company: { en: 'Nordlink IT', ro: 'Nordlink IT' },
    role: { en: 'Marketing Manager', ro: 'manager de marketing' },
    descriptionRo:
      'O firmă de servicii IT B2B cu 30 de angajați, doi oameni de vânzări și un CRM; marketingul îl fac două persoane și un colaborator extern, cu multă automatizare în CRM și puțină cercetare și planificare',
  },
};

/** Roadmap tasks, counted. */
const TASKS: Unit = { en: ['task', 'tasks'], ro: ['sarcină', 'sarcini'] };

/** The phrase of {@link WHEN_BUDGET_ALLOWS} without its amount: "when budget allows". */
const whenBudgetAllows = (locale: Locale): string =>
  WHEN_BUDGET_ALLOWS[locale].replace(/^\{budget\}\s*—\s*/, '');

/** A step's status as the results page names it (`results.json` `steps.status.*`). */
const STEP_STATUS = {
  'on-target': { en: 'On target', ro: 'La țintă' },
  'too-human': {
    en: 'Adjustment needed — too much human',
    ro: 'Necesită ajustare — prea multă muncă umană',
  },
  'too-ai': { en: 'Adjustment needed — too much AI', ro: 'Necesită ajustare — prea mult AI' },
  insufficient: { en: 'Not enough answers', ro: 'Prea puține răspunsuri' },
  'not-implemented': { en: 'Not implemented', ro: 'Neimplementat' },
} as const satisfies Record<string, Localized>;

/** The status label of a step, as the web app's `statusKind` picks it. */
function stepStatus(f: Pick<StepFeedbackView, 'status' | 'allAnswersAreOptionE'>, locale: Locale): string {
  if (f.allAnswersAreOptionE) return STEP_STATUS['not-implemented'][locale];
  if (f.status === 'on-target') return STEP_STATUS['on-target'][locale];
  if (f.status === 'above-target') return STEP_STATUS['too-human'][locale];
  if (f.status === 'below-target') return STEP_STATUS['too-ai'][locale];
  return STEP_STATUS.insufficient[locale];
}

/** The script's own headings and labels; the web app's wording where it has the same idea. */
const LABELS = {
  focus: { en: 'What your level usually calls for', ro: 'Ce presupune de obicei nivelul vostru' },
  focusField: { en: 'Focus', ro: 'Focus' },
  priorityField: { en: 'Priority', ro: 'Prioritate' },
  timelineField: { en: 'Timeline', ro: 'Orizont de timp' },
  investmentField: { en: 'Investment', ro: 'Investiție' },
  recommendations: { en: 'Critical recommendations', ro: 'Recomandări critice' },
  steps: { en: 'Step by step', ro: 'Pas cu pas' },
  'toward-machine': { en: 'Move toward AI', ro: 'Spre mai mult AI' },
  'toward-human': { en: 'Move toward people', ro: 'Spre mai multă muncă umană' },
  notYet: { en: 'Not done yet', ro: 'Nu se face încă' },
  strategies: { en: 'Recommended strategies', ro: 'Strategii recomandate' },
  problems: { en: 'Identified problems', ro: 'Probleme identificate' },
  note: { en: 'Note', ro: 'Notă' },
  prompts: { en: 'Ready-to-use AI prompts', ro: 'Prompturi AI gata de folosit' },
  roadmap: { en: 'Strategic roadmap', ro: 'Roadmap strategic' },
  funded: { en: 'funded', ro: 'cu finanțare' },
  capGiven: {
    en: 'within a third of the yearly marketing budget given ({band}, taken as {amount})',
    ro: 'în limita unei treimi din bugetul anual de marketing indicat ({band}, socotit la {amount})',
  },
  capAssumed: {
    en: 'within a third of {amount}, the yearly marketing budget assumed for a company of this size (none was given)',
    ro: 'în limita unei treimi din {amount}, bugetul anual de marketing presupus pentru o companie de această mărime (nu a fost indicat)',
  },
  tools: { en: 'Recommended tools', ro: 'Instrumente recomandate' },
  kpis: { en: 'Target KPIs', ro: 'KPI-uri țintă' },
  expected: { en: 'Expected results', ro: 'Rezultate așteptate' },
} as const satisfies Record<string, Localized>;

/** Quoted the locale's way: “…” in English, „…” in Romanian. */
const quoted = (text: string, locale: Locale): string => (locale === 'ro' ? `„${text}”` : `“${text}”`);

/** `n` tasks and their euro range, or "none" when there are none. */
function tasksAndRange(n: number, range: EuroRange, locale: Locale): string {
  if (n === 0) return SUMMARY_TEXTS.none[locale];
  return `${quantity(n, TASKS)[locale]}, ${formatEuroRange(range[0], range[1], locale)}`;
}

const plain = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

/** The report of `p` in `locale`, as the plain text of docs/reports. */
export function reportText(p: Profile, locale: Locale): string {
  const L = (key: keyof typeof LABELS): string => LABELS[key][locale];
  const answers = profileAnswers(p);
  const facts = contextFacts(answers);
  const r = buildReport(answers, locale);
  const description = locale === 'ro' ? IDENTITY[p.id].descriptionRo : p.description;
  const lines: string[] = [`# ${p.id} (${locale}): ${description}`, ''];
  if (r.summary) lines.push(summaryText(r.summary), '');
  const o = r.overview;
  if (o.summary)
    lines.push(
      `## ${L('focus')}: ${L('focusField')}: ${o.summary.focus} | ${L('priorityField')}: ${o.summary.priority} | ${L('timelineField')}: ${o.summary.timeline} | ${L('investmentField')}: ${o.summary.investment}`,
      '',
    );
  lines.push(`## ${L('recommendations')}`, '', ...o.recommendations.map((x) => `- ${x.text}`), '');
  lines.push(`## ${L('steps')}`, '');
  for (const f of r.feedback) {
    lines.push(`### ${f.stepOrder}. ${f.stepName} (${stepStatus(f, locale)})`);
    lines.push(stepInWords(f, locale), plain(f.feedbackText));
    // The text says itself that these questions were not asked.
    if (f.notApplicableText) lines.push(`- ${f.notApplicableText}`);
    for (const a of f.offIdeal)
      lines.push(`- ${L(a.direction)}: ${a.activity} [${a.answerKey} → ${a.idealKey}] ${a.lever}`);
    for (const a of f.notYet) lines.push(`- ${L('notYet')}: ${a.activity} ${a.lever}`);
    lines.push('');
  }
  lines.push(`## ${L('strategies')}`, '');
  if (r.strategies.context.budgetNote) lines.push(r.strategies.context.budgetNote, '');
  for (const s of r.strategies.strategies.filter((x) => x.triggered)) {
    lines.push(`### ${s.name} [${s.priority}, ${s.timeline}, ${s.budget}]`, s.impact);
    for (const t of s.tactics) lines.push(`- ${t}`);
    lines.push(`${L('problems')}:`, ...s.details.problems.map((x) => `  · ${x}`));
    if (s.details.note) lines.push(`${L('note')}: ${s.details.note}`);
    lines.push('');
  }
  lines.push(`## ${L('prompts')}`, '');
  const employees = factMid(facts, 'company.size') ?? null;
  const who = IDENTITY[p.id];
  const profile = { companyName: who.company[locale], jobTitle: who.role[locale], employees };
  for (const pr of allPrompts(answers, profile, locale))
    lines.push(`### ${pr.stepNumber}. ${pr.title}`, pr.context, '', pr.aiRole, '');
  const rm = r.roadmap;
  const deferred = rm.tasks.filter((t) => t.whenBudgetAllows).length;
  const budgetBand = CONTEXT_FACTS['marketing.budget'].bands.find(
    (b) => b.value === facts['marketing.budget'],
  );
  const yearly = formatEuroAmount(rm.budgetYearlyEur, locale);
  const cap =
    budgetBand && !rm.budgetAssumed
      ? fillText(L('capGiven'), { band: budgetBand.text[locale], amount: yearly })
      : fillText(L('capAssumed'), { amount: yearly });
  lines.push(
    `## ${L('roadmap')} (${quantity(rm.tasks.length, TASKS)[locale]}; ${L('funded')}: ${tasksAndRange(rm.tasks.length - deferred, rm.investmentEur, locale)}, ${cap}; ${quoted(whenBudgetAllows(locale), locale)}: ${tasksAndRange(deferred, rm.deferredEur, locale)})`,
    '',
  );
  for (const t of rm.tasks) {
    const priority = TASK_PRIORITY_LABELS[t.priority][locale];
    lines.push(
      `### ${t.orderIndex + 1}. ${t.title} [${priority}, ${t.timeline}, ${t.budget}] (${t.category})`,
      t.description,
      `${L('tools')}: ${t.recommendedTools.join('; ')}`,
      `${L('kpis')}: ${t.targetKpis.join('; ')}`,
      `${L('expected')}: ${t.expectedResults}`,
      '',
    );
  }
  return lines.join('\n');
}
