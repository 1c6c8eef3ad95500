/**
 * The company's own words for who faces its customers (domain-design.md §9: advice fits the
 * context the user gave). The bank's levers and the strategy catalogue say "whoever sells" /
 * "cei care vând" for the people who hear buyers' questions and objections; a company whose
 * customers buy online with no salesperson, or in person at its shop or office (the `sales.model`
 * context fact), has nobody with that title, and its report would tell it to agree a lead
 * definition with a sales team it said it does not have. For those two answers the phrase is
 * replaced, in every text of the report, the roadmap and the prompts, by the people who do face
 * the customers there; with sales people, resellers or no answer, the texts stay as written.
 * The same two answers say where a consumer business asks for e-mail sign-ups: at checkout for
 * one that sells online, in person for one that sells at its shop or office. One person in
 * marketing is addressed as "you"; a business selling only to businesses reads of proposals, not
 * baskets, and one whose customers buy in person reads of a first purchase.
 */
import type { ContextFacts } from '../bank/profile.js';
import type { Locale } from '../i18n/locale.js';

/**
 * A phrase and what it becomes, per case (Romanian declines the pronoun). `\b` marks only ASCII
 * word edges, so a Romanian phrase that starts or ends with a letter such as ș or ă is bounded by
 * look-arounds instead.
 */
type Replacements = ReadonlyArray<
  readonly [RegExp, string | ((match: string, ...groups: string[]) => string)]
>;

/**
 * Deals a salesperson loses, said of a company without one: its leads are people who chose not to
 * buy, and "direct selling" (in the launch-plan prompt) is where it makes its offers.
 */
const NO_DEALS: Readonly<Record<Locale, Replacements>> = {
  en: [
    [/\bwhy each lost deal was lost\b/g, 'why each qualified lead did not buy'],
    [/\bwhy deals are lost\b/g, 'why qualified leads do not buy'],
    [/\blost-deal conversations\b/g, 'conversations with people who chose not to buy'],
    [/\bMore deals closed from the same leads\b/g, 'More customers from the same leads'],
  ],
  ro: [
    [/\bde ce ați pierdut fiecare oportunitate\b/g, 'de ce nu a cumpărat fiecare lead calificat'],
    [/\bde ce pierdeți oportunități\b/g, 'de ce nu cumpără lead-urile calificate'],
    [/\bdiscuții despre ofertele pierdute\b/g, 'discuții cu cei care au ales să nu cumpere'],
  ],
};

/**
 * The replacements for each `sales.model` answer that has no one who sells: English "whoever
 * sells" (singular, like the phrase it replaces, so the verb after it still agrees), Romanian
 * "cei care vând" (nominative, accusative), "celor care vând" (genitive, dative) and "cine vinde"
 * (singular).
 */
const SELLER_WORDS: Readonly<Record<'online' | 'in-person', Readonly<Record<Locale, Replacements>>>> = {
  online: {
    en: [
      [/\bwhoever sells and whoever answers customers\b/g, 'whoever answers your customers'],
      [/\bwhoever sells or serves customers\b/g, 'whoever answers or serves your customers'],
      [/\bwhoever sells\b/g, 'whoever answers your customers'],
      ...NO_DEALS.en,
      [/\band direct selling\b/g, 'and the offers on our website'],
      [/\bin person, at online checkout and on social\b/g, 'at checkout and on social'],
      [/\bSign-up in person, at online checkout and on social\b/g, 'Sign-up at checkout and on social'],
      [
        /\bConnect your marketing with selling\b/g,
        'Connect your marketing with whoever answers your customers',
      ],
      [/\baligning marketing with selling\b/g, 'aligning marketing with whoever answers your customers'],
      [
        /\ba monthly marketing and selling routine\b/g,
        'a monthly routine between marketing and whoever answers your customers',
      ],
    ],
    ro: [
      [/\bcelor care vând și celor care răspund clienților\b/g, 'celor care răspund clienților'],
      [/\bcelor care vând sau servesc clienții\b/g, 'celor care răspund clienților sau îi servesc'],
      [/\bcei care vând sau servesc clienții\b/g, 'cei care răspund clienților sau îi servesc'],
      [/\bcelor care vând\b/g, 'celor care răspund clienților'],
      [/\bcei care vând\b/g, 'cei care răspund clienților'],
      [/\bcine vinde\b/g, 'cine răspunde clienților'],
      ...NO_DEALS.ro,
      [/(?<=\s)și vânzarea directă(?=[\s.,;]|$)/g, 'și ofertele de pe site-ul nostru'],
      [
        /(?<=\s)în persoană, la finalizarea comenzii online și pe rețelele sociale\b/g,
        'la finalizarea comenzii și pe rețelele sociale',
      ],
      [
        /\bAbonare în persoană, la finalizarea comenzii online și pe rețelele sociale\b/g,
        'Abonare la finalizarea comenzii și pe rețelele sociale',
      ],
      [
        /\bLegați mai strâns marketingul de vânzare\b/g,
        'Legați mai strâns marketingul de cei care răspund clienților',
      ],
      [
        /(?<!\p{L})alinierea marketingului cu vânzarea(?!\p{L})/gu,
        'alinierea marketingului cu cei care răspund clienților',
      ],
      [
        /(?<!\p{L})leagă marketingul de vânzare(?!\p{L})/gu,
        'leagă marketingul de cei care răspund clienților',
      ],
    ],
  },
  'in-person': {
    en: [
      // Customers who buy in person leave no basket behind: their first purchase is the signal.
      [/\ban abandoned basket\b/g, 'a first purchase'],
      [/\babandoned basket\b/g, 'first purchase'],
      [/\bwhoever sells and whoever answers customers\b/g, 'whoever serves your customers'],
      [/\bwhoever sells or serves customers\b/g, 'whoever serves your customers'],
      [/\bwhoever sells\b/g, 'whoever serves your customers'],
      ...NO_DEALS.en,
      [/\band direct selling\b/g, 'and the offers at our shop or office'],
      [/\bin person, at online checkout and on social\b/g, 'in person and on social'],
      [/\bSign-up in person, at online checkout and on social\b/g, 'Sign-up in person and on social'],
      [
        /\bConnect your marketing with selling\b/g,
        'Connect your marketing with whoever serves your customers',
      ],
      [/\baligning marketing with selling\b/g, 'aligning marketing with whoever serves your customers'],
      [
        /\ba monthly marketing and selling routine\b/g,
        'a monthly routine between marketing and whoever serves your customers',
      ],
    ],
    ro: [
      [/(?<!\p{L})un coș abandonat(?!\p{L})/gu, 'o primă cumpărare'],
      [/(?<!\p{L})coș abandonat(?!\p{L})/gu, 'primă cumpărare'],
      [/\bcelor care vând și celor care răspund clienților\b/g, 'celor care servesc clienții'],
      [/\bcelor care vând sau servesc clienții\b/g, 'celor care servesc clienții'],
      [/\bcei care vând sau servesc clienții\b/g, 'cei care servesc clienții'],
      [/\bcelor care vând\b/g, 'celor care servesc clienții'],
      [/\bcei care vând\b/g, 'cei care servesc clienții'],
      [/\bcine vinde\b/g, 'cine servește clienții'],
      ...NO_DEALS.ro,
      [/(?<=\s)și vânzarea directă(?=[\s.,;]|$)/g, 'și ofertele din magazinul sau biroul nostru'],
      [
        /(?<=\s)în persoană, la finalizarea comenzii online și pe rețelele sociale\b/g,
        'în persoană și pe rețelele sociale',
      ],
      [
        /\bAbonare în persoană, la finalizarea comenzii online și pe rețelele sociale\b/g,
        'Abonare în persoană și pe rețelele sociale',
      ],
      [
        /\bLegați mai strâns marketingul de vânzare\b/g,
        'Legați mai strâns marketingul de cei care servesc clienții',
      ],
      [
        /(?<!\p{L})alinierea marketingului cu vânzarea(?!\p{L})/gu,
        'alinierea marketingului cu cei care servesc clienții',
      ],
      [/(?<!\p{L})leagă marketingul de vânzare(?!\p{L})/gu, 'leagă marketingul de cei care servesc clienții'],
    ],
  },
};

/**
 * Verbs that follow "whoever leads marketing" in the bank and the catalogue, said of one person;
 * said of "you" they drop the -s ("discusses" its -es).
 */
const LEADER_VERBS =
  'reviews|sets|reads|picks|decides|presents|writes|chooses|explains|compares|signs|meets|keeps|checks|audits|discusses|approves|runs|owns|holds|agrees|marks|rewrites|reworks|vets|updates|adjusts|reports|sends|calls|names|notes|records|changes|talks|logs|flags|corrects|asks|shares|removes|answers';

/** A verb of {@link LEADER_VERBS} said of "you": "reviews" → "review", "discusses" → "discuss". */
const plain = (verb: string): string => (verb.endsWith('sses') ? verb.slice(0, -2) : verb.slice(0, -1));

/**
 * "Whoever leads marketing" said to the one person who does the marketing (`team.size` 1), whose
 * tasks already name "You" as the owner: "you", the verb after it agreeing ("you review"); "have
 * whoever leads marketing write" becomes "write". English only: Romanian says it in the third
 * person ("persoana care conduce marketingul"), which reads as a role the reader holds.
 */
const SOLO_MARKETER: Replacements = [
  [/\bthe judgement of whoever leads marketing\b/g, 'your judgement'],
  [
    /\b([Hh]ave|[Ll]et) whoever leads marketing (\w)/g,
    (_m, verb: string, first: string) => (verb[0] === verb[0]!.toUpperCase() ? first.toUpperCase() : first),
  ],
  // A second verb of the same clause agrees too: "you review the ranking and note any override".
  [
    new RegExp(
      `\\b([Ww])hoever leads marketing (${LEADER_VERBS})\\b([^.;:]*? and )(${LEADER_VERBS})\\b`,
      'g',
    ),
    (_m, w: string, verb: string, between: string, second: string) =>
      `${w === 'W' ? 'You' : 'you'} ${plain(verb)}${between}${plain(second)}`,
  ],
  [
    new RegExp(`\\b([Ww])hoever leads marketing (${LEADER_VERBS})\\b`, 'g'),
    (_m, w: string, verb: string) => `${w === 'W' ? 'You' : 'you'} ${plain(verb)}`,
  ],
  [/\b([Ww])hoever leads marketing has\b/g, (_m, w: string) => (w === 'W' ? 'You have' : 'you have')],
  [/\b([Ww])hoever leads marketing\b/g, (_m, w: string) => (w === 'W' ? 'You' : 'you')],
];

/**
 * Verbs that follow "persoana care conduce marketingul" in the bank and the catalogue, third
 * person singular, with their second person plural (the "voi" the reports use).
 */
const RO_PRESENT: Readonly<Record<string, string>> = {
  verifică: 'verificați',
  stabilește: 'stabiliți',
  alege: 'alegeți',
  citește: 'citiți',
  decide: 'decideți',
  prezintă: 'prezentați',
  analizează: 'analizați',
  ține: 'țineți',
  semnează: 'semnați',
  scrie: 'scrieți',
  revizuiește: 'revizuiți',
  revede: 'revedeți',
  reface: 'refaceți',
  păstrează: 'păstrați',
  notează: 'notați',
  fixează: 'fixați',
  discută: 'discutați',
  compară: 'comparați',
  aprobă: 'aprobați',
  explică: 'explicați',
  marchează: 'marcați',
  poartă: 'purtați',
  actualizează: 'actualizați',
  schimbă: 'schimbați',
  comunică: 'comunicați',
  trimite: 'trimiteți',
  răspunde: 'răspundeți',
  oprește: 'opriți',
  înregistrează: 'înregistrați',
  corectează: 'corectați',
  raportează: 'raportați',
  ajustează: 'ajustați',
  elimină: 'eliminați',
  adaugă: 'adăugați',
  propune: 'propuneți',
  urmărește: 'urmăriți',
  întreabă: 'întrebați',
  sună: 'sunați',
  contactează: 'contactați',
  mută: 'mutați',
};

/** Subjunctives ("să scrie") after the phrase, with their second person plural ("să scrieți"). */
const RO_SUBJUNCTIVE: Readonly<Record<string, string>> = {
  scrie: 'scrieți',
  rescrie: 'rescrieți',
  verifice: 'verificați',
  stabilească: 'stabiliți',
  decidă: 'decideți',
  aleagă: 'alegeți',
  citească: 'citiți',
  răspundă: 'răspundeți',
  semneze: 'semnați',
};

const alternation = (words: Readonly<Record<string, string>>) => Object.keys(words).join('|');
const PRESENT = alternation(RO_PRESENT);
const SUBJUNCTIVE = alternation(RO_SUBJUNCTIVE);
const LEADER_RO = 'ersoana care conduce marketingul';

/**
 * "Persoana care conduce marketingul" said to the one person who does the marketing, in the "voi"
 * the reports use: "voi verificați", the verbs coordinated after it agreeing too; "cereți
 * persoanei care conduce marketingul să scrie" becomes "scrieți". A phrase in a construction not
 * listed here (a coordinated subject, a dative) keeps the third person, which still reads right.
 */
const SOLO_MARKETER_RO: Replacements = [
  [
    new RegExp(
      `(?<!\\p{L})([Cc]ereți|[Ll]ăsați) persoan(?:ei|a) care conduce marketingul să (${SUBJUNCTIVE})(?!\\p{L})`,
      'gu',
    ),
    (_m, verb: string, action: string) => {
      const said = RO_SUBJUNCTIVE[action]!;
      return verb[0] === verb[0]!.toUpperCase() ? said[0]!.toUpperCase() + said.slice(1) : said;
    },
  ],
  [
    new RegExp(`(?<!\\p{L})([Pp])${LEADER_RO} trebuie să (le |îl |o )?(${SUBJUNCTIVE})(?!\\p{L})`, 'gu'),
    (_m, p: string, clitic: string | undefined, verb: string) =>
      `${p === 'P' ? 'Voi' : 'voi'} trebuie să ${clitic ?? ''}${RO_SUBJUNCTIVE[verb]}`,
  ],
  [
    new RegExp(`(?<!\\p{L})([Pp])${LEADER_RO} se întâlnește(?!\\p{L})`, 'gu'),
    (_m, p: string) => `${p === 'P' ? 'Voi' : 'voi'} vă întâlniți`,
  ],
  [
    new RegExp(`(?<!\\p{L})([Pp])${LEADER_RO} (le |îl |o )?(${PRESENT})(?!\\p{L})`, 'gu'),
    (_m, p: string, clitic: string | undefined, verb: string) =>
      `${p === 'P' ? 'Voi' : 'voi'} ${clitic ?? ''}${RO_PRESENT[verb]}`,
  ],
  [/(?<!\p{L})de persoana care conduce marketingul(?!\p{L})/gu, 'de voi'],
  [/(?<!\p{L})între persoana care conduce marketingul și(?!\p{L})/gu, 'între voi și'],
];

/**
 * The verbs coordinated after a "voi" the replacements above wrote ("voi vă întâlniți cu fiecare
 * partener, stabilește … și analizează" → "stabiliți … și analizați"), within its clause.
 */
function agreeCoordinated(text: string): string {
  const next = new RegExp(
    `((?<!\\p{L})[Vv]oi (?:vă |le |îl |o )?[^.;:]*?(?:, | și (?:să )?)(?:le |îl |o )?)(${PRESENT}|${SUBJUNCTIVE})(?!\\p{L})`,
    'u',
  );
  let out = text;
  for (let i = 0; i < 4; i += 1) {
    const m = next.exec(out);
    if (!m) break;
    const verb = m[2]!;
    const said = m[1]!.endsWith('să ')
      ? (RO_SUBJUNCTIVE[verb] ?? RO_PRESENT[verb]!)
      : (RO_PRESENT[verb] ?? RO_SUBJUNCTIVE[verb]!);
    out = out.slice(0, m.index) + m[1] + said + out.slice(m.index + m[0].length);
  }
  return out;
}

/**
 * A business that sells only to other businesses has no basket to abandon: its buyer's signal of
 * interest left unanswered is a proposal sent and not answered.
 */
const B2B_ONLY: Readonly<Record<Locale, Replacements>> = {
  en: [
    [/\ban abandoned basket\b/g, 'a proposal left unanswered'],
    [/\babandoned basket\b/g, 'proposal left unanswered'],
    [/ \(your customer list, booking or shop platform\)/g, ' (your customer list or project records)'],
    [
      /\bSet a yearly offer calendar with limits on discount depth and frequency, and compare each offer’s result with its margin cost; unplanned discounts wear down your price\./g,
      'Write one rule for discounts on your prices or fees (how deep, how often, who approves) and compare each discount’s result with its margin cost; unplanned discounts wear down your price.',
    ],
    [
      /\bSet a yearly promotions calendar with discount limits\b/g,
      'Write one rule for discounts on your prices or fees',
    ],
  ],
  ro: [
    [/(?<!\p{L})un coș abandonat(?!\p{L})/gu, 'o ofertă rămasă fără răspuns'],
    [/(?<!\p{L})coș abandonat(?!\p{L})/gu, 'ofertă rămasă fără răspuns'],
    [/ \(listă, platformă de programări sau magazin\)/gu, ' (listă sau evidența proiectelor)'],
    [
      /(?<!\p{L})Stabiliți un calendar anual al ofertelor, cu limite pentru mărimea și frecvența reducerilor, și comparați rezultatul fiecărei oferte cu costul ei în marjă; reducerile neplanificate vă erodează prețul\./gu,
      'Scrieți o regulă pentru reducerile de preț sau de onorariu (cât de mari, cât de des, cine le aprobă) și comparați rezultatul fiecărei reduceri cu costul ei în marjă; reducerile neplanificate vă erodează prețul.',
    ],
    [
      /(?<!\p{L})Stabiliți un calendar anual al ofertelor, cu limite pentru reduceri(?!\p{L})/gu,
      'Scrieți o regulă pentru reducerile de preț sau de onorariu',
    ],
  ],
};

/**
 * A quotation of the bank's own words (a question, an answer): “…” in English, „…” in Romanian.
 * A question is quoted as it was asked, so the replacements skip what stands between the marks.
 */
const QUOTED = /(“[^”]*”|„[^”]*”)/;

/** Fields that hold a question's own text (the feedback's activity lines), quoted as asked. */
const QUESTION_FIELDS: ReadonlySet<string> = new Set(['activity', 'question', 'questionText']);

/**
 * The function that puts a text of `locale` into the words of a company with `context`: the
 * identity when its `sales.model` is sales people, both, resellers or unknown.
 */
export function companyWords(context: ContextFacts, locale: Locale): (text: string) => string {
  const model = context['sales.model'];
  const replacements: Replacements = [
    ...(context['team.size'] === '1' ? (locale === 'en' ? SOLO_MARKETER : SOLO_MARKETER_RO) : []),
    ...(model === 'online' || model === 'in-person' ? SELLER_WORDS[model][locale] : []),
    ...(context['business.model'] === 'b2b' ? B2B_ONLY[locale] : []),
  ];
  if (replacements.length === 0) return (text) => text;
  const soloRo = context['team.size'] === '1' && locale === 'ro';
  const replace = (part: string) => {
    // The two branches call the same method: TypeScript picks `replace`'s overload by the type of
    // its argument, and a union of a string and a function fits neither.
    const said = replacements.reduce(
      (t, [pattern, by]) => (typeof by === 'string' ? t.replace(pattern, by) : t.replace(pattern, by)),
      part,
    );
    return soloRo ? agreeCoordinated(said) : said;
  };
  // Split on the quotations (kept at the odd indices) and change only the text around them.
  return (text) =>
    text
      .split(QUOTED)
      .map((part, i) => (i % 2 === 1 ? part : replace(part)))
      .join('');
}

/**
 * `value` with every string in it, at any depth, passed through `words` (objects and arrays are
 * copied; numbers, booleans and null are kept), except a question's own text (the fields of
 * {@link QUESTION_FIELDS}). For the report, roadmap and prompt objects, whose strings are all
 * texts the product wrote.
 */
export function inCompanyWords<T>(value: T, words: (text: string) => string): T {
  if (typeof value === 'string') return words(value) as T;
  if (Array.isArray(value)) return value.map((v) => inCompanyWords(v, words)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = QUESTION_FIELDS.has(k) && typeof v === 'string' ? v : inCompanyWords(v, words);
    return out as T;
  }
  return value;
}
