/**
 * Display labels of the strategy engine, en and ro (product-spec §2 Results "Strategy"): media
 * types, funnel and content stages, channels, quadrants with their actions, priorities, size
 * classes, categories and timelines. Romanian follows the question bank's terms (the context
 * facts of bank/context-facts.ts).
 */
import type { Localized } from '../../i18n/localized.js';
import type {
  ChannelQuadrant,
  ContentStage,
  FunnelStage,
  MarketingChannel,
  PesoChannel,
  StrategyPriority,
  SizeClass,
  StrategyCategory,
} from './types.js';

/** PESO media types. */
export const PESO_LABELS: Readonly<Record<PesoChannel, Localized>> = {
  paid: { en: 'Paid media', ro: 'Media plătită' },
  earned: { en: 'Earned media', ro: 'Media câștigată' },
  shared: { en: 'Shared media', ro: 'Media distribuită' },
  owned: { en: 'Owned media', ro: 'Media proprie' },
};

/** Funnel stages. */
export const FUNNEL_STAGE_LABELS: Readonly<Record<FunnelStage, Localized>> = {
  visitorToLead: { en: 'Visitor → lead', ro: 'Vizitator → lead' },
  leadToCustomer: { en: 'Lead → customer', ro: 'Lead → client' },
  retention: { en: 'Customers buying again within 12 months', ro: 'Clienți care cumpără din nou în 12 luni' },
};

/** Content stages. */
export const CONTENT_STAGE_LABELS: Readonly<Record<ContentStage, Localized>> = {
  tofu: { en: 'TOFU (awareness)', ro: 'TOFU (notorietate)' },
  mofu: { en: 'MOFU (consideration)', ro: 'MOFU (considerare)' },
  bofu: { en: 'BOFU (decision)', ro: 'BOFU (decizie)' },
  retention: { en: 'Retention', ro: 'Retenție' },
};

/** Marketing channels. */
export const CHANNEL_LABELS: Readonly<Record<MarketingChannel, Localized>> = {
  seo: { en: 'SEO', ro: 'SEO' },
  paidSearch: { en: 'Paid search', ro: 'Căutare plătită' },
  paidSocial: { en: 'Paid social', ro: 'Social media plătită' },
  organicSocial: { en: 'Organic social', ro: 'Social media organică' },
  email: { en: 'E-mail', ro: 'E-mail' },
  events: { en: 'Events', ro: 'Evenimente' },
  pr: { en: 'PR', ro: 'PR' },
  partnerships: { en: 'Partnerships', ro: 'Parteneriate' },
};

/** Quadrant names, imperative like the actions they head. */
export const QUADRANT_LABELS: Readonly<Record<ChannelQuadrant, Localized>> = {
  scale: { en: 'Scale', ro: 'Extindeți' },
  fix: { en: 'Fix', ro: 'Reparați' },
  maintain: { en: 'Maintain', ro: 'Mențineți' },
  cut: { en: 'Cut', ro: 'Reduceți' },
};

/** What to do with a channel in each quadrant; `{channel}` is the channel's label, heading the text. */
export const QUADRANT_ACTIONS: Readonly<Record<ChannelQuadrant, Localized>> = {
  scale: {
    en: '{channel}: give it more budget and output; it already works and has room to grow. Raise spend in steps of about 20% a month while the cost per lead holds.',
    ro: '{channel}: alocați canalului mai mult buget și mai mult conținut; funcționează deja și are loc de creștere. Creșteți cheltuielile în pași de circa 20 % pe lună, cât timp costul pe lead se menține.',
  },
  fix: {
    en: '{channel}: diagnose it before adding money. Check targeting, offer and tracking, run one test a fortnight for a quarter, then decide whether to scale it or drop it.',
    ro: '{channel}: diagnosticați canalul înainte de a adăuga bani. Verificați țintirea, oferta și măsurarea, rulați un test la două săptămâni timp de un trimestru, apoi decideți dacă îl extindeți sau renunțați la el.',
  },
  maintain: {
    en: '{channel}: keep a steady budget and run it efficiently; automate the routine work and move the hours saved to channels that can still grow.',
    ro: '{channel}: păstrați canalului un buget constant și lucrați eficient; automatizați rutina și mutați orele câștigate către canalele care mai pot crește.',
  },
  cut: {
    en: '{channel}: cut it back to the minimum, or pause it, and move its budget and hours to a channel worth scaling.',
    ro: '{channel}: reduceți canalul la minimum sau opriți-l temporar și mutați bugetul și orele către un canal care merită extins.',
  },
};

/** Priority levels. */
export const STRATEGY_PRIORITY_LABELS: Readonly<Record<StrategyPriority, Localized>> = {
  critical: { en: 'Critical', ro: 'Critică' },
  high: { en: 'High', ro: 'Ridicată' },
  medium: { en: 'Medium', ro: 'Medie' },
  low: { en: 'Low', ro: 'Scăzută' },
};

/** Size classes with their employee ranges (domain-design.md §4). */
export const SIZE_CLASS_LABELS: Readonly<Record<SizeClass, Localized>> = {
  micro: { en: 'Micro (under 10 employees)', ro: 'Microîntreprindere (sub 10 angajați)' },
  small: { en: 'Small (10–49 employees)', ro: 'Companie mică (10–49 angajați)' },
  medium: { en: 'Medium (50–249 employees)', ro: 'Companie mijlocie (50–249 angajați)' },
  large: { en: 'Large (250+ employees)', ro: 'Companie mare (250+ angajați)' },
};

/** Strategy categories, as the priority order lists them. */
export const STRATEGY_CATEGORY_LABELS: Readonly<Record<StrategyCategory, Localized>> = {
  foundations: { en: 'Data and measurement foundations', ro: 'Fundații de date și măsurare' },
  governance: { en: 'AI governance and human oversight', ro: 'Guvernanța AI și supravegherea umană' },
  capability: { en: 'Team skills and ways of working', ro: 'Competențele și modul de lucru al echipei' },
  efficiency: { en: 'Automation and efficiency', ro: 'Automatizare și eficiență' },
  growth: {
    en: 'Growth: channels, funnel and content',
    ro: 'Creștere: canale, pâlnia de vânzare și conținut',
  },
};

/** Strategy categories by their short names, as the executive summary labels its first actions. */
export const STRATEGY_CATEGORY_SHORT_LABELS: Readonly<Record<StrategyCategory, Localized>> = {
  foundations: { en: 'Data foundations', ro: 'Fundații de date' },
  governance: { en: 'AI governance', ro: 'Guvernanța AI' },
  capability: { en: 'Team skills', ro: 'Competențele echipei' },
  efficiency: { en: 'Automation', ro: 'Automatizare' },
  growth: { en: 'Growth', ro: 'Creștere' },
};

/** Timelines a strategy can take. */
export const TIMELINES = {
  now: { en: '0–3 months', ro: '0–3 luni' },
  quarter: { en: '3–6 months', ro: '3–6 luni' },
  year: { en: '6–12 months', ro: '6–12 luni' },
} as const satisfies Record<string, Localized>;
export type Timeline = keyof typeof TIMELINES;
