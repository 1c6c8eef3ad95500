/**
 * Strategy `peso-rebalancing` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import { lowerFirst } from '../../../roadmap/render.js';
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import type { StrategyDef, StrategyTexts, TaskPick } from '../define.js';
import type { Localized } from '../../../i18n/localized.js';
import { factQuestionId } from '../../../bank/index.js';
import { SIZE_ASSUMED_NOTE } from '../context.js';
import { fill, formatPercent, pct, POINTS, quantity, round1 } from '../format.js';
import { PESO_LABELS } from '../labels.js';
import type { PesoGapData, Rule, RuleOutcome } from '../rule.js';
import { MEDIA_PLAN } from './tools.js';
import { IDEAL_PESO, PESO_PRESETS, PESO_PROBLEM_POINTS } from '../tables.js';
import { PESO_CHANNELS, type PesoChannel, type PesoMix, type SizeClass } from '../types.js';
import type { Move } from '../../moves.js';

/** Whether the rule found `channel` under its ideal share by at least the problem threshold. */
function under(channel: PesoChannel): (o: RuleOutcome) => boolean {
  return (o) =>
    o.data?.kind === 'peso' &&
    o.data.gaps.some((g) => g.channelKey === channel && g.gap >= PESO_PROBLEM_POINTS);
}

const TEXTS: StrategyTexts = {
  name: { en: 'Rebalance your PESO media mix', ro: 'Reechilibrați mixul media PESO' },
  impact: {
    en: 'Moves new budget and effort toward the media types under their ideal for a company your size, so your reach stops depending on one type of media; the ideal mix is this product’s assumption, a starting point to discuss.',
    ro: 'Mută bugetul nou și efortul către tipurile de media aflate sub ideal pentru o companie de mărimea voastră, ca vizibilitatea să nu mai depindă de un singur tip de media; mixul ideal este o ipoteză a acestui produs, un punct de plecare pentru discuție.',
  },
  tactics: [
    {
      en: 'Close the gap over two quarters, a sixth of it each month, with new or freed budget, and check the cost per lead after each step.',
      ro: 'Reduceți diferența în două trimestre, câte o șesime pe lună, cu buget nou sau eliberat, și verificați costul pe lead după fiecare pas.',
    },
    {
      en: 'Turn your best-performing pieces into evergreen pages and a newsletter sequence, so traffic lands on assets you keep.',
      ro: 'Transformați materialele cu cele mai bune rezultate în pagini permanente și într-o serie de newslettere, ca traficul să ajungă pe resurse care rămân ale voastre.',
      when: under('owned'),
    },
    {
      en: 'Plan one data-led story a quarter (a survey, an index, a customer study) and offer it to five journalists you already know.',
      ro: 'Pregătiți în fiecare trimestru o poveste bazată pe date (un sondaj, un indice, un studiu despre clienți) și propuneți-o la cinci jurnaliști pe care îi cunoașteți deja.',
      when: under('earned'),
    },
    {
      en: 'Let AI move paid budget daily within limits you set; keep the split between the four media types a quarterly human decision.',
      ro: 'Lăsați AI-ul să mute zilnic bugetul plătit, în limitele pe care le stabiliți; împărțirea între cele patru tipuri de media rămâne o decizie umană, trimestrială.',
      about: [{ id: 'convergenta-budget-shifts', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Fund the media types under their ideal before adding budget to those above it.',
      ro: 'Finanțați întâi tipurile de media aflate sub ideal, înainte de a adăuga buget celor aflate peste.',
    },
    {
      en: 'Review the split once a quarter against the cost per lead of each media type, and write down the decision.',
      ro: 'Analizați împărțirea o dată pe trimestru față de costul pe lead al fiecărui tip de media și notați decizia.',
    },
  ],
};

/** Per-channel gaps `ideal − current` (points, one decimal) against the size class's ideal mix. */
export function pesoGaps(current: PesoMix, size: SizeClass): PesoGapData[] {
  const ideal = IDEAL_PESO[size];
  return PESO_CHANNELS.map((channelKey) => ({
    channelKey,
    gap: round1(ideal[channelKey] - current[channelKey]),
    current: current[channelKey],
    ideal: ideal[channelKey],
  }));
}

const PESO_UNKNOWN: Localized = {
  en: 'You did not say where most of your budget goes, so the mix cannot be compared with the ideal for your size.',
  ro: 'Nu ați indicat unde merge cea mai mare parte a bugetului, deci mixul nu poate fi comparat cu idealul pentru mărimea voastră.',
};
const PESO_ESTIMATED: Localized = {
  en: 'Your mix is estimated from the media type you said takes most of the budget (55 % to it, 15 % to each of the others), and the ideal mix for your size is this product’s assumption, a starting point to discuss.',
  ro: 'Mixul vostru este estimat din tipul de media despre care ați spus că primește cea mai mare parte a bugetului (55 % pentru el, câte 15 % pentru celelalte), iar mixul ideal pentru mărimea voastră este o ipoteză a acestui produs, un punct de plecare pentru discuție.',
};
const PESO_OVER: Localized = {
  en: '{channel}: about {current} of your mix against an ideal {ideal} for your size, {gap} too much',
  ro: '{channel}: circa {current} din mixul vostru, față de idealul de {ideal} pentru mărimea voastră, cu {gap} prea mult',
};
const PESO_UNDER: Localized = {
  en: '{channel}: about {current} of your mix against an ideal {ideal} for your size, {gap} too little',
  ro: '{channel}: circa {current} din mixul vostru, față de idealul de {ideal} pentru mărimea voastră, cu {gap} prea puțin',
};

/**
 * PESO rebalancing: the mix estimated from the leading media type (`PESO_PRESETS`) against the
 * ideal for the size class; a problem per media type at least `PESO_PROBLEM_POINTS` points off,
 * and two are needed (the gaps sum to zero, so a real imbalance always shows on two types).
 */
const rule: Rule = ({ facts, ctx }) => {
  const requiredCount = 2;
  const lead = facts.context['peso.lead'] as keyof typeof PESO_PRESETS | undefined;
  if (lead === undefined) return { problems: [], requiredCount, note: PESO_UNKNOWN };
  const current = { ...PESO_PRESETS[lead] };
  const gaps = pesoGaps(current, ctx.tableSize);
  const questionIds = [factQuestionId('peso.lead')];
  const problems = gaps
    .filter((g) => Math.abs(g.gap) >= PESO_PROBLEM_POINTS)
    .map((g) => ({
      label: fill(g.gap < 0 ? PESO_OVER : PESO_UNDER, {
        channel: PESO_LABELS[g.channelKey],
        current: pct(g.current),
        ideal: pct(g.ideal),
        gap: quantity(Math.abs(g.gap), POINTS),
      }),
      questionIds,
    }));
  const notes = ctx.size === null ? [PESO_ESTIMATED, SIZE_ASSUMED_NOTE] : [PESO_ESTIMATED];
  const moves = pesoMoves(gaps);
  return {
    problems,
    requiredCount,
    note: { en: notes.map((n) => n.en).join(' '), ro: notes.map((n) => n.ro).join(' ') },
    data: { kind: 'peso', current, gaps },
    moves,
  };
};

/**
 * The budget moves of a PESO gap list (no two recommendations move one budget opposite
 * ways): `more` for each media type at least `PESO_PROBLEM_POINTS` under its ideal. The mix is an
 * estimate from the one media type the user named as leading, so the advice grows the types under
 * their ideal with new or freed budget rather than cutting the leading one, which may hold the
 * channel that brings the most customers.
 */
export function pesoMoves(gaps: readonly PesoGapData[]): Move[] {
  return gaps
    .filter((g) => g.gap >= PESO_PROBLEM_POINTS)
    .map((g): Move => ({ kind: 'budget', line: `peso:${g.channelKey}`, change: 'more' }));
}

/** What growing each media type brings, the grow task's expected result. */
const GROWTH_RESULT: Readonly<Record<PesoChannel, Localized>> = {
  owned: {
    en: 'Audiences you own, which keep paying back after the campaigns end.',
    ro: 'Audiențe proprii, care continuă să aducă rezultate după încheierea campaniilor.',
  },
  earned: {
    en: 'Credibility and reach that paid media cannot buy.',
    ro: 'Credibilitate și vizibilitate pe care media plătită nu le poate cumpăra.',
  },
  shared: {
    en: 'Reach through people who pass your content on, at no media cost.',
    ro: 'Vizibilitate prin oamenii care vă distribuie conținutul, fără cost de media.',
  },
  paid: {
    en: 'Reach you can switch on and scale when a campaign needs it.',
    ro: 'Vizibilitate pe care o puteți porni și extinde când o campanie are nevoie de ea.',
  },
};

/** PESO: grow the most under-weighted media type before adding to the most over-weighted one. */
const PESO_SHIFT: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Grow {to} toward {toIdeal} of the mix before adding budget to {from}',
      ro: 'Creșteți {to} spre {toIdeal} din mixul media înainte de a adăuga buget la {from}',
    },
    action: {
      en: 'Over two quarters, put new or freed budget and effort into {to} first, a sixth of the gap each month, and keep {from} where it is; check the cost per lead after each month and pause if it rises by more than 15%.',
      ro: 'Timp de două trimestre, puneți întâi bugetul nou sau eliberat și efortul în {to}, câte o șesime din diferență pe lună, și lăsați {from} la nivelul actual; verificați costul pe lead după fiecare lună și opriți-vă dacă acesta crește cu peste 15 %.',
    },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: '{toLabel}: from about {toCurrent} to {toIdeal} of the mix within 2 quarters',
        ro: '{toLabel}: de la circa {toCurrent} la {toIdeal} din mixul media în 2 trimestre',
      },
      {
        en: 'Cost per lead no more than 15% above today after each step',
        ro: 'Costul pe lead cu cel mult 15 % peste nivelul actual după fiecare pas',
      },
    ],
    expectedResults: { en: '{expected}', ro: '{expected}' },
    tools: [MEDIA_PLAN, { en: 'Cost-per-lead report by channel', ro: 'Raport de cost pe lead pe canale' }],
  },
};
const PESO_OWNED: StrategyTaskDef = {
  tactic: 1,
  texts: {
    title: {
      en: 'Turn your best-performing pieces into evergreen pages and a newsletter sequence',
      ro: 'Transformați materialele cu cele mai bune rezultate în pagini permanente și o serie de newslettere',
    },
    action: {
      en: 'Pick the five pieces with the best results (ads, talks, articles), turn each into an evergreen page and a newsletter issue, and point your traffic at these pages, so it lands on assets you keep.',
      ro: 'Alegeți cele cinci materiale cu cele mai bune rezultate (reclame, prezentări, articole), transformați fiecare într-o pagină permanentă și un număr de newsletter și trimiteți traficul către aceste pagini, ca să ajungă pe resurse care rămân ale voastre.',
    },
    owner: { en: 'Whoever creates your content', ro: 'Persoana care creează conținutul' },
    kpis: [
      {
        en: '5 evergreen pages live within 90 days; newsletter subscribers up 20% in 2 quarters',
        ro: '5 pagini permanente publicate în cel mult 90 de zile; abonații la newsletter crescuți cu 20 % în 2 trimestre',
      },
    ],
    expectedResults: {
      en: 'An owned audience that keeps paying back after the campaigns end.',
      ro: 'O audiență proprie care continuă să aducă rezultate după încheierea campaniilor.',
    },
    tools: [
      {
        en: 'Your website’s content management system',
        ro: 'Sistemul de administrare a conținutului site-ului',
      },
      {
        en: 'Newsletter tool such as Brevo or Mailchimp',
        ro: 'Instrument de newsletter, de exemplu Brevo sau Mailchimp',
      },
    ],
  },
};

const PESO_EARNED: StrategyTaskDef = {
  tactic: 2,
  byPeople: true,
  texts: {
    title: {
      en: 'Offer one data-led story a quarter to five journalists you know',
      ro: 'Propuneți în fiecare trimestru o poveste bazată pe date la cinci jurnaliști pe care îi cunoașteți',
    },
    action: {
      en: 'Each quarter, run a short survey, an index or a customer study, write the story with its figures, and offer it personally to five journalists you already know before publishing it yourselves.',
      ro: 'În fiecare trimestru, faceți un scurt sondaj, un indice sau un studiu despre clienți, scrieți povestea cu cifrele ei și propuneți-o personal la cinci jurnaliști pe care îi cunoașteți deja, înainte de a o publica voi.',
    },
    owner: { en: 'Whoever handles press relations', ro: 'Persoana care se ocupă de relația cu presa' },
    kpis: [
      {
        en: '4 data-led stories a year; at least 6 press mentions in 12 months',
        ro: '4 povești bazate pe date pe an; cel puțin 6 apariții în presă în 12 luni',
      },
    ],
    expectedResults: {
      en: 'Earned reach and credibility that paid media cannot buy.',
      ro: 'Vizibilitate câștigată și credibilitate pe care media plătită nu le poate cumpăra.',
    },
    tools: [
      { en: 'Survey tool such as Typeform', ro: 'Instrument de sondaj, de exemplu Typeform' },
      { en: 'Media contact list', ro: 'Listă de contacte din presă' },
    ],
  },
};

/** The second PESO task, by the media type most under its ideal. */
const PESO_FOLLOW_UP: Readonly<Partial<Record<PesoChannel, StrategyTaskDef>>> = {
  owned: PESO_OWNED,
  earned: PESO_EARNED,
};

/** Move from the most over-weighted type to the most under-weighted one, then that type's follow-up. */
function tasks(
  s: Parameters<StrategyDef['tasks']>[0],
  locale: Parameters<StrategyDef['tasks']>[1],
): TaskPick[] {
  const d = s.details;
  const gaps = Array.isArray(d.gaps) ? [...d.gaps].sort((a, b) => b.gap - a.gap) : [];
  const under = gaps[0];
  const over = gaps[gaps.length - 1];
  if (!under || !over || under.gap <= 0 || over.gap >= 0) return [];
  return [
    {
      def: PESO_SHIFT,
      values: {
        from: lowerFirst(over.channel),
        to: lowerFirst(under.channel),
        toLabel: under.channel,
        toCurrent: formatPercent(under.current, locale),
        toIdeal: formatPercent(under.ideal, locale),
        expected: GROWTH_RESULT[under.channelKey][locale],
      },
    },
    // Owned and earned media have a task of their own; paid and shared grow through the first.
    ...(PESO_FOLLOW_UP[under.channelKey] ? [{ def: PESO_FOLLOW_UP[under.channelKey]! }] : []),
  ];
}

export const PESO_REBALANCING: StrategyDef = {
  id: 'peso-rebalancing',
  category: 'growth',
  priority: 'medium',
  timeline: 'quarter',
  budgetEur: [5000, 15000],
  texts: TEXTS,
  source: 'context',
  rule,
  tasks,
};
