/**
 * Strategy `funnel-repair` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import { lowerFirst } from '../../../roadmap/render.js';
import { fillText } from '../../../roadmap/render.js';
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import type { StrategyDef, StrategyTexts, TaskPick } from '../define.js';
import type { Localized } from '../../../i18n/localized.js';
import { factQuestionId } from '../../../bank/index.js';
import { CONTEXT_FACTS, type ContextFactKey, type FactBand } from '../../../bank/context-facts.js';
import { factMid, type ContextFacts } from '../../answers.js';
import { fill, formatPercent, pct, round1 } from '../format.js';
import { FUNNEL_STAGE_LABELS } from '../labels.js';
import type { FunnelIssueData, Rule, RuleOutcome } from '../rule.js';
import { FUNNEL_BENCHMARKS, FUNNEL_PRIORITY_SHORTFALL } from '../tables.js';
import { FUNNEL_STAGES, STRATEGY_PRIORITIES, type FunnelStage, type StrategyPriority } from '../types.js';

/** The second half of a stage task's KPI when its first step stops short of the benchmark. */
const THEN_TOWARD: Localized = { en: ', then toward {benchmark}', ro: ', apoi spre {benchmark}' };

/** Whether the company sells to consumers only (no sales team to agree a lead definition with). */
function consumerOnly(o: RuleOutcome): boolean {
  return o.data?.kind === 'funnel' && o.data.consumerOnly;
}

/** Whether the rule found `stage` below its benchmark by at least the medium shortfall. */
function weakStage(stage: FunnelStage): (o: RuleOutcome) => boolean {
  return (o) =>
    o.data?.kind === 'funnel' && o.data.issues.some((i) => i.stageKey === stage && i.priorityKey !== 'low');
}

const TEXTS: StrategyTexts = {
  name: { en: 'Repair the weak funnel stages', ro: 'Reparați etapele slabe ale pâlniei de vânzare' },
  impact: {
    en: 'Lifting the weakest stage to the typical rate raises revenue from the traffic you already pay for; a fix at stage level usually beats buying more visitors.',
    ro: 'Aducerea etapei celei mai slabe la nivelul tipic crește veniturile din traficul pe care îl plătiți deja; o corecție la nivel de etapă aduce de obicei mai mult decât cumpărarea de vizitatori noi.',
  },
  tactics: [
    {
      en: 'Start with the highest-priority stage below and change one stage at a time, so you can see which change moved the rate.',
      ro: 'Începeți cu etapa cu prioritatea cea mai mare de mai jos și schimbați câte o etapă pe rând, ca să vedeți ce schimbare a mișcat rata.',
    },
    {
      en: 'Visitor → lead: one clear offer per landing page and shorter forms; AI generates the variants, a person chooses which ones to test.',
      ro: 'Vizitator → lead: o singură ofertă clară pe fiecare landing page și formulare mai scurte; AI-ul generează variantele, un om alege pe care le testați.',
      when: weakStage('visitorToLead'),
    },
    {
      en: 'Lead → customer: write down with whoever sells what a qualified lead is, follow each one up within one working day and log in your customer records why deals are lost.',
      ro: 'Lead → client: stabiliți în scris, împreună cu cei care vând, ce înseamnă un lead calificat, reveniți la fiecare în cel mult o zi lucrătoare și notați în baza de clienți de ce pierdeți oportunități.',
      when: (o) => weakStage('leadToCustomer')(o) && !consumerOnly(o),
    },
    {
      en: 'Retention: a welcome sequence for the first 90 days and a check-in before each renewal; AI flags customers at risk, a person calls them.',
      ro: 'Retenție: o serie de mesaje pentru primele 90 de zile și un contact înainte de fiecare reînnoire; AI-ul semnalează clienții cu risc, iar un om îi sună.',
      when: weakStage('retention'),
    },
    {
      en: 'Track the funnel rates every week in one report, from the same source each time, so a change shows within a month.',
      ro: 'Urmăriți săptămânal ratele etapelor pâlniei într-un singur raport, din aceeași sursă de fiecare dată, ca o schimbare să se vadă într-o lună.',
      about: [{ id: 'impact-funnel-conversion', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Agree with whoever sells one written definition of a lead and of a qualified lead before comparing any rate with a benchmark.',
      ro: 'Stabiliți în scris, împreună cu cine vinde, ce înseamnă un lead și un lead calificat, înainte de a compara vreo rată cu un reper.',
      when: (o) => !consumerOnly(o),
    },
    {
      en: 'Sign-up → buyer: send each new sign-up a first-purchase offer within an hour, follow up those who do not buy with the product they looked at, and fix the checkout’s three most common drop-off points.',
      ro: 'Înscriere → cumpărător: trimiteți fiecărei înscrieri noi o ofertă pentru prima comandă în cel mult o oră, reveniți la cei care nu cumpără cu produsul pe care l-au văzut și reparați cele trei locuri din coș unde se abandonează cel mai des.',
      when: (o) => weakStage('leadToCustomer')(o) && consumerOnly(o),
    },
    {
      en: 'Judge each change on six weekly readings of its stage’s rate, never on a single good or bad week.',
      ro: 'Judecați fiecare schimbare după șase citiri săptămânale ale ratei etapei ei, niciodată după o singură săptămână bună sau proastă.',
    },
    {
      en: 'Compare each rate with your own rate a year ago before the benchmark: the benchmarks are medians, a starting point for your sector.',
      ro: 'Comparați fiecare rată întâi cu rata voastră de acum un an, apoi cu reperul: reperele sunt mediane, un punct de plecare pentru sectorul vostru.',
    },
  ],
};

/**
 * Priority of a funnel stage from its relative shortfall `(benchmark − current) / benchmark`
 * (thresholds in `FUNNEL_PRIORITY_SHORTFALL`); `null` when the rate is at or above the
 * benchmark. Example: 1.5 % against 2.5 % falls short by 0.4 → medium.
 */
export function funnelPriority(current: number, benchmark: number): StrategyPriority | null {
  if (!(benchmark > 0) || current >= benchmark) return null;
  const shortfall = (benchmark - current) / benchmark;
  if (shortfall >= FUNNEL_PRIORITY_SHORTFALL.high) return 'high';
  if (shortfall >= FUNNEL_PRIORITY_SHORTFALL.medium) return 'medium';
  return 'low';
}

/** An issue per known stage below its benchmark, with `gap = benchmark − current` (points). */
export function funnelIssues(rates: Partial<Record<FunnelStage, number>>): FunnelIssueData[] {
  return FUNNEL_STAGES.flatMap((stageKey) => {
    const current = rates[stageKey];
    const benchmark = FUNNEL_BENCHMARKS[stageKey];
    const priorityKey = current === undefined ? null : funnelPriority(current, benchmark);
    return current === undefined || priorityKey === null
      ? []
      : [{ stageKey, priorityKey, current, benchmark, gap: round1(benchmark - current) }];
  });
}

/** The context fact behind each funnel stage. */
const STAGE_FACT: Readonly<Record<FunnelStage, ContextFactKey>> = {
  visitorToLead: 'funnel.visitorToLead',
  leadToCustomer: 'funnel.leadToCustomer',
  retention: 'funnel.retention',
};

const join = (parts: readonly Localized[], sep: string): Localized => ({
  en: parts.map((p) => p.en).join(sep),
  ro: parts.map((p) => p.ro).join(sep),
});

const FUNNEL_UNKNOWN: Localized = {
  en: 'You did not give your conversion rates, so the funnel cannot be compared with benchmarks. Start by measuring visitor → lead and lead → customer.',
  ro: 'Nu ați indicat ratele de conversie, deci pâlnia de vânzare nu poate fi comparată cu reperele. Începeți prin a măsura vizitator → lead și lead → client.',
};
/** Where the benchmarks come from (`FUNNEL_BENCHMARKS`), said on every card that compares a rate. */
const FUNNEL_SOURCES: Localized = fill(
  {
    en: 'Benchmarks: visitor → lead {v2l} and lead → customer {l2c}, B2B medians from First Page Sage (2022, 160+ clients); 12-month retention {ret}, the B2B industry mean from First Page Sage (2025). Typical values, not targets: rates vary by industry and deal size.',
    ro: 'Repere: vizitator → lead {v2l} și lead → client {l2c}, mediane B2B de la First Page Sage (2022, peste 160 de clienți); retenția pe 12 luni {ret}, media pe industrii B2B de la First Page Sage (2025). Valori tipice, nu ținte: ratele variază după industrie și valoarea contractelor.',
  },
  {
    v2l: pct(FUNNEL_BENCHMARKS.visitorToLead),
    l2c: pct(FUNNEL_BENCHMARKS.leadToCustomer),
    ret: pct(FUNNEL_BENCHMARKS.retention),
  },
);
const FUNNEL_NONE_BELOW: Localized = {
  en: 'Every stage you gave is at or above the typical rate.',
  ro: 'Toate etapele indicate sunt la nivelul tipic sau peste.',
};
/** The stages at or above the benchmark: strengths to keep while the weak ones are repaired. */
const FUNNEL_STRENGTHS: Localized = {
  en: 'At or above the typical rate, keep what works there: {stages}.',
  ro: 'La nivelul tipic sau peste, păstrați ce funcționează acolo: {stages}.',
};
const FUNNEL_STRENGTH: Localized = {
  en: '{stage} ({band} against {benchmark})',
  ro: '{stage} ({band}, față de {benchmark})',
};
const FUNNEL_NOT_KNOWN: Localized = { en: 'Not known: {stages}.', ro: 'Necunoscute: {stages}.' };
const RETENTION_B2C: Localized = {
  en: 'For consumer sales these B2B medians are a rough guide only, and repeat purchase is not compared with B2B annual retention.',
  ro: 'Pentru vânzările către consumatori, aceste mediane B2B sunt doar un reper aproximativ, iar recumpărarea nu este comparată cu retenția anuală B2B.',
};
const FUNNEL_BELOW: Localized = {
  en: '{stage}: {band} by your answer, against a typical {benchmark}',
  ro: '{stage}: {band}, după răspunsul vostru, față de nivelul tipic de {benchmark}',
};

/**
 * The band text the user chose for a fact, in the running text's own percent style: English
 * writes "0.5%" as `formatPercent` does beside it (the band labels keep the sign on a
 * non-breaking space), Romanian "0,5 %".
 */
function bandText(facts: ContextFacts, key: ContextFactKey): Localized {
  const value = facts[key];
  const text = (CONTEXT_FACTS[key].bands as readonly FactBand[]).find((b) => b.value === value)!.text;
  return { en: lowerFirst(text.en).replace(/(\d)\u00a0%/g, '$1%'), ro: lowerFirst(text.ro) };
}

/**
 * The funnel rates a company gave, as its bands' midpoints (percent); retention only for B2B or
 * mixed sales, as its benchmark is B2B annual retention.
 */
function funnelRates(context: ContextFacts): Partial<Record<FunnelStage, number>> {
  const b2cOnly = context['business.model'] === 'b2c';
  const rates: Partial<Record<FunnelStage, number>> = {};
  for (const s of FUNNEL_STAGES) {
    const mid = s === 'retention' && b2cOnly ? undefined : factMid(context, STAGE_FACT[s]);
    if (mid !== undefined) rates[s] = mid;
  }
  return rates;
}

/**
 * The funnel stage furthest below its benchmark among those at least half short (high priority,
 * `FUNNEL_PRIORITY_SHORTFALL`), for the executive summary: its label, the band the user chose and
 * the benchmark, each in both languages; null when no stage is that far below.
 */
export function weakestFunnelStage(
  context: ContextFacts,
): { stage: Localized; band: Localized; benchmark: Localized } | null {
  const worst = funnelIssues(funnelRates(context))
    .filter((i) => i.priorityKey === 'high')
    .sort((a, b) => b.gap / b.benchmark - a.gap / a.benchmark)[0];
  return worst
    ? {
        stage: FUNNEL_STAGE_LABELS[worst.stageKey],
        band: bandText(context, STAGE_FACT[worst.stageKey]),
        benchmark: pct(worst.benchmark),
      }
    : null;
}

/**
 * Funnel repair: the band midpoints of the funnel facts against the benchmarks; the stages at
 * least 20 % short (medium or high priority) are the problems, and one is enough. Retention is
 * compared only for B2B or mixed sales (its benchmark is B2B annual retention).
 */
const rule: Rule = ({ facts }) => {
  const requiredCount = 1;
  const b2cOnly = facts.context['business.model'] === 'b2c';
  const rates = funnelRates(facts.context);
  const known = FUNNEL_STAGES.filter((s) => rates[s] !== undefined);
  if (known.length === 0) return { problems: [], requiredCount, note: FUNNEL_UNKNOWN };
  const issues = funnelIssues(rates);
  const weak = issues.filter((i) => i.priorityKey !== 'low');
  const problems = weak.map((i) => ({
    label: fill(FUNNEL_BELOW, {
      stage: FUNNEL_STAGE_LABELS[i.stageKey],
      band: bandText(facts.context, STAGE_FACT[i.stageKey]),
      benchmark: pct(i.benchmark),
    }),
    questionIds: [factQuestionId(STAGE_FACT[i.stageKey])],
  }));
  const notes: Localized[] = [FUNNEL_SOURCES];
  if (issues.length === 0) notes.push(FUNNEL_NONE_BELOW);
  const unknown = FUNNEL_STAGES.filter((s) => rates[s] === undefined && !(s === 'retention' && b2cOnly));
  if (unknown.length > 0)
    notes.push(
      fill(FUNNEL_NOT_KNOWN, {
        stages: join(
          unknown.map((s) => FUNNEL_STAGE_LABELS[s]),
          ', ',
        ),
      }),
    );
  const strong = FUNNEL_STAGES.filter((s) => rates[s] !== undefined && rates[s]! >= FUNNEL_BENCHMARKS[s]);
  if (strong.length > 0 && issues.length > 0)
    notes.push(
      fill(FUNNEL_STRENGTHS, {
        stages: join(
          strong.map((s) =>
            fill(FUNNEL_STRENGTH, {
              stage: FUNNEL_STAGE_LABELS[s],
              band: bandText(facts.context, STAGE_FACT[s]),
              benchmark: pct(FUNNEL_BENCHMARKS[s]),
            }),
          ),
          '; ',
        ),
      }),
    );
  if (b2cOnly) notes.push(RETENTION_B2C);
  return {
    problems,
    requiredCount,
    priority: weak.some((i) => i.priorityKey === 'high') ? 'high' : 'medium',
    ...(notes.length > 0 ? { note: join(notes, ' ') } : {}),
    data: { kind: 'funnel', issues, consumerOnly: b2cOnly },
  };
};

/** One task per weak funnel stage, the stage's tactic with its rate and benchmark. */
const FUNNEL_STAGE_TASKS: Readonly<Record<FunnelStage, StrategyTaskDef>> = {
  visitorToLead: {
    tactic: 1,
    texts: {
      title: {
        en: 'Raise visitor → lead conversion from about {current} toward {benchmark}',
        ro: 'Creșteți conversia vizitator → lead de la circa {current} spre {benchmark}',
      },
      action: {
        en: 'Give each landing page one clear offer and a shorter form; AI generates variants of the headline and the form, a person chooses which ones to test, and you run one A/B test a fortnight.',
        ro: 'Dați fiecărui landing page o singură ofertă clară și un formular mai scurt; AI-ul generează variante de titlu și de formular, un om alege pe care le testați și faceți un test A/B la două săptămâni.',
      },
      owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
      kpis: [
        {
          en: 'Visitor → lead at {next} within 2 quarters{then}',
          ro: 'Vizitator → lead la {next} în 2 trimestre{then}',
        },
        { en: '6 A/B tests completed in 3 months', ro: '6 teste A/B încheiate în 3 luni' },
      ],
      expectedResults: {
        en: 'More leads from the traffic you already pay for.',
        ro: 'Mai multe lead-uri din traficul pe care îl plătiți deja.',
      },
      tools: [
        { en: 'Hotjar for form analysis', ro: 'Hotjar pentru analiza formularelor' },
        { en: 'A/B tests in your landing page tool', ro: 'Teste A/B în instrumentul de landing page-uri' },
      ],
    },
    // A site with the traffic of a company under 50 people needs months to conclude one A/B test
    // (a few thousand visits a variant at these rates), and its traffic is mostly not bought.
    smallCompany: {
      action: {
        en: 'Rework your five most-visited pages first: one clear offer on each and a form of three fields at most; AI drafts the headline and form variants, a person chooses. At your traffic an A/B test would take months, so compare each page’s monthly rate with its rate before the change.',
        ro: 'Refaceți întâi cele cinci pagini cu cele mai multe vizite: o singură ofertă clară pe fiecare și un formular de cel mult trei câmpuri; AI-ul propune variante de titlu și de formular, un om alege. La traficul vostru, un test A/B ar dura luni, așa că comparați rata lunară a fiecărei pagini cu cea de dinaintea schimbării.',
      },
      kpis: [
        {
          en: 'Visitor → lead at {next} within 2 quarters{then}',
          ro: 'Vizitator → lead la {next} în 2 trimestre{then}',
        },
        {
          en: '5 most-visited pages reworked in 3 months',
          ro: 'Cele 5 pagini cu cele mai multe vizite refăcute în 3 luni',
        },
      ],
      expectedResults: {
        en: 'More leads from the visitors you already have.',
        ro: 'Mai multe lead-uri din vizitatorii pe care îi aveți deja.',
      },
      tools: [
        { en: 'Hotjar for form analysis', ro: 'Hotjar pentru analiza formularelor' },
        {
          en: 'Monthly conversion by page in your analytics tool',
          ro: 'Conversia lunară pe pagină în instrumentul de analiză',
        },
      ],
    },
  },
  leadToCustomer: {
    tactic: 2,
    texts: {
      title: {
        en: 'Raise lead → customer from about {current} toward {benchmark}: one definition, fast follow-up',
        ro: 'Creșteți rata lead → client de la circa {current} spre {benchmark}: o definiție comună, răspuns rapid',
      },
      action: {
        en: 'Write down with whoever sells what a qualified lead is, follow up every qualified lead within one working day, and log in your customer records why each lost deal was lost; review the reasons monthly.',
        ro: 'Stabiliți în scris, împreună cu cei care vând, ce înseamnă un lead calificat, reveniți la fiecare lead calificat în cel mult o zi lucrătoare și notați în baza de clienți de ce ați pierdut fiecare oportunitate; analizați lunar motivele.',
      },
      owner: {
        en: 'Whoever sells, with whoever leads marketing',
        ro: 'Cine vinde, împreună cu persoana care conduce marketingul',
      },
      kpis: [
        {
          en: 'Lead → customer at {next} within 2 quarters{then}',
          ro: 'Lead → client la {next} în 2 trimestre{then}',
        },
        {
          en: '100% of qualified leads contacted within 1 working day',
          ro: '100 % dintre lead-urile calificate contactate în cel mult 1 zi lucrătoare',
        },
      ],
      expectedResults: {
        en: 'More deals closed from the same leads, and fewer disputes about lead quality.',
        ro: 'Mai multe vânzări încheiate din aceleași lead-uri și mai puține dispute despre calitatea lor.',
      },
      tools: [
        {
          en: 'Loss-reason field in your customer records',
          ro: 'Câmp pentru motivul pierderii, în baza de clienți',
        },
        { en: 'Qualified-lead definition sheet', ro: 'Fișa cu definiția lead-ului calificat' },
      ],
    },
  },
  retention: {
    tactic: 3,
    texts: {
      title: {
        en: 'Raise 12-month customer retention from about {current} toward {benchmark}',
        ro: 'Creșteți retenția clienților pe 12 luni de la circa {current} spre {benchmark}',
      },
      action: {
        en: 'Set up a welcome sequence for the first 90 days and a check-in call before each renewal; AI flags customers at risk from usage and support data, and one named person calls them within a week.',
        ro: 'Configurați o serie de mesaje de bun venit pentru primele 90 de zile și un apel înaintea fiecărei reînnoiri; AI-ul semnalează clienții cu risc pe baza datelor de utilizare și de suport, iar o persoană numită îi sună în cel mult o săptămână.',
      },
      owner: {
        en: 'Whoever looks after existing customers',
        ro: 'Persoana care se ocupă de clienții existenți',
      },
      kpis: [
        {
          en: 'Retention at {next} within 12 months{then}',
          ro: 'Retenția la {next} în 12 luni{then}',
        },
        {
          en: '100% of customers at risk called within 7 days',
          ro: '100 % dintre clienții cu risc sunați în cel mult 7 zile',
        },
      ],
      expectedResults: {
        en: 'More revenue from existing customers, which costs less than winning new ones.',
        ro: 'Mai multe venituri de la clienții existenți, ceea ce costă mai puțin decât câștigarea unora noi.',
      },
      tools: [
        { en: 'E-mail automation in Brevo or Klaviyo', ro: 'Automatizare de e-mail în Brevo sau Klaviyo' },
        {
          en: 'AI churn-risk score on your customer records',
          ro: 'Scorul AI pentru riscul de pierdere, din baza de clienți',
        },
      ],
    },
  },
};
/** The funnel task when only one stage is weak: change one stage at a time, judged on weekly readings. */
const FUNNEL_TRACKING: StrategyTaskDef = {
  tactic: 0,
  byPeople: true,
  texts: {
    title: {
      en: 'Change one funnel stage at a time and judge it on six weekly readings',
      ro: 'Schimbați câte o etapă a pâlniei de vânzare și judecați-o după șase citiri săptămânale',
    },
    action: {
      en: 'Start with the stage “{stage}”: change one thing there (the offer, the form, the follow-up) and, unless an A/B test judges it, read that stage’s rate every week for six weeks before the next change, so you know which change moved it.',
      ro: 'Începeți cu etapa „{stage}”: schimbați un singur lucru acolo (oferta, formularul, revenirea) și, dacă nu o judecă un test A/B, citiți săptămânal rata acelei etape timp de șase săptămâni înainte de următoarea schimbare, ca să știți ce schimbare a mișcat-o.',
    },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: 'One change at a time; each without an A/B test judged on 6 weekly readings before the next',
        ro: 'O singură schimbare odată; fiecare fără test A/B judecată după 6 citiri săptămânale înainte de următoarea',
      },
    ],
    expectedResults: {
      en: 'Clear evidence of which change improved which stage.',
      ro: 'Dovezi clare despre ce schimbare a îmbunătățit fiecare etapă.',
    },
    tools: [
      { en: 'Change log with dates', ro: 'Jurnal al schimbărilor, cu date' },
      {
        en: 'Conversion report by funnel stage',
        ro: 'Raportul de conversie pe etapele pâlniei',
      },
    ],
  },
};

/** Lead → customer for a company that sells to consumers: sign-ups to first purchase. */
const FUNNEL_L2C_CONSUMER: StrategyTaskDef = {
  tactic: 6,
  texts: {
    title: {
      en: 'Raise sign-up → buyer from about {current} toward {benchmark}: first-purchase offer, fast follow-up',
      ro: 'Creșteți rata înscriere → cumpărător de la circa {current} spre {benchmark}: ofertă la prima comandă, revenire rapidă',
    },
    action: {
      en: 'Send each new sign-up a first-purchase offer within an hour, follow up those who have not bought after three days with the product they looked at, and fix the checkout’s three most common drop-off points.',
      ro: 'Trimiteți fiecărei înscrieri noi o ofertă pentru prima comandă în cel mult o oră, reveniți după trei zile la cei care nu au cumpărat cu produsul pe care l-au văzut și reparați cele trei locuri din coș unde se abandonează cel mai des.',
    },
    owner: { en: 'Whoever runs your online shop', ro: 'Persoana care se ocupă de magazinul online' },
    kpis: [
      {
        en: 'Sign-up → buyer at {next} within 2 quarters{then}',
        ro: 'Înscriere → cumpărător la {next} în 2 trimestre{then}',
      },
      {
        en: 'Checkout abandonment down by 10 points in 90 days',
        ro: 'Abandonul coșului mai mic cu 10 puncte în 90 de zile',
      },
    ],
    expectedResults: {
      en: 'More first orders from the sign-ups you already win.',
      ro: 'Mai multe prime comenzi din înscrierile pe care le obțineți deja.',
    },
    tools: [
      { en: 'Welcome flow in your e-mail tool', ro: 'Flux de bun venit în instrumentul de e-mail' },
      {
        en: 'Checkout drop-off report by step',
        ro: 'Raportul abandonurilor pe pașii coșului',
      },
    ],
  },
};

/**
 * The first target of a stage's task: at most double the current rate within two quarters
 * (a credible step), never above the benchmark; one decimal.
 */
export function nextStep(current: number, benchmark: number): number {
  return round1(Math.min(benchmark, current * 2));
}

/** The weakest two stages' tasks, highest priority first; the tracking task when only one is weak. */
function tasks(
  s: Parameters<StrategyDef['tasks']>[0],
  locale: Parameters<StrategyDef['tasks']>[1],
  outcome?: RuleOutcome,
): TaskPick[] {
  const rank = (p: StrategyPriority): number => STRATEGY_PRIORITIES.indexOf(p);
  const weak = (s.details.issues ?? [])
    .filter((i) => i.priorityKey !== 'low')
    .sort((a, b) => rank(a.priorityKey) - rank(b.priorityKey) || b.gap / b.benchmark - a.gap / a.benchmark)
    .slice(0, 2);
  const consumer = outcome ? consumerOnly(outcome) : false;
  const picks: TaskPick[] = weak.map((i) => ({
    def: i.stageKey === 'leadToCustomer' && consumer ? FUNNEL_L2C_CONSUMER : FUNNEL_STAGE_TASKS[i.stageKey],
    values: {
      current: formatPercent(i.current, locale),
      benchmark: formatPercent(i.benchmark, locale),
      next: formatPercent(nextStep(i.current, i.benchmark), locale),
      // The first step reaches the benchmark when the rate is at least half of it.
      then:
        nextStep(i.current, i.benchmark) < i.benchmark
          ? fillText(THEN_TOWARD[locale], { benchmark: formatPercent(i.benchmark, locale) })
          : '',
    },
  }));
  const first = weak[0];
  return picks.length < 2
    ? [
        ...picks,
        {
          def: FUNNEL_TRACKING,
          values: { stage: first ? FUNNEL_STAGE_LABELS[first.stageKey][locale] : '' },
        },
      ]
    : picks;
}

export const FUNNEL_REPAIR: StrategyDef = {
  id: 'funnel-repair',
  category: 'growth',
  priority: 'high',
  timeline: 'now',
  budgetEur: [6000, 20000],
  texts: TEXTS,
  source: 'context',
  rule,
  tasks,
};
