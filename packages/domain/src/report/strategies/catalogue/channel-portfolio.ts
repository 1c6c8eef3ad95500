/**
 * Strategy `channel-portfolio` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import { lowerFirst } from '../../../roadmap/render.js';
import type { StrategyTaskDef, TaskTexts } from '../../../roadmap/types.js';
import type { StrategyDef, StrategyTexts, TaskPick } from '../define.js';
import type { Localized } from '../../../i18n/localized.js';
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
      en: 'Give the channel to fix one owner, one hypothesis and a test budget with a stop rule agreed in advance: 90 days for a paid channel, six months for SEO, PR, partnerships or organic social, which build slowly.',
      ro: 'Dați canalului de reparat un responsabil, o ipoteză și un buget de test, cu o regulă de oprire stabilită dinainte: 90 de zile pentru un canal plătit, șase luni pentru SEO, PR, parteneriate sau social media organică, care cresc încet.',
      when: (o) => o.data?.kind === 'channels' && o.data.channels.some((c) => c.quadrantKey === 'fix'),
    },
    {
      en: 'Fund each test from channels your data shows neither bring customers nor can grow; this assessment alone does not name them.',
      ro: 'Finanțați fiecare test din canalele despre care datele arată că nici nu aduc clienți, nici nu pot crește; evaluarea aceasta nu le numește singură.',
    },
    {
      en: 'Rate performance from data rather than gut feeling: cost per qualified lead and revenue per channel, refreshed every quarter.',
      ro: 'Evaluați rezultatele din date, nu după intuiție: costul pe lead calificat și venitul pe canal, actualizate în fiecare trimestru.',
      about: [{ id: 'impact-acquisition-cost', states: ['not-yet', 'too-human'] }],
    },
    {
      en: 'Keep the channel that brings the most customers at its budget while a test runs, so the test’s result is not a side effect of a cut elsewhere.',
      ro: 'Păstrați bugetul canalului care aduce cei mai mulți clienți cât timp se derulează un test, ca rezultatul testului să nu fie efectul unei reduceri în altă parte.',
    },
    {
      en: 'Get more from the channel that already brings the most customers with your own people’s time before any new budget: its follow-up, its rhythm and the customers it brings back.',
      ro: 'Obțineți mai mult din canalul care aduce deja cei mai mulți clienți, cu timpul oamenilor voștri înaintea oricărui buget nou: urmărirea contactelor, ritmul și clienții pe care îi readuce.',
      when: (o) => o.data?.kind === 'channels' && o.data.channels.some((c) => c.quadrantKey === 'maintain'),
    },
  ],
};

const CHANNELS_UNKNOWN: Localized = {
  en: 'You did not name the channel with the most untapped potential, so there is no channel to test.',
  ro: 'Nu ați numit canalul cu cel mai mare potențial nefolosit, deci nu există un canal de testat.',
};
const UNTAPPED: Localized = {
  en: '{channel}: named as the channel with the most untapped potential, while {best} brings the most customers',
  ro: 'Canalul „{channel}”: indicat ca având cel mai mare potențial nefolosit, în timp ce canalul „{best}” aduce cei mai mulți clienți',
};
const UNTAPPED_ONLY: Localized = {
  en: '{channel}: named as the channel with the most untapped potential',
  ro: 'Canalul „{channel}”: indicat ca având cel mai mare potențial nefolosit',
};
const BOTH: Localized = {
  en: '{channel}: brings the most customers and still has the most room to grow',
  ro: 'Canalul „{channel}”: aduce cei mai mulți clienți și are în continuare cel mai mult loc de creștere',
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

/** The channel in the fix quadrant: a test of the length its kind needs. */
const CHANNEL_FIX: StrategyTaskDef = {
  tactic: 1,
  // Beside the growth of the best channel (the strategy's first task), the test is the rest of the
  // same portfolio decision: both keep their place however few the roadmap has.
  keep: true,
  texts: {
    title: {
      en: 'Test {channel} for {length} with one owner and a stop rule',
      ro: 'Testați canalul „{channel}” timp de {length}, cu un responsabil și o regulă de oprire',
    },
    action: {
      en: 'Give {channel} one owner, one written hypothesis and a test budget for {length}; agree in advance the cost per qualified lead at which you scale it and the one at which you drop it.',
      ro: 'Dați canalului „{channel}” un responsabil, o ipoteză scrisă și un buget de test pentru {length}; stabiliți dinainte costul pe lead calificat la care îl extindeți și pe cel la care renunțați la el.',
    },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: '1 written decision to scale or drop {channel} at the end of the {length}',
        ro: '1 decizie scrisă de extindere sau de renunțare pentru canalul „{channel}” la finalul celor {length}',
      },
    ],
    expectedResults: {
      en: 'A channel with potential either starts to deliver or stops taking budget.',
      ro: 'Un canal cu potențial fie începe să aducă rezultate, fie nu mai consumă buget.',
    },
    tools: [
      { en: 'Test plan with a stop rule', ro: 'Plan de test cu regulă de oprire' },
      { en: 'Cost per qualified lead report', ro: 'Raport de cost pe lead calificat' },
    ],
  },
  // A consumer business has buyers, not qualified leads: its stop rule counts new customers.
  consumer: {
    action: {
      en: 'Give {channel} one owner, one written hypothesis and a test budget for {length}; agree in advance the cost per new customer at which you scale it and the one at which you drop it.',
      ro: 'Dați canalului „{channel}” un responsabil, o ipoteză scrisă și un buget de test pentru {length}; stabiliți dinainte costul pe client nou la care îl extindeți și pe cel la care renunțați la el.',
    },
    tools: [
      { en: 'Test plan with a stop rule', ro: 'Plan de test cu regulă de oprire' },
      { en: 'Cost per new customer report', ro: 'Raport de cost pe client nou' },
    ],
  },
};

/** The channel in the scale quadrant (it brings the most customers and has the most room): grow it in steps. */
const CHANNEL_SCALE: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Scale {channel} in steps while its cost per customer holds',
      ro: 'Extindeți treptat canalul „{channel}” cât timp costul pe client se menține',
    },
    action: {
      en: 'Raise {channel}’s budget or effort by a fifth each month and read its cost per customer after each step; stop raising when it climbs more than 15% above today’s.',
      ro: 'Creșteți bugetul sau efortul pentru canalul „{channel}” cu o cincime pe lună și citiți costul pe client după fiecare pas; opriți creșterea când acesta urcă cu peste 15 % față de nivelul de azi.',
    },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: 'Customers from {channel} up 30% in 2 quarters, cost per customer within 15% of today’s',
        ro: 'Clienții din canalul „{channel}” în creștere cu 30 % în 2 trimestre, costul pe client în limita a 15 % față de azi',
      },
    ],
    expectedResults: {
      en: 'More customers from the channel that already brings the most, without paying more for each.',
      ro: 'Mai mulți clienți din canalul care aduce deja cei mai mulți, fără să plătiți mai mult pentru fiecare.',
    },
    tools: [
      { en: 'Monthly budget step plan', ro: 'Plan lunar de creștere a bugetului' },
      { en: 'Cost per customer report', ro: 'Raport de cost pe client' },
    ],
  },
};

/** What the test of a channel beside the one that brings the most customers adds to it. */
const KEEP_BEST: Localized = {
  en: 'Keep the budget and effort of {best}, the channel that brings most of your customers, at today’s level until the test ends, with one page on what makes it work, so the test does not starve it.',
  ro: 'Păstrați canalul „{best}”, care vă aduce cei mai mulți clienți, la bugetul și efortul de azi până la finalul testului, cu o pagină despre ce îl face să funcționeze, ca testul să nu-l lase fără resurse.',
};

/** `a` and `b` as one text in each language, a space between. */
const joined = (a: Localized, b: Localized): Localized => ({ en: `${a.en} ${b.en}`, ro: `${a.ro} ${b.ro}` });

/**
 * The channel to fix tested beside the one that brings the most customers (the maintain quadrant):
 * {@link CHANNEL_FIX} with that channel's budget and effort held and what makes it work written
 * down — a small company's one good channel is what a test must not starve — and its new
 * customers watched.
 */
const CHANNEL_FIX_BESIDE_BEST: StrategyTaskDef = {
  ...CHANNEL_FIX,
  texts: {
    ...CHANNEL_FIX.texts,
    title: {
      en: 'Test {channel} for {length} without cutting {best}',
      ro: 'Testați canalul „{channel}” timp de {length}, fără să reduceți canalul „{best}”',
    },
    action: joined(CHANNEL_FIX.texts.action, KEEP_BEST),
    kpis: [
      ...CHANNEL_FIX.texts.kpis,
      {
        en: 'New customers from {best} at 90% or more of today’s in each month of the test',
        ro: 'Clienții noi din canalul „{best}” la cel puțin 90\u00a0% din nivelul de azi, în fiecare lună a testului',
      },
    ],
    expectedResults: {
      en: 'A channel with potential either starts to deliver or stops taking budget, while the one that brings your customers keeps doing so.',
      ro: 'Un canal cu potențial fie începe să aducă rezultate, fie nu mai consumă buget, iar cel care vă aduce clienții continuă să o facă.',
    },
  },
  consumer: { ...CHANNEL_FIX.consumer, action: joined(CHANNEL_FIX.consumer!.action!, KEEP_BEST) },
};

/**
 * E-mail tested by a consumer business: its list is people who already bought or signed up, so the
 * test is a reason to come back, sent to them, with sign-ups asked for wherever customers meet
 * the business, and it is judged on their repeat purchases — not on the cost per new customer,
 * which a message to one's own list hardly moves.
 */
const EMAIL_TO_CUSTOMERS: Pick<TaskTexts, 'action' | 'kpis' | 'tools' | 'expectedResults'> = {
  action: {
    en: 'Give {channel} one owner, one written hypothesis and {length}: send the people already on your list one message a fortnight with a reason to come back (something new, an offer for returning customers), and ask for sign-ups wherever customers meet you, in person, at online checkout and on social; agree in advance the level of repeat purchases by subscribers at which you keep it and the one at which you drop it.',
    ro: 'Dați canalului „{channel}” un responsabil, o ipoteză scrisă și {length}: trimiteți celor aflați deja pe listă un mesaj la două săptămâni, cu un motiv să revină (ceva nou, o ofertă pentru clienții care revin), și cereți abonări oriunde vă întâlnesc clienții, în persoană, la finalizarea comenzii online și pe rețelele sociale; stabiliți dinainte nivelul cumpărărilor repetate ale abonaților la care îl păstrați și pe cel la care renunțați la el.',
  },
  kpis: [
    {
      en: '1 written decision to keep or drop {channel} at the end of the {length}, from subscribers’ repeat purchases against other customers’',
      ro: '1 decizie scrisă de păstrare sau de renunțare pentru canalul „{channel}” la finalul celor {length}, după cumpărările repetate ale abonaților față de ale celorlalți clienți',
    },
  ],
  tools: [
    {
      en: 'Sign-up in person, at online checkout and on social',
      ro: 'Abonare în persoană, la finalizarea comenzii online și pe rețelele sociale',
    },
    {
      en: 'Repeat purchases of subscribers against other customers',
      ro: 'Cumpărările repetate ale abonaților, față de ale celorlalți clienți',
    },
  ],
  expectedResults: {
    en: 'Customers who already know you buy again more often, or the channel stops taking effort.',
    ro: 'Clienții care vă cunosc deja cumpără din nou mai des, altfel canalul nu mai consumă efort.',
  },
};

/** {@link CHANNEL_FIX} for e-mail: a consumer business tests it on its own customers ({@link EMAIL_TO_CUSTOMERS}). */
const EMAIL_FIX: StrategyTaskDef = { ...CHANNEL_FIX, consumer: EMAIL_TO_CUSTOMERS };

/** {@link CHANNEL_FIX_BESIDE_BEST} for e-mail, a consumer business's test on its own customers. */
const EMAIL_FIX_BESIDE_BEST: StrategyTaskDef = {
  ...CHANNEL_FIX_BESIDE_BEST,
  consumer: {
    action: joined(EMAIL_TO_CUSTOMERS.action, KEEP_BEST),
    kpis: [...EMAIL_TO_CUSTOMERS.kpis, CHANNEL_FIX_BESIDE_BEST.texts.kpis.at(-1)!],
    tools: EMAIL_TO_CUSTOMERS.tools,
    expectedResults: {
      en: 'Customers who already know you buy again more often, or the channel stops taking effort, while the one that brings your customers keeps doing so.',
      ro: 'Clienții care vă cunosc deja cumpără din nou mai des, altfel canalul nu mai consumă efort, iar cel care vă aduce clienții continuă să o facă.',
    },
  },
};

/**
 * What people do to get more customers from the channel that already brings the most, by channel:
 * the habits that channel rewards (follow-up, rhythm, introductions), no new budget.
 */
const GROW_BEST_ACTION: Readonly<Record<MarketingChannel, Localized>> = {
  events: {
    en: 'Follow up every contact from an event within 48 hours with one concrete next step (a call, a case, an invitation), ask each satisfied client at the end of a project for one introduction, and choose next year’s events by the customers each one brought.',
    ro: 'Contactați fiecare persoană întâlnită la un eveniment în 48 de ore, cu un pas următor concret (o discuție, un studiu de caz, o invitație), cereți fiecărui client mulțumit, la finalul proiectului, o recomandare și alegeți evenimentele de anul viitor după clienții aduși de fiecare.',
  },
  partnerships: {
    en: 'Plan one joint piece of content or event per quarter with each of your top three partners, agree how you pass each other introductions, and review each quarter what every partner brought.',
    ro: 'Planificați cu fiecare dintre primii trei parteneri câte un material sau un eveniment comun pe trimestru, stabiliți cum vă transmiteți recomandări și analizați trimestrial ce a adus fiecare partener.',
  },
  seo: {
    en: 'Refresh each quarter the ten pages that bring the most customers, and add one page a month that answers a question buyers ask before they buy.',
    ro: 'Actualizați în fiecare trimestru cele zece pagini care aduc cei mai mulți clienți și adăugați lunar o pagină care răspunde la o întrebare pe care cumpărătorii o pun înainte să cumpere.',
  },
  organicSocial: {
    en: 'Post on a fixed weekly rhythm what brings customers in (what is new, behind the scenes, customers’ own photos and words), answer every comment and message within a day, and ask happy customers to tag you.',
    ro: 'Publicați într-un ritm săptămânal fix ce aduce clienți (noutăți, culise, fotografiile și cuvintele clienților), răspundeți în cel mult o zi la fiecare comentariu și mesaj și rugați clienții mulțumiți să vă menționeze.',
  },
  email: {
    en: 'Send every new customer a short welcome series, send your list one message a fortnight with a reason to buy again, and ask for the sign-up at every purchase.',
    ro: 'Trimiteți fiecărui client nou o scurtă serie de bun venit, listei un mesaj la două săptămâni cu un motiv să cumpere din nou și cereți abonarea la fiecare cumpărare.',
  },
  paidSearch: {
    en: 'Read the search terms report every week: add the terms that brought customers as their own keywords, exclude those that never convert, and move the money saved to the terms that sell.',
    ro: 'Citiți săptămânal raportul termenilor de căutare: adăugați ca atare termenii care au adus clienți, excludeți-i pe cei care nu convertesc niciodată și mutați banii economisiți spre termenii care vând.',
  },
  paidSocial: {
    en: 'Refresh the creative of your best-selling ads every month before it tires, and show a reminder to people who visited without buying.',
    ro: 'Reîmprospătați lunar materialele reclamelor care vând cel mai bine, înainte să obosească publicul, și arătați un mesaj de reamintire celor care au vizitat fără să cumpere.',
  },
  pr: {
    en: 'Offer one story a month to the two or three outlets whose coverage brought customers, and put every piece of coverage on your website and in your conversations with prospects.',
    ro: 'Propuneți lunar o poveste celor două sau trei publicații a căror apariție v-a adus clienți și puneți fiecare apariție pe site și în discuțiile cu potențialii clienți.',
  },
};

/** The tool or record each channel's habits are run from, the first tool of its growth task. */
const GROW_BEST_TOOL: Readonly<Record<MarketingChannel, Localized>> = {
  events: {
    en: 'Event contact list with a 48-hour follow-up column',
    ro: 'Listă a contactelor de la evenimente, cu termenul de 48 de ore',
  },
  partnerships: {
    en: 'Quarterly plan with each top partner',
    ro: 'Plan trimestrial cu fiecare partener principal',
  },
  seo: {
    en: 'Google Search Console: pages that bring customers',
    ro: 'Google Search Console: paginile care aduc clienți',
  },
  organicSocial: { en: 'Weekly posting calendar', ro: 'Calendar săptămânal de postări' },
  email: { en: 'Welcome series in your e-mail tool', ro: 'Serie de bun venit în instrumentul de e-mail' },
  paidSearch: { en: 'Weekly search terms report', ro: 'Raportul săptămânal al termenilor de căutare' },
  paidSocial: {
    en: 'Monthly creative refresh calendar',
    ro: 'Calendar lunar de reîmprospătare a materialelor',
  },
  pr: {
    en: 'List of outlets whose coverage brought customers',
    ro: 'Lista publicațiilor ale căror apariții au adus clienți',
  },
};

/**
 * The channel that brings the most customers (the maintain quadrant), grown with people's time:
 * the habits that channel rewards ({@link GROW_BEST_ACTION}), before any test beside it — what
 * already wins customers is grown, not only protected.
 */
const GROW_BEST: StrategyTaskDef = {
  tactic: 5,
  byPeople: true,
  texts: {
    title: {
      en: 'Get more customers from {best}, the channel that already brings the most',
      ro: 'Obțineți mai mulți clienți din canalul „{best}”, care aduce deja cei mai mulți',
    },
    action: { en: '{growBest}', ro: '{growBest}' },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: 'New customers from {best} up a fifth within 2 quarters, counted every month',
        ro: 'Clienții noi din canalul „{best}” în creștere cu o cincime în 2 trimestre, numărați lunar',
      },
    ],
    expectedResults: {
      en: 'More customers from the channel that already works, for your people’s time rather than new budget.',
      ro: 'Mai mulți clienți din canalul care funcționează deja, cu timpul oamenilor voștri, nu cu buget nou.',
    },
    tools: [
      { en: '{growTool}', ro: '{growTool}' },
      { en: 'New customers by source, monthly', ro: 'Clienți noi pe surse, lunar' },
    ],
  },
};

/** Months a test of each channel needs before it can be judged: paid channels answer fast, the rest build slowly. */
const TEST_MONTHS: Readonly<Record<MarketingChannel, 3 | 6>> = {
  paidSearch: 3,
  paidSocial: 3,
  email: 3,
  events: 6,
  seo: 6,
  organicSocial: 6,
  pr: 6,
  partnerships: 6,
};
/** {@link TEST_MONTHS} in words. */
const TEST_LENGTH: Readonly<Record<3 | 6, Localized>> = {
  3: { en: '90 days', ro: '90 de zile' },
  6: { en: '6 months', ro: '6 luni' },
};

/** The channel task that always applies: cost per customer and revenue per channel from data. */
const CHANNEL_RATE: StrategyTaskDef = {
  tactic: 3,
  byPeople: true,
  texts: {
    title: {
      en: 'Rate channel performance from data every quarter',
      ro: 'Evaluați trimestrial rezultatele canalelor pe baza datelor',
    },
    action: {
      en: 'Replace gut feeling with two numbers per channel, cost per qualified lead and revenue, refreshed every quarter from your customer records and the ad platforms, and rate performance and potential from them.',
      ro: 'Înlocuiți intuiția cu două cifre pe canal, costul pe lead calificat și veniturile, actualizate trimestrial din baza de clienți și din platformele de publicitate, și notați pe baza lor rezultatele și potențialul.',
    },
    owner: { en: 'Whoever leads marketing', ro: 'Persoana care conduce marketingul' },
    kpis: [
      {
        en: 'Cost per qualified lead and revenue known for 100% of channels at the next quarterly review',
        ro: 'Costul pe lead calificat și veniturile cunoscute pentru 100 % dintre canale la următoarea analiză trimestrială',
      },
    ],
    expectedResults: {
      en: 'Portfolio decisions based on evidence rather than impressions.',
      ro: 'Decizii de portofoliu bazate pe dovezi, nu pe impresii.',
    },
    tools: [
      { en: 'Revenue by source in your customer records', ro: 'Veniturile pe surse din baza de clienți' },
      DASHBOARD,
    ],
  },
  // A consumer business has buyers, not qualified leads: it rates channels on new customers.
  consumer: {
    action: {
      en: 'Replace gut feeling with two numbers per channel, cost per new customer and revenue, refreshed every quarter from your sales records and the ad platforms, and rate performance and potential from them.',
      ro: 'Înlocuiți intuiția cu două cifre pe canal, costul pe client nou și veniturile, actualizate trimestrial din evidența vânzărilor și din platformele de publicitate, și notați pe baza lor rezultatele și potențialul.',
    },
    kpis: [
      {
        en: 'Cost per new customer and revenue known for 100% of channels at the next quarterly review',
        ro: 'Costul pe client nou și veniturile cunoscute pentru 100 % dintre canale la următoarea analiză trimestrială',
      },
    ],
  },
};

/**
 * A test of the channel to fix (beside the channel that brings the most customers, whose budget
 * it keeps, when the owner named one), or steps to scale the one to scale; then rating every
 * channel from data.
 */
function tasks(
  s: Parameters<StrategyDef['tasks']>[0],
  locale: Parameters<StrategyDef['tasks']>[1],
): TaskPick[] {
  const channels = s.details.channels ?? [];
  const fix = channels.find((c) => c.quadrantKey === 'fix');
  const scale = channels.find((c) => c.quadrantKey === 'scale');
  const maintain = channels.find((c) => c.quadrantKey === 'maintain');
  return [
    // What already wins customers is grown first, with people's time; the test comes beside it.
    ...(maintain
      ? [
          {
            def: GROW_BEST,
            values: {
              best: lowerFirst(maintain.channel),
              growBest: GROW_BEST_ACTION[maintain.channelKey][locale],
              growTool: GROW_BEST_TOOL[maintain.channelKey][locale],
            },
          },
        ]
      : []),
    ...(fix
      ? [
          {
            def:
              fix.channelKey === 'email'
                ? maintain
                  ? EMAIL_FIX_BESIDE_BEST
                  : EMAIL_FIX
                : maintain
                  ? CHANNEL_FIX_BESIDE_BEST
                  : CHANNEL_FIX,
            runsMonths: TEST_MONTHS[fix.channelKey],
            values: {
              channel: lowerFirst(fix.channel),
              length: TEST_LENGTH[TEST_MONTHS[fix.channelKey]][locale],
              ...(maintain ? { best: lowerFirst(maintain.channel) } : {}),
            },
          },
        ]
      : []),
    ...(scale ? [{ def: CHANNEL_SCALE, values: { channel: lowerFirst(scale.channel) } }] : []),
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
