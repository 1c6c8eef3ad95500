/**
 * Strategy `channel-portfolio` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import type { StrategyDef, StrategyTexts, TaskPick } from '../define.js';
import type { Localized } from '../../../bank/types.js';
import { factQuestionId } from '../../../bank/index.js';
import { fill } from '../format.js';
import { CHANNEL_LABELS } from '../labels.js';
import type { ChannelData, Rule } from '../rule.js';
import type { MarketingChannel } from '../types.js';
import { DASHBOARD } from './tools.js';
import type { Move } from '../../moves.js';

const TEXTS: StrategyTexts = {
  name: { en: 'Reshape your channel portfolio', ro: 'Reorganizați portofoliul de canale' },
  impact: {
    en: 'Puts budget where results and potential meet: the channel that brings customers is protected, the channel with untapped potential gets a fair test, and decisions rest on cost per customer rather than habit.',
    ro: 'Pune bugetul acolo unde rezultatele și potențialul se întâlnesc: canalul care aduce clienți este protejat, canalul cu potențial nefolosit primește un test corect, iar deciziile se sprijină pe costul pe client, nu pe obișnuință.',
  },
  tactics: [
    {
      en: "Apply the action of each channel's quadrant below: scale, fix or maintain.",
      ro: 'Aplicați pentru fiecare canal de mai jos acțiunea cadranului său: extindeți, reparați sau mențineți.',
    },
    {
      en: 'Give each channel to fix one owner, one hypothesis and a 90-day test budget with a stop rule agreed in advance.',
      ro: 'Dați fiecărui canal de reparat un responsabil, o ipoteză și un buget de test pe 90 de zile, cu o regulă de oprire stabilită dinainte.',
      when: (o) => o.data?.kind === 'channels' && o.data.channels.some((c) => c.quadrantKey === 'fix'),
    },
    {
      en: 'Fund each test from channels your data shows neither bring customers nor can grow; this assessment alone does not name them.',
      ro: 'Finanțați fiecare test din canalele despre care datele arată că nici nu aduc clienți, nici nu pot crește; evaluarea aceasta nu le numește singură.',
    },
    {
      en: 'Rate performance from data rather than impressions: cost per qualified lead and revenue per channel, refreshed every quarter.',
      ro: 'Notați rezultatele din date, nu din impresii: costul pe lead calificat și venitul pe canal, actualizate în fiecare trimestru.',
    },
  ],
};

const CHANNELS_UNKNOWN: Localized = {
  en: 'You did not name the channel with the most untapped potential, so there is no channel to test.',
  ro: 'Nu ați numit canalul cu cel mai mare potențial nefolosit, deci nu există un canal de testat.',
};
const UNTAPPED: Localized = {
  en: '{channel}: named as the channel with the most untapped potential, while {best} brings the most customers',
  ro: '{channel}: numit canalul cu cel mai mare potențial nefolosit, în timp ce {best} aduce cei mai mulți clienți',
};
const UNTAPPED_ONLY: Localized = {
  en: '{channel}: named as the channel with the most untapped potential',
  ro: '{channel}: numit canalul cu cel mai mare potențial nefolosit',
};
const BOTH: Localized = {
  en: '{channel}: brings the most customers and still has the most room to grow',
  ro: '{channel}: aduce cei mai mulți clienți și are în continuare cel mai mult loc de creștere',
};

/**
 * Channel portfolio (domain-design.md §4): the channel named as bringing the most customers is
 * kept (`maintain`, or `scale` when it is also the one with the most untapped potential); the
 * channel with the most untapped potential gets a test (`fix`). The answers rate no channel low on
 * both, so no channel is ever `cut`. One problem triggers it: a named untapped channel.
 */
const rule: Rule = ({ facts }) => {
  const requiredCount = 1;
  const best = facts.context['channel.best'] as MarketingChannel | undefined;
  const untapped = facts.context['channel.untapped'] as MarketingChannel | undefined;
  const channels: ChannelData[] = [];
  if (best)
    channels.push({
      channelKey: best,
      quadrantKey: best === untapped ? 'scale' : 'maintain',
      performance: 5,
      potential: best === untapped ? 5 : null,
    });
  if (untapped && untapped !== best)
    channels.push({ channelKey: untapped, quadrantKey: 'fix', performance: null, potential: 5 });
  if (!untapped)
    return {
      problems: [],
      requiredCount,
      note: CHANNELS_UNKNOWN,
      ...(channels.length > 0 ? { data: { kind: 'channels', channels } } : {}),
    };
  const questionIds = [factQuestionId('channel.untapped'), ...(best ? [factQuestionId('channel.best')] : [])];
  const label =
    best === untapped
      ? fill(BOTH, { channel: CHANNEL_LABELS[untapped] })
      : best
        ? fill(UNTAPPED, { channel: CHANNEL_LABELS[untapped], best: CHANNEL_LABELS[best] })
        : fill(UNTAPPED_ONLY, { channel: CHANNEL_LABELS[untapped] });
  return {
    problems: [{ label, questionIds }],
    requiredCount,
    data: { kind: 'channels', channels },
    moves: channels.map((c): Move => ({
      kind: 'budget',
      line: `channel:${c.channelKey}`,
      change: c.quadrantKey === 'maintain' ? 'hold' : 'more',
    })),
  };
};

/** Channels in the fix quadrant: a 90-day test each. */
const CHANNEL_FIX: StrategyTaskDef = {
  tactic: 1,
  texts: {
    title: {
      en: 'Run a 90-day test on {channels}, each with one owner and a stop rule',
      ro: 'Rulați un test de 90 de zile pentru {channels}, fiecare cu un responsabil și o regulă de oprire',
    },
    action: {
      en: 'Give each channel to fix one owner, one written hypothesis and a 90-day test budget; agree in advance the cost per qualified lead at which you scale it and the one at which you drop it.',
      ro: 'Dați fiecărui canal de reparat un responsabil, o ipoteză scrisă și un buget de test pentru 90 de zile; stabiliți dinainte costul pe lead calificat la care îl extindeți și pe cel la care renunțați la el.',
    },
    owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
    kpis: [
      {
        en: 'A written decision to scale or drop each channel within 90 days',
        ro: 'O decizie scrisă de extindere sau de renunțare pentru fiecare canal în cel mult 90 de zile',
      },
    ],
    expectedResults: {
      en: 'Channels with potential either start to deliver or stop taking budget.',
      ro: 'Canalele cu potențial fie încep să aducă rezultate, fie nu mai consumă buget.',
    },
    tools: [
      { en: 'Test plan with a stop rule', ro: 'Plan de test cu regulă de oprire' },
      { en: 'Cost per qualified lead report', ro: 'Raport de cost pe lead calificat' },
    ],
  },
};
/** The channel task that always applies: cost per customer and revenue per channel from data. */
const CHANNEL_RATE: StrategyTaskDef = {
  tactic: 3,
  texts: {
    title: {
      en: 'Rate channel performance from data every quarter',
      ro: 'Evaluați trimestrial rezultatele canalelor pe baza datelor',
    },
    action: {
      en: 'Replace impressions with two numbers per channel, cost per qualified lead and revenue, refreshed every quarter from the CRM and the ad platforms, and rate performance and potential from them.',
      ro: 'Înlocuiți impresiile cu două cifre pe canal, costul pe lead calificat și veniturile, actualizate trimestrial din CRM și din platformele de publicitate, și notați pe baza lor rezultatele și potențialul.',
    },
    owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
    kpis: [
      {
        en: 'Cost per qualified lead and revenue known for 100% of channels at the next quarterly review',
        ro: 'Costul pe lead calificat și veniturile cunoscute pentru 100 % dintre canale la următoarea analiză trimestrială',
      },
    ],
    expectedResults: {
      en: 'Portfolio decisions based on evidence rather than impressions.',
      ro: 'Decizii de portofoliu bazate pe dovezi, nu pe impresii.',
    },
    tools: [{ en: 'Revenue by source in the CRM', ro: 'Veniturile pe surse din CRM' }, DASHBOARD],
  },
};

/** A 90-day test of the channel to fix, then rating every channel from data. */
function tasks(s: Parameters<StrategyDef['tasks']>[0]): TaskPick[] {
  const fix = (s.details.channels ?? []).filter((c) => c.quadrantKey === 'fix').map((c) => c.channel);
  return [
    ...(fix.length > 0 ? [{ def: CHANNEL_FIX, values: { channels: fix.join(', ') } }] : []),
    { def: CHANNEL_RATE },
  ];
}

export const CHANNEL_PORTFOLIO: StrategyDef = {
  id: 'channel-portfolio',
  category: 'growth',
  priority: 'medium',
  timeline: 'quarter',
  budgetEur: [4000, 12000],
  texts: TEXTS,
  source: 'context',
  rule,
  tasks,
};
