/**
 * Strategy `content-gaps` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import type { StrategyDef, StrategyTexts, TaskPick } from '../define.js';
import type { Localized } from '../../../i18n/localized.js';
import { factQuestionId } from '../../../bank/index.js';
import { factMid } from '../../answers.js';
import { SIZE_ASSUMED_NOTE } from '../context.js';
import { fill, PIECES, quantity, round1 } from '../format.js';
import { CONTENT_STAGE_LABELS } from '../labels.js';
import type { Rule, RuleOutcome } from '../rule.js';
import { CONTENT_IDEALS, CONTENT_PROBLEM_SHORTFALL, WEAKEST_STAGE_SHARE } from '../tables.js';
import { CONTENT_STAGES, type ContentGaps, type ContentStage, type SizeClass } from '../types.js';
import type { Move } from '../../moves.js';

const TEXTS: StrategyTexts = {
  name: {
    en: 'Close the content gaps along the funnel',
    ro: 'Acoperiți golurile de conținut de-a lungul pâlniei de vânzare',
  },
  impact: {
    en: 'Gives buyers something useful at every stage: awareness pieces bring them in, consideration and decision pieces move them to a purchase, and retention content keeps them.',
    ro: 'Le oferă cumpărătorilor ceva util în fiecare etapă: materialele de notorietate îi aduc, cele de considerare și decizie îi duc spre cumpărare, iar cele de retenție îi păstrează.',
  },
  tactics: [
    {
      en: 'Fill the largest gap first, starting with the questions buyers already ask at that stage.',
      ro: 'Acoperiți întâi cel mai mare gol, începând cu întrebările pe care cumpărătorii le pun deja la acea etapă.',
    },
    {
      en: 'Let AI produce first versions, variants, transcripts and translations from the notes of whoever knows the subject; keep the angle, the examples and the final edit human.',
      ro: 'Lăsați AI-ul să producă primele variante, versiunile alternative, transcrierile și traducerile, pornind de la notițele celor care cunosc subiectul; unghiul, exemplele și editarea finală rămân umane.',
      about: [{ id: 'amplificare-blog-drafts', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Turn each webinar or report into five to ten smaller pieces for several stages instead of starting every piece from scratch.',
      ro: 'Transformați fiecare webinar sau raport în cinci până la zece materiale mai mici, pentru mai multe etape, în loc să porniți fiecare material de la zero.',
      about: [{ id: 'amplificare-long-to-short', states: ['not-yet'] }],
    },
    {
      en: 'Plan the editorial calendar by funnel stage, not only by topic, and compare the monthly count with the ideal.',
      ro: 'Planificați calendarul editorial pe etape ale pâlniei de vânzare, nu doar pe teme, și comparați lunar numărul de materiale cu idealul.',
    },
    {
      en: 'Ask whoever sells and whoever answers customers each month for the five questions buyers asked most, and answer each with one piece.',
      ro: 'Cereți lunar celor care vând și celor care răspund clienților cele cinci întrebări puse cel mai des de cumpărători și răspundeți la fiecare cu un material.',
    },
    {
      en: 'Update the pieces older than two years that still bring visits before writing new ones on the same topic.',
      ro: 'Actualizați materialele mai vechi de doi ani care încă aduc vizite, înainte de a scrie altele noi pe aceeași temă.',
    },
  ],
};

/**
 * Estimated pieces a month per stage: the volume published split by the ideal's shares, except the
 * stage named as weakest, assumed at `WEAKEST_STAGE_SHARE` of its ideal (or less, if the split
 * gives less). `weakest` may be unknown.
 */
export function estimateStages(
  volume: number,
  size: SizeClass,
  weakest: ContentStage | undefined,
): Record<ContentStage, number> {
  const ideal = CONTENT_IDEALS[size];
  const total = CONTENT_STAGES.reduce((n, st) => n + ideal[st], 0);
  const out = {} as Record<ContentStage, number>;
  for (const st of CONTENT_STAGES) {
    const share = (volume * ideal[st]) / total;
    out[st] = round1(st === weakest ? Math.min(share, ideal[st] * WEAKEST_STAGE_SHARE) : share);
  }
  return out;
}

/**
 * Content gaps `ideal − current` per stage (pieces a month; negative = more than the ideal) and
 * `totalGap`, the sum of the shortfalls only.
 */
export function contentGaps(
  current: Record<ContentStage, number>,
  size: SizeClass,
): { gaps: ContentGaps; totalGap: number } {
  const ideal = CONTENT_IDEALS[size];
  const gaps = {} as ContentGaps;
  for (const st of CONTENT_STAGES) gaps[st] = round1(ideal[st] - current[st]);
  const totalGap = round1(CONTENT_STAGES.reduce((n, st) => n + Math.max(0, gaps[st]), 0));
  return { gaps, totalGap };
}

/** Two notes in one. */
const join2 = (a: Localized, b: Localized): Localized => ({ en: `${a.en} ${b.en}`, ro: `${a.ro} ${b.ro}` });

const CONTENT_UNKNOWN: Localized = {
  en: 'You did not say how much you publish or which stage gets the least content, so your content cannot be compared with the ideal for your size.',
  ro: 'Nu ați indicat cât publicați sau ce etapă primește cel mai puțin conținut, deci conținutul nu poate fi comparat cu idealul pentru mărimea voastră.',
};
const CONTENT_ESTIMATED: Localized = {
  en: 'The split by stage is estimated: what you publish is spread as the ideal spreads it, and the stage you named as weakest is assumed to get at most half its ideal.',
  ro: 'Împărțirea pe etape este estimată: ce publicați este repartizat ca în ideal, iar etapa numită cea mai slabă primește, prin ipoteză, cel mult jumătate din idealul ei.',
};
const VOLUME_SHORT: Localized = {
  en: 'About {current} published a month, against about {ideal} for a company your size',
  ro: 'Circa {current} publicate pe lună, față de circa {ideal} pentru o companie de mărimea voastră',
};
const WEAKEST: Localized = {
  en: '{stage}: named as the stage that gets the least content',
  ro: '{stage}: indicată ca etapa care primește cel mai puțin conținut',
};

/**
 * Content gaps: the monthly volume (band midpoint) against the size class's ideal total — a
 * problem when short by `CONTENT_PROBLEM_SHORTFALL` or more — and the stage named as weakest; one
 * problem is enough.
 */
const rule: Rule = ({ facts, ctx }) => {
  const requiredCount = 1;
  const volume = factMid(facts.context, 'content.volume');
  const weakest = facts.context['content.weakestStage'] as ContentStage | undefined;
  if (volume === undefined && weakest === undefined)
    return { problems: [], requiredCount, note: CONTENT_UNKNOWN };
  const ideal = CONTENT_IDEALS[ctx.tableSize];
  const idealTotal = CONTENT_STAGES.reduce((n, st) => n + ideal[st], 0);
  const problems = [];
  if (volume !== undefined && volume <= idealTotal * (1 - CONTENT_PROBLEM_SHORTFALL))
    problems.push({
      label: fill(VOLUME_SHORT, { current: quantity(volume, PIECES), ideal: quantity(idealTotal, PIECES) }),
      questionIds: [factQuestionId('content.volume')],
    });
  if (weakest !== undefined)
    problems.push({
      label: fill(WEAKEST, { stage: CONTENT_STAGE_LABELS[weakest] }),
      questionIds: [factQuestionId('content.weakestStage')],
    });
  const weakestMove: Move[] =
    weakest === undefined ? [] : [{ kind: 'budget', line: `content:${weakest}`, change: 'more' }];
  if (volume === undefined) return { problems, requiredCount, moves: weakestMove };
  const { gaps, totalGap } = contentGaps(estimateStages(volume, ctx.tableSize, weakest), ctx.tableSize);
  const note = ctx.size === null ? join2(CONTENT_ESTIMATED, SIZE_ASSUMED_NOTE) : CONTENT_ESTIMATED;
  // More pieces where a stage is short; a stage above its ideal is not cut (no advice says so).
  const moves = CONTENT_STAGES.filter((st) => gaps[st] > 0).map((st): Move => ({
    kind: 'budget',
    line: `content:${st}`,
    change: 'more',
  }));
  return {
    problems,
    requiredCount,
    note,
    data: { kind: 'content', gaps, totalGap, volume, ...(weakest ? { weakest } : {}) },
    moves,
  };
};

/** Content: fill the stage furthest short of the ideal. */
const CONTENT_FILL: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Add {gap} a month at the “{stage}” stage',
      ro: 'Adăugați lunar {gap} la etapa „{stage}”',
    },
    action: {
      en: 'Of your stages, this one is furthest short: start with {examples}; AI writes first versions from the notes of whoever knows the subject, and a person keeps the angle and the final edit.',
      ro: 'Dintre etape, aceasta are cel mai mare deficit: începeți cu {examples}; AI-ul scrie primele variante din notițele celor care cunosc subiectul, iar un om păstrează unghiul și forma finală.',
    },
    owner: { en: 'Whoever creates your content', ro: 'Persoana care creează conținutul' },
    kpis: [
      {
        en: '{stage}: monthly output up by {gap} within 3 months',
        ro: '{stage}: producția lunară crescută cu {gap} în 3 luni',
      },
    ],
    expectedResults: { en: '{expected}', ro: '{expected}' },
    tools: [
      { en: 'Editorial calendar by funnel stage', ro: 'Calendar editorial pe etape ale pâlniei de vânzare' },
      { en: 'ChatGPT or Claude for first versions', ro: 'ChatGPT sau Claude pentru primele variante' },
    ],
  },
};

/** What to write first at each stage, and what it brings: the fill task's examples and result. */
const STAGE_CONTENT: Readonly<Record<ContentStage, { examples: Localized; expected: Localized }>> = {
  tofu: {
    examples: {
      en: 'short explainers of the problems you solve, answers to the questions people search and a point of view on your market',
      ro: 'explicații scurte ale problemelor pe care le rezolvați, răspunsuri la întrebările pe care oamenii le caută și un punct de vedere despre piața voastră',
    },
    expected: {
      en: 'More people who do not know you yet meet you through a useful answer.',
      ro: 'Mai mulți oameni care nu vă cunosc încă vă întâlnesc printr-un răspuns util.',
    },
  },
  mofu: {
    examples: {
      en: 'comparisons, how-to guides and webinars that help buyers weigh their options',
      ro: 'comparații, ghiduri de utilizare și webinarii care îi ajută pe cumpărători să-și cântărească opțiunile',
    },
    expected: {
      en: 'Buyers who are weighing options find the arguments for you.',
      ro: 'Cumpărătorii care își cântăresc opțiunile găsesc argumentele în favoarea voastră.',
    },
  },
  bofu: {
    examples: {
      en: 'price explanations, case studies and answers to the objections whoever sells hears most',
      ro: 'explicații de preț, studii de caz și răspunsuri la obiecțiile pe care cei care vând le aud cel mai des',
    },
    expected: {
      en: 'Buyers ready to decide find what removes their last doubt.',
      ro: 'Cumpărătorii gata să decidă găsesc ce le înlătură ultima îndoială.',
    },
  },
  retention: {
    examples: {
      en: 'onboarding guides, tips for getting more from what customers bought and news they would want before they buy again',
      ro: 'ghiduri de început, sfaturi pentru a obține mai mult din ce au cumpărat clienții și noutăți pe care le-ar vrea înainte să cumpere din nou',
    },
    expected: {
      en: 'Customers who get more from what they bought, and buy again.',
      ro: 'Clienți care obțin mai mult din ce au cumpărat și cumpără din nou.',
    },
  },
};
/** Content: plan by stage and count monthly. */
const CONTENT_PLAN: StrategyTaskDef = {
  tactic: 3,
  byPeople: true,
  texts: {
    title: {
      en: 'Plan the editorial calendar by funnel stage and count the pieces monthly',
      ro: 'Planificați calendarul editorial pe etape ale pâlniei de vânzare și numărați lunar materialele',
    },
    action: {
      en: 'Tag every planned piece with its funnel stage (TOFU, MOFU, BOFU, retention), and at the monthly content review compare the count per stage with the ideal for your size.',
      ro: 'Etichetați fiecare material planificat cu etapa pâlniei de vânzare (TOFU, MOFU, BOFU, retenție) și comparați, la analiza lunară a conținutului, numărul de materiale pe etapă cu idealul pentru mărimea voastră.',
    },
    owner: { en: 'Whoever creates your content', ro: 'Persoana care creează conținutul' },
    kpis: [
      {
        en: '100% of planned pieces tagged by stage within 30 days; every stage at or above its ideal monthly count within 2 quarters',
        ro: '100 % dintre materialele planificate etichetate pe etape în cel mult 30 de zile; fiecare etapă la sau peste numărul lunar ideal în 2 trimestre',
      },
    ],
    expectedResults: {
      en: 'A balanced content mix that takes prospects from the first visit to purchase and beyond.',
      ro: 'O combinație echilibrată de conținut, care duce potențialii clienți de la prima vizită la cumpărare și mai departe.',
    },
    tools: [
      { en: 'Editorial calendar with a stage field', ro: 'Calendar editorial cu un câmp pentru etapă' },
      { en: 'Monthly count of pieces by stage', ro: 'Numărătoare lunară a materialelor pe etape' },
    ],
  },
};

/**
 * Pieces a month the fill task adds: the stage's gap, rounded up, but at most the company's whole
 * current monthly output (a first step that doubles it), so a small team is not asked to triple.
 */
export function firstStep(gap: number, volume: number | undefined): number {
  return Math.max(1, Math.min(Math.ceil(gap), Math.ceil(volume ?? Infinity)));
}

/** Fill the stage named as weakest (else the one furthest short of the ideal), then plan by stage. */
function tasks(
  s: Parameters<StrategyDef['tasks']>[0],
  locale: Parameters<StrategyDef['tasks']>[1],
  outcome?: RuleOutcome,
): TaskPick[] {
  const d = s.details;
  const gaps = d.gaps !== undefined && !Array.isArray(d.gaps) ? d.gaps : null;
  // Without a volume there are no gaps in pieces: plan by stage, which shows them.
  if (!gaps || d.totalGap === undefined) return [{ def: CONTENT_PLAN }];
  // The stage the user named as the one that gets the least content is the one the problems cite:
  // fill that one while it is short; otherwise the stage furthest short of the ideal.
  const named = outcome?.data?.kind === 'content' ? outcome.data.weakest : undefined;
  const stage =
    named !== undefined && gaps[named] > 0
      ? named
      : [...CONTENT_STAGES].sort((a, b) => gaps[b] - gaps[a])[0]!;
  const values = {
    stage: CONTENT_STAGE_LABELS[stage][locale],
    gap: quantity(
      firstStep(gaps[stage], outcome?.data?.kind === 'content' ? outcome.data.volume : undefined),
      PIECES,
    )[locale],
    examples: STAGE_CONTENT[stage].examples[locale],
    expected: STAGE_CONTENT[stage].expected[locale],
    total: quantity(Math.ceil(d.totalGap), PIECES)[locale],
  };
  return gaps[stage] > 0
    ? [
        { def: CONTENT_FILL, values },
        { def: CONTENT_PLAN, values },
      ]
    : [{ def: CONTENT_PLAN }];
}

export const CONTENT_GAPS: StrategyDef = {
  id: 'content-gaps',
  category: 'growth',
  priority: 'medium',
  timeline: 'quarter',
  budgetEur: [5000, 15000],
  texts: TEXTS,
  source: 'context',
  rule,
  tasks,
};
