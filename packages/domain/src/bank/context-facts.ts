/**
 * The context facts (domain-design.md §2 "Context question", §4 "Context facts"): what the strategy
 * engine needs to know about the company, each asked once as a banded single choice that takes one
 * tap, "we don't know" (or "we'd rather not say") always offered. A fact owns its bands: their
 * option texts and the value the engine reads (a category, or the band's midpoint). The question's
 * stem lives with its step (`steps/<key>/context.ts`).
 *
 * Midpoints: the middle of a closed band; for an open top band ("over 5 %") a value one band-width
 * above its lower edge, said in the band's comment. They are what the engine computes with, and
 * the engine says which fact it lacks when the answer is "we don't know".
 */
import type { Localized } from '../i18n/localized.js';

/** One band of a fact: the option text and what it stands for. */
export interface FactBand {
  /** Stable value id, stored in the option (`OptionDef.value`), e.g. `10-49`. */
  value: string;
  text: Localized;
  /** Numeric facts: the number the engine uses for the band, in the fact's unit. */
  mid?: number;
}

/** A context fact: its bands and the "unknown" option. */
export interface FactDef {
  /** The fact's unit or kind, for the docstrings and the engine. */
  unit: 'employees' | 'people' | 'euro a year' | 'pieces a month' | 'percent' | 'category';
  bands: readonly FactBand[];
  /** The last option: "we don't know" or "we'd rather not say" (value `null`). */
  unknown: Localized;
}

const DONT_KNOW: Localized = { en: "We don't know", ro: 'Nu știm' };
const RATHER_NOT_SAY: Localized = { en: "We'd rather not say", ro: 'Preferăm să nu spunem' };

/** The eight marketing channels of the channel facts. */
const CHANNEL_BANDS: readonly FactBand[] = [
  { value: 'seo', text: { en: 'Search engine optimisation (SEO)', ro: 'Optimizare pentru căutare (SEO)' } },
  { value: 'paidSearch', text: { en: 'Paid search ads', ro: 'Reclame plătite în căutare' } },
  { value: 'paidSocial', text: { en: 'Paid social media ads', ro: 'Reclame plătite în social media' } },
  {
    value: 'organicSocial',
    text: { en: 'Unpaid social media posts', ro: 'Postări neplătite în social media' },
  },
  { value: 'email', text: { en: 'E-mail', ro: 'E-mail' } },
  { value: 'events', text: { en: 'Events and trade fairs', ro: 'Evenimente și târguri' } },
  { value: 'pr', text: { en: 'PR and press', ro: 'PR și presă' } },
  { value: 'partnerships', text: { en: 'Partners and referrals', ro: 'Parteneri și recomandări' } },
];

/** Every context fact, by key. */
export const CONTEXT_FACTS = {
  /**
   * Company size by employees (domain-design.md §4 size classes: micro < 10, small 10–49, medium
   * 50–249, large 250+). Midpoints of the bands; the open top band uses 2,000.
   */
  'company.size': {
    unit: 'employees',
    bands: [
      { value: '1-9', mid: 5, text: { en: '1–9', ro: '1–9' } },
      { value: '10-49', mid: 30, text: { en: '10–49', ro: '10–49' } },
      { value: '50-249', mid: 150, text: { en: '50–249', ro: '50–249' } },
      { value: '250-999', mid: 625, text: { en: '250–999', ro: '250–999' } },
      { value: '1000+', mid: 2000, text: { en: '1,000 or more', ro: '1.000 sau mai mulți' } },
    ],
    unknown: RATHER_NOT_SAY,
  },
  /**
   * How most customers buy (version 4): through the company's sales people, online without a
   * salesperson, both, in person at the company's premises, or through resellers. The
   * applicability rules read a sales team (`sales-team`, `both`, `partners`: someone sells and
   * takes leads) and an online shop (`online`, `both`) from it (bank/applicability.ts).
   */
  'sales.model': {
    unit: 'category',
    bands: [
      { value: 'sales-team', text: { en: 'Through our sales people', ro: 'Prin oamenii noștri de vânzări' } },
      {
        value: 'online',
        text: {
          en: 'Online, in our shop or app, with no salesperson',
          ro: 'Online, în magazinul sau aplicația noastră, fără vânzător',
        },
      },
      {
        value: 'both',
        text: { en: 'Both: sales people and online', ro: 'Ambele: oameni de vânzări și online' },
      },
      {
        value: 'in-person',
        text: { en: 'In person, at our shop or office', ro: 'Direct, la magazinul sau biroul nostru' },
      },
      {
        value: 'partners',
        text: { en: 'Through resellers or distributors', ro: 'Prin revânzători sau distribuitori' },
      },
    ],
    unknown: DONT_KNOW,
  },
  /**
   * Where customer and lead records are kept (version 4): a CRM, spreadsheets or another tool
   * (an e-mail tool, the shop's back office), or nowhere in one place yet. The applicability rules
   * read "has a CRM" from it (bank/applicability.ts).
   */
  'customer.records': {
    unit: 'category',
    bands: [
      { value: 'crm', text: { en: 'In a CRM', ro: 'Într-un CRM' } },
      {
        value: 'other-tool',
        text: {
          en: 'In spreadsheets, an e-mail tool or the shop’s back office',
          ro: 'În foi de calcul, într-un instrument de e-mail sau în administrarea magazinului',
        },
      },
      { value: 'none', text: { en: 'Nowhere in one place yet', ro: 'Încă nu le ținem într-un singur loc' } },
    ],
    unknown: DONT_KNOW,
  },
  /** Whom the company sells to. */
  'business.model': {
    unit: 'category',
    bands: [
      { value: 'b2b', text: { en: 'Other businesses (B2B)', ro: 'Altor companii (B2B)' } },
      { value: 'b2c', text: { en: 'Consumers (B2C)', ro: 'Consumatorilor (B2C)' } },
      { value: 'both', text: { en: 'Both', ro: 'Ambelor' } },
    ],
    unknown: RATHER_NOT_SAY,
  },
  /** The company's sector. */
  industry: {
    unit: 'category',
    bands: [
      { value: 'software', text: { en: 'Software and IT', ro: 'Software și IT' } },
      { value: 'manufacturing', text: { en: 'Manufacturing and industry', ro: 'Producție și industrie' } },
      { value: 'retail', text: { en: 'Retail, in shops or online', ro: 'Comerț, în magazine sau online' } },
      { value: 'finance', text: { en: 'Banking, insurance, finance', ro: 'Bănci, asigurări, finanțe' } },
      { value: 'services', text: { en: 'Professional services', ro: 'Servicii profesionale' } },
      { value: 'health', text: { en: 'Health and pharma', ro: 'Sănătate și farma' } },
      { value: 'consumer-goods', text: { en: 'Consumer goods', ro: 'Bunuri de larg consum' } },
      {
        value: 'travel',
        text: { en: 'Travel, hospitality, leisure', ro: 'Turism, ospitalitate, timp liber' },
      },
      { value: 'other', text: { en: 'Another sector', ro: 'Alt sector' } },
    ],
    unknown: RATHER_NOT_SAY,
  },
  /** Yearly marketing budget, all costs in (people excluded), euro. Open top band: 7,500,000. */
  'marketing.budget': {
    unit: 'euro a year',
    bands: [
      { value: '<50k', mid: 25_000, text: { en: 'Under €50,000', ro: 'Sub 50.000 €' } },
      { value: '50k-250k', mid: 150_000, text: { en: '€50,000–250,000', ro: '50.000–250.000 €' } },
      { value: '250k-1m', mid: 625_000, text: { en: '€250,000–1 million', ro: '250.000 €–1 milion €' } },
      { value: '1m-5m', mid: 3_000_000, text: { en: '€1–5 million', ro: '1–5 milioane €' } },
      { value: '5m+', mid: 7_500_000, text: { en: 'Over €5 million', ro: 'Peste 5 milioane €' } },
    ],
    unknown: DONT_KNOW,
  },
  /** Content pieces published a month, all channels. Open top band: 150. */
  'content.volume': {
    unit: 'pieces a month',
    bands: [
      { value: '<10', mid: 5, text: { en: 'Under 10', ro: 'Sub 10' } },
      { value: '10-30', mid: 20, text: { en: '10–30', ro: '10–30' } },
      { value: '30-100', mid: 65, text: { en: '30–100', ro: '30–100' } },
      { value: '100+', mid: 150, text: { en: 'Over 100', ro: 'Peste 100' } },
    ],
    unknown: DONT_KNOW,
  },
  /** The funnel stage with the least content: TOFU, MOFU, BOFU or retention. */
  'content.weakestStage': {
    unit: 'category',
    bands: [
      { value: 'tofu', text: { en: 'Being discovered (TOFU)', ro: 'Descoperirea (TOFU)' } },
      { value: 'mofu', text: { en: 'Being compared (MOFU)', ro: 'Comparația (MOFU)' } },
      { value: 'bofu', text: { en: 'The decision to buy (BOFU)', ro: 'Decizia de cumpărare (BOFU)' } },
      { value: 'retention', text: { en: 'Keeping customers', ro: 'Păstrarea clienților' } },
    ],
    unknown: DONT_KNOW,
  },
  /**
   * The PESO type that takes most of the budget. The engine reads it as a preset mix
   * (report/strategies/tables.ts `PESO_PRESETS`, a documented assumption).
   */
  'peso.lead': {
    unit: 'category',
    bands: [
      { value: 'paid', text: { en: 'Paid media: ads', ro: 'Media plătită: reclame' } },
      {
        value: 'owned',
        text: { en: 'Owned media: site, e-mail, content', ro: 'Media proprie: site, e-mail, conținut' },
      },
      {
        value: 'shared',
        text: { en: 'Shared media: social networks', ro: 'Media distribuită: rețele sociale' },
      },
      { value: 'earned', text: { en: 'Earned media: PR, reviews', ro: 'Media câștigată: PR, recenzii' } },
      { value: 'even', text: { en: 'Spread about evenly', ro: 'Împărțit cam egal' } },
    ],
    unknown: DONT_KNOW,
  },
  /** The channel that brings the most customers. */
  'channel.best': { unit: 'category', bands: CHANNEL_BANDS, unknown: DONT_KNOW },
  /** The channel with the most untapped potential. */
  'channel.untapped': { unit: 'category', bands: CHANNEL_BANDS, unknown: DONT_KNOW },
  /** People in marketing, agencies excluded. Open top band: 75. */
  'team.size': {
    unit: 'people',
    bands: [
      { value: '1', mid: 1, text: { en: 'One person', ro: 'O persoană' } },
      { value: '2-5', mid: 3.5, text: { en: '2–5', ro: '2–5' } },
      { value: '6-20', mid: 13, text: { en: '6–20', ro: '6–20' } },
      { value: '21-50', mid: 35, text: { en: '21–50', ro: '21–50' } },
      { value: '50+', mid: 75, text: { en: 'Over 50', ro: 'Peste 50' } },
    ],
    unknown: RATHER_NOT_SAY,
  },
  /** Website visitors who become leads or sign-ups, percent. Open top band: 7.5. */
  'funnel.visitorToLead': {
    unit: 'percent',
    bands: [
      { value: '<0.5', mid: 0.25, text: { en: 'Under 0.5 %', ro: 'Sub 0,5 %' } },
      { value: '0.5-1', mid: 0.75, text: { en: '0.5–1 %', ro: '0,5–1 %' } },
      { value: '1-2', mid: 1.5, text: { en: '1–2 %', ro: '1–2 %' } },
      { value: '2-5', mid: 3.5, text: { en: '2–5 %', ro: '2–5 %' } },
      { value: '5+', mid: 7.5, text: { en: 'Over 5 %', ro: 'Peste 5 %' } },
    ],
    unknown: DONT_KNOW,
  },
  /** Leads who become customers, percent. Open top band: 18. */
  'funnel.leadToCustomer': {
    unit: 'percent',
    bands: [
      { value: '<1', mid: 0.5, text: { en: 'Under 1 %', ro: 'Sub 1 %' } },
      { value: '1-3', mid: 2, text: { en: '1–3 %', ro: '1–3 %' } },
      { value: '3-6', mid: 4.5, text: { en: '3–6 %', ro: '3–6 %' } },
      { value: '6-12', mid: 9, text: { en: '6–12 %', ro: '6–12 %' } },
      { value: '12+', mid: 18, text: { en: 'Over 12 %', ro: 'Peste 12 %' } },
    ],
    unknown: DONT_KNOW,
  },
  /** Customers who buy again within 12 months, percent. */
  'funnel.retention': {
    unit: 'percent',
    bands: [
      { value: '<20', mid: 10, text: { en: 'Under 20 %', ro: 'Sub 20 %' } },
      { value: '20-40', mid: 30, text: { en: '20–40 %', ro: '20–40 %' } },
      { value: '40-60', mid: 50, text: { en: '40–60 %', ro: '40–60 %' } },
      { value: '60-80', mid: 70, text: { en: '60–80 %', ro: '60–80 %' } },
      { value: '80+', mid: 90, text: { en: 'Over 80 %', ro: 'Peste 80 %' } },
    ],
    unknown: DONT_KNOW,
  },
} as const satisfies Record<string, FactDef>;

/** Key of a context fact. Each is asked by exactly one question of the bank. */
export type ContextFactKey = keyof typeof CONTEXT_FACTS;
export const CONTEXT_FACT_KEYS = Object.keys(CONTEXT_FACTS) as ContextFactKey[];

/** The value ids of a fact's bands. */
export type FactValue<K extends ContextFactKey> = (typeof CONTEXT_FACTS)[K]['bands'][number]['value'];
