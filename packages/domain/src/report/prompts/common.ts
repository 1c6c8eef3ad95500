/**
 * The sentences every step's prompt shares (domain-design.md §5): who is asking, the company's
 * size, the step's split against its target, the quoted answers and the closing instruction.
 * Slots in `{braces}` are filled by `fillTemplate` (fill.ts). Plain text, en and ro.
 */
import type { Localized } from '../../i18n/localized.js';
import type { SizeClassKey } from './size.js';

/** First sentence: who writes. Slots: `{company}`, `{role}`. */
export const WHO: { withRole: Localized; withoutRole: Localized } = {
  withRole: { en: 'I work at {company} as {role}.', ro: 'Lucrez la {company} ca {role}.' },
  withoutRole: { en: 'I work in marketing at {company}.', ro: 'Lucrez în marketing la {company}.' },
};

/** What stands for the company when its name is blank after cleaning. */
export const COMPANY_FALLBACK: Localized = { en: 'our company', ro: 'compania noastră' };

/** Second sentence: the size class (domain-design.md §4 thresholds), or that it was not given. */
export const SIZE_SENTENCE: Readonly<Record<SizeClassKey | 'unknown', Localized>> = {
  micro: {
    en: 'We are a micro company (under 10 employees).',
    ro: 'Suntem o microîntreprindere (sub 10 angajați).',
  },
  small: {
    en: 'We are a small company (10–49 employees).',
    ro: 'Suntem o companie mică (10–49 de angajați).',
  },
  medium: {
    en: 'We are a medium-sized company (50–249 employees).',
    ro: 'Suntem o companie mijlocie (50–249 de angajați).',
  },
  large: {
    en: 'We are a large company (250 or more employees).',
    ro: 'Suntem o companie mare (250 de angajați sau mai mulți).',
  },
  unknown: { en: 'Company size: not given.', ro: 'Dimensiunea companiei: nu am precizat-o.' },
};

/** Whom the company sells to (the `business.model` context fact), inside {@link MARKET}. */
export const MODEL_PHRASE: Readonly<Record<'b2b' | 'b2c' | 'both', Localized>> = {
  b2b: { en: 'other businesses (B2B)', ro: 'altor companii (B2B)' },
  b2c: { en: 'consumers (B2C)', ro: 'consumatorilor (B2C)' },
  both: { en: 'both businesses and consumers', ro: 'atât companiilor, cât și consumatorilor' },
};

/**
 * The market sentence of a prompt (domain-design.md §5: "the company, role, business model"):
 * `{model}` a {@link MODEL_PHRASE}, `{industry}` the sector's label; a part the user did not give
 * is left out.
 */
export const MARKET: Readonly<Record<'both' | 'model' | 'industry', Localized>> = {
  both: {
    en: 'We sell to {model}; our sector: {industry}.',
    ro: 'Vindem {model}; domeniul nostru: {industry}.',
  },
  model: { en: 'We sell to {model}.', ro: 'Vindem {model}.' },
  industry: { en: 'Our sector: {industry}.', ro: 'Domeniul nostru: {industry}.' },
};

/**
 * How most customers buy (the `sales.model` context fact), after {@link MARKET}: an assistant
 * advising a shop served over the counter, an online shop and a firm with sales people gives
 * different advice, and the sector alone does not say which ("retail" covers all three).
 */
export const SALES_SENTENCE: Readonly<
  Record<'sales-team' | 'online' | 'both' | 'in-person' | 'partners', Localized>
> = {
  'sales-team': {
    en: 'Most customers buy through our sales people.',
    ro: 'Cei mai mulți clienți cumpără prin oamenii noștri de vânzări.',
  },
  online: {
    en: 'Most customers buy online, in our shop or app, with no salesperson.',
    ro: 'Cei mai mulți clienți cumpără online, în magazinul sau aplicația noastră, fără vânzător.',
  },
  both: {
    en: 'Customers buy both through our sales people and online.',
    ro: 'Clienții cumpără atât prin oamenii noștri de vânzări, cât și online.',
  },
  'in-person': {
    en: 'Most customers buy in person, at our shop or office.',
    ro: 'Cei mai mulți clienți cumpără direct, la magazinul sau biroul nostru.',
  },
  partners: {
    en: 'Most customers buy through resellers or distributors.',
    ro: 'Cei mai mulți clienți cumpără prin revânzători sau distribuitori.',
  },
};

/**
 * How customers buy in person, said for whom the company sells to (`business.model`): a business
 * that sells only to consumers serves them at its shop, one that sells only to companies meets its
 * clients at its office or theirs; {@link SALES_SENTENCE}'s "shop or office" stays for both or
 * unknown.
 */
export const IN_PERSON_SENTENCE: Readonly<Record<'b2c' | 'b2b', Localized>> = {
  b2c: {
    en: 'Most customers buy in person, at our shop.',
    ro: 'Cei mai mulți clienți cumpără direct, la magazinul nostru.',
  },
  b2b: {
    en: 'Most clients buy from us in person, at our office or theirs.',
    ro: 'Cei mai mulți clienți cumpără direct de la noi, la biroul nostru sau la al lor.',
  },
};

/** Closes the first paragraph: what was assessed. */
export const ASSESSED: Localized = {
  en: 'We assessed how our marketing splits work between AI and people.',
  ro: 'Am evaluat cum își împarte marketingul nostru munca între AI și oameni.',
};

/** Opens the second paragraph: the step. Slots: `{stepName}`, `{theme}`. */
export const STEP_ABOUT: Localized = {
  en: 'This request is about {stepName}: {theme}.',
  ro: 'Cererea de față privește pasul {stepName}: {theme}.',
};

/**
 * The split sentence, by evidence and direction. Slots: `{yourHuman}`, `{yourAi}`,
 * `{targetHuman}`, `{targetAi}` (formatted percentages), `{gap}` and `{tolerance}` (points with
 * their noun), `{practices}` (a count phrase), `{minScored}`.
 */
export const SPLIT: {
  tooHuman: Localized;
  tooAi: Localized;
  onTarget: Localized;
  allE: Localized;
  insufficient: Localized;
  unanswered: Localized;
} = {
  tooHuman: {
    en: 'In this area our work is split {yourHuman} people, {yourAi} AI; the target is {targetHuman} people, {targetAi} AI. We rely on people {gap} more than we should.',
    ro: 'În acest domeniu munca noastră se împarte {yourHuman} oameni, {yourAi} AI, iar ținta este {targetHuman} oameni, {targetAi} AI. Ne bazăm pe oameni cu {gap} mai mult decât ar trebui.',
  },
  tooAi: {
    en: 'In this area our work is split {yourHuman} people, {yourAi} AI; the target is {targetHuman} people, {targetAi} AI. We rely on AI {gap} more than we should.',
    ro: 'În acest domeniu munca noastră se împarte {yourHuman} oameni, {yourAi} AI, iar ținta este {targetHuman} oameni, {targetAi} AI. Ne bazăm pe AI cu {gap} mai mult decât ar trebui.',
  },
  onTarget: {
    en: 'In this area our work is split {yourHuman} people, {yourAi} AI, within {tolerance} of the target of {targetHuman} people, {targetAi} AI.',
    ro: 'În acest domeniu munca noastră se împarte {yourHuman} oameni, {yourAi} AI, la cel mult {tolerance} de ținta de {targetHuman} oameni, {targetAi} AI.',
  },
  allE: {
    en: 'We do not practise this area yet: to every activity in it we answered "we don\'t do this yet". The target split is {targetHuman} people, {targetAi} AI or automation.',
    ro: 'Nu practicăm încă acest domeniu: la fiecare activitate din el am răspuns „nu facem încă asta”. Împărțirea țintă este {targetHuman} oameni, {targetAi} AI sau automatizare.',
  },
  insufficient: {
    en: 'We practise {practices} here, fewer than the {minScored} needed to measure our split. The target split is {targetHuman} people, {targetAi} AI or automation.',
    ro: 'Aici practicăm {practices}, mai puține decât cele {minScored} necesare pentru a măsura împărțirea. Împărțirea țintă este {targetHuman} oameni, {targetAi} AI sau automatizare.',
  },
  unanswered: {
    en: 'We have not assessed this area yet. The target split is {targetHuman} people, {targetAi} AI.',
    ro: 'Nu am evaluat încă acest domeniu. Împărțirea țintă este {targetHuman} oameni, {targetAi} AI.',
  },
};

/** `{practices}` of {@link SPLIT}.insufficient: how many practices the answers describe. */
export const PRACTICES: { one: Localized; many: Localized } = {
  one: { en: 'only one activity', ro: 'o singură activitate' },
  many: { en: 'only {count} activities', ro: 'doar {count} activități' },
};

/** The noun of `{gap}` and `{tolerance}`. */
export const POINTS: { en: { one: string; many: string }; ro: { one: string; many: string } } = {
  en: { one: 'point', many: 'points' },
  ro: { one: 'punct', many: 'puncte' },
};

/** Heading line of the quoted answers (`pullingAnswers`): a scored step, an insufficient one. */
export const QUOTES_LEAD: { scored: Localized; insufficient: Localized } = {
  scored: {
    en: 'The activities furthest from where they should be:',
    ro: 'Activitățile cele mai depărtate de cum ar trebui să fie:',
  },
  insufficient: { en: 'What we already do:', ro: 'Ce facem deja:' },
};

/** Heading line of the missing practices (`missingPractices`, option E or "None of these yet"). */
export const MISSING_LEAD: Localized = {
  en: 'Activities we do not do yet:',
  ro: 'Activități pe care nu le facem încă:',
};

/** One quoted answer. Slots: `{question}`, `{answer}`. */
export const QUOTE_LINE: Localized = {
  en: '- "{question}" Our answer: "{answer}".',
  ro: '- „{question}” Răspunsul nostru: „{answer}”.',
};

/** A quoted activity with the answer its ideal asks for. */
export const QUOTE_LINE_IDEAL: Localized = {
  en: '- "{question}" Our answer: "{answer}"; the target: "{ideal}".',
  ro: '- „{question}” Răspunsul nostru: „{answer}”; ținta: „{ideal}”.',
};

/** Last paragraph of every aiRole: keeps the assistant from guessing what the context lacks. */
export const CLOSING: Localized = {
  en: 'Ask me first if anything essential is missing.',
  ro: 'Dacă lipsește ceva esențial, întrebați-mă întâi.',
};
