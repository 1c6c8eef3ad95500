/**
 * Romanian glossary of the question bank (docs/question-authoring.md rule 6; rendered into
 * docs/glossary.md by `pnpm --filter @hai/domain calibration`).
 *
 * - {@link ACCEPTED_ENGLISH}: the English terms Romanian marketing uses as they are; any other
 *   English word in a Romanian text fails the integrity test.
 * - {@link ONE_TERM}: for each concept the one Romanian form the bank uses, and the forms it does
 *   not (calques, English leftovers, synonyms that would make one concept look like two).
 */

/** An English term accepted in Romanian texts, with its Romanian forms. */
export interface GlossaryTerm {
  /** The term as written (case as in the text); matched case-insensitively, word by word. */
  term: string;
  /** How Romanian inflects or explains it. */
  ro: string;
}

/** English terms accepted in the Romanian bank (rule 6). Acronyms in capitals need no entry. */
export const ACCEPTED_ENGLISH: readonly GlossaryTerm[] = [
  { term: 'AI', ro: 'AI-ul, AI-ului; „cu AI”, „instrumente AI”' },
  { term: 'marketing', ro: 'marketingul, marketingului' },
  { term: 'brand', ro: 'brandul, brandului, branduri' },
  { term: 'brief', ro: 'brief-ul, brief-uri' },
  { term: 'chatbot', ro: 'chatbotul, chatboți' },
  { term: 'dashboard', ro: 'dashboardul, dashboarduri (tablou de bord)' },
  { term: 'e-mail', ro: 'e-mailul, e-mailuri' },
  { term: 'feedback', ro: 'feedbackul' },
  { term: 'influencer', ro: 'influencerii' },
  { term: 'insight', ro: 'insight-ul, insight-uri' },
  { term: 'landing page', ro: 'landing page-ul, landing page-uri' },
  { term: 'lead', ro: 'lead-ul, lead-uri, lead-urile' },
  { term: 'marketer', ro: 'marketerii' },
  { term: 'newsletter', ro: 'newsletterul' },
  { term: 'online', ro: 'online' },
  { term: 'offline', ro: 'offline' },
  { term: 'podcast', ro: 'podcastul, podcasturi' },
  { term: 'prompt', ro: 'promptul, prompturi' },
  { term: 'social media', ro: 'social media (rețele sociale)' },
  { term: 'webinar', ro: 'webinarul, webinarii' },
  { term: 'Excel', ro: 'Excel (pentru „spreadsheet”)' },
  { term: 'copywriter', ro: 'copywriterul' },
  { term: 'persona', ro: 'persona, personas (profil de client)' },
  { term: 'martech', ro: 'martech' },
  { term: 'ChatGPT', ro: 'ChatGPT' },
  { term: 'Perplexity', ro: 'Perplexity' },
  { term: 'Google', ro: 'Google' },
  { term: 'Meta', ro: 'Meta' },
  { term: 'LinkedIn', ro: 'LinkedIn' },
  { term: 'TikTok', ro: 'TikTok' },
  { term: 'WhatsApp', ro: 'WhatsApp' },
  { term: 'Overviews', ro: '„Google AI Overviews”' },
  { term: 'machine learning', ro: 'machine learning' },
  { term: 'First Page Sage', ro: 'First Page Sage (sursa reperelor de funnel)' },
];

/**
 * Romanian words the spelling dictionary used by the test (hunspell ro through nspell) does not
 * know although they are correct Romanian; listed so that the English-word check does not
 * flag them.
 */
export const ROMANIAN_NOT_IN_DICTIONARY: readonly string[] = [
  'decide',
  'produce',
  'traduce',
  'conduce',
  'deduce',
  'introduce',
  'reduce',
  'include',
  'exclude',
  'merge',
  'comparative',
];

/** One concept, one Romanian term. */
export interface OneTermRule {
  /** The form to use. */
  use: string;
  /** Forms refused in Romanian texts (a regular expression source, case-insensitive). */
  avoid: string;
  /** Why, for the glossary. */
  note: string;
}

/** Calques, English leftovers and competing synonyms refused in Romanian texts (rule 6). */
export const ONE_TERM: readonly OneTermRule[] = [
  { use: 'concurenți', avoid: '\\bcompetitor', note: 'one term for competitors' },
  { use: 'Excel / fișier Excel', avoid: '\\bspreadsheet', note: 'one term for spreadsheets' },
  { use: 'prima variantă', avoid: '\\bdraft|\\bciorn', note: 'one term for a first draft' },
  { use: 'licitare', avoid: '\\bbid', note: 'bidding in ad platforms' },
  { use: 'platforme de publicitate', avoid: '\\bads\\b|\\bad-uri', note: 'ad platforms, ads' },
  { use: 'obține un scor, are un scor', avoid: '\\bpuncteaz', note: 'calque of "scores"' },
  { use: 'are rezultate, funcționează', avoid: '\\bperformeaz', note: 'calque of "performs"' },
  { use: 'conducerea, echipa de conducere', avoid: '\\bleadership', note: 'leadership' },
  { use: 'afacere, companie', avoid: '\\bbusiness', note: 'business' },
  { use: 'date de intrare, punct de plecare', avoid: '\\binput', note: '"ca input"' },
  { use: 'tonul comunicării', avoid: '\\btone of voice', note: 'tone of voice' },
  { use: 'subiectul e-mailului', avoid: '\\bsubject line', note: 'subject line' },
  { use: 'cota de vizibilitate', avoid: '\\bshare of voice', note: 'share of voice' },
  { use: 'direcția vizuală', avoid: '\\bart direction', note: 'art direction' },
  { use: 'reutilizarea conținutului', avoid: '\\brepurpos', note: 'repurposing' },
  { use: 'fișe comparative pentru vânzări', avoid: '\\bbattlecard', note: 'battlecards' },
  {
    use: 'pâlnia de vânzare, etapele pâlniei',
    avoid: '\\bfunnel',
    note: 'funnel (TOFU/MOFU/BOFU stay as acronyms)',
  },
  { use: 'manual, de către un om', avoid: '\\bde mână(?!\\p{L})', note: 'calque of "by hand"' },
  {
    use: 'setul de instrumente de marketing',
    avoid: '\\bstack',
    note: 'martech stack (a reader outside the trade does not know the word)',
  },
  { use: 'prin eșantionare', avoid: '\\bprin sondaj', note: 'sampling (a "sondaj" is an opinion poll)' },
  {
    use: 'AI',
    avoid: 'inteligen[țt]a artificial|\\bAIul\\b',
    note: 'one name for AI, "AI-ul" with the article',
  },
  {
    use: 'Pe care dintre…',
    avoid: '^Care dintre [^?]*\\ble\\b',
    note: 'object relative needs "pe care … le"',
  },
];

/**
 * Second-person singular forms refused in Romanian texts: the bank addresses the team with
 * "voi" (rule 6).
 */
export const TU_FORMS = /(?<!\p{L})(tu|tău|ta|tăi|tale|ție|ți|îți|te|ești|tine)(?!\p{L})/iu;
