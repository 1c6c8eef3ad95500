/**
 * Band recommendations of the results overview (product-spec §2 "focus block", §3
 * "Recommendation summary per level", §4 "Overall score bands", §9 investment ranges and
 * priority colouring; domain-design.md §5). Pure data and two functions.
 */
import type { Localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/locale.js';
import type { Band } from '../../scoring/constants.js';

/** What one band recommends, in en and ro. */
export interface BandRecommendation {
  /** Strategic focus; also the strategy engine's context `focus` (domain-design.md §4). */
  focus: Localized;
  /** Priority wording; its colour follows {@link priorityLevel} (spec §9). */
  priority: Localized;
  /** How long the recommended programme takes, in months. */
  timeline: Localized;
  /** Investment range in euro (spec §9), written as each language writes amounts (€50k–€100k in English, as spec §9 writes them; 50.000–100.000 € in Romanian, whose readers write amounts in full). */
  investment: Localized;
  /** The same range in euro, `[low, high]`; `high` null for "or more" (spec §9). */
  investmentEur: readonly [number, number | null];
  /** 4–6 concrete recommendations. */
  recommendations: readonly Localized[];
}

/** Colour class of a priority text (spec §9). */
export type PriorityLevel = 'high' | 'medium' | 'low';

/** {@link BandRecommendation} resolved to one locale (spec §3: focus, prioritate, timeline, investitie, recommendations). */
export interface BandSummary {
  band: Band;
  focus: string;
  priority: string;
  /** `priorityLevel(priority)`, so every client colours the priority the same way. */
  priorityLevel: PriorityLevel;
  timeline: string;
  investment: string;
  recommendations: string[];
}

/** Focus, priority, timeline, investment and recommendations of each band (spec §4, §9). */
export const BAND_RECOMMENDATIONS: Readonly<Record<Band, BandRecommendation>> = {
  pioneer: {
    focus: {
      en: 'Innovation and thought leadership in human–AI marketing',
      ro: 'Inovație și poziție de reper în marketingul om–AI',
    },
    priority: { en: 'Sustain: continuous innovation', ro: 'Menținere: inovație continuă' },
    timeline: { en: '12–24 months', ro: '12–24 luni' },
    investment: { en: '€500k or more', ro: '500.000 € sau mai mult' },
    investmentEur: [500_000, null],
    recommendations: [
      {
        en: 'Pilot the next wave of AI (agents, predictive personalisation) in the AI-led steps, Predictions, Systems and Integration, with success criteria set in advance.',
        ro: 'Testați în proiecte pilot următorul val de AI (agenți, personalizare predictivă) în pașii conduși de AI, Predicții, Sisteme și Integrare, cu criterii de succes stabilite dinainte.',
      },
      {
        en: 'Protect the human-led steps (Vision, Courage, Collaboration, Transformation) with a yearly check of where AI has started writing instead of people.',
        ro: 'Protejați pașii conduși de oameni (Viziune, Curaj, Colaborare, Transformare) printr-o verificare anuală a locurilor în care AI-ul a început să scrie în locul oamenilor.',
      },
      {
        en: 'Publish your human–AI operating model and case studies to stand out with customers and the talent you want to hire.',
        ro: 'Publicați modelul vostru de lucru om–AI și studii de caz, ca să vă distingeți în fața clienților și a oamenilor pe care vreți să-i angajați.',
      },
      {
        en: 'Repeat this assessment every six months to catch drift before it costs you balance.',
        ro: 'Refaceți această evaluare la șase luni, ca să prindeți abaterile înainte să vă coste echilibrul.',
      },
      {
        en: 'Bring the outside partners you work with into your way of working, so the whole value chain keeps pace.',
        ro: 'Aduceți partenerii externi cu care lucrați în felul vostru de lucru, ca tot lanțul de valoare să țină pasul.',
      },
    ],
  },
  advanced: {
    focus: {
      en: 'Optimising the human–AI balance and scaling what works',
      ro: 'Optimizarea echilibrului om–AI și extinderea a ceea ce funcționează',
    },
    priority: {
      en: 'Medium: optimisation of the remaining gaps',
      ro: 'Medie: optimizarea pașilor rămași în urmă',
    },
    timeline: { en: '9–12 months', ro: '9–12 luni' },
    investment: { en: '€100k–€500k', ro: '100.000–500.000 €' },
    investmentEur: [100_000, 500_000],
    recommendations: [
      {
        en: 'Close the two or three steps furthest from their target first; they move the overall score the most.',
        ro: 'Închideți întâi diferențele celor doi-trei pași aflați cel mai departe de țintă; ei mută cel mai mult scorul general.',
      },
      {
        en: 'Turn successful AI pilots into standard processes, each with an owner, rules and sample checks.',
        ro: 'Transformați proiectele pilot cu AI reușite în procese standard, fiecare cu un responsabil, reguli și verificări prin eșantionare.',
      },
      {
        en: 'Validate your attribution and marketing mix models with holdout tests before moving more budget on their advice.',
        ro: 'Validați modelele de atribuire și modelele econometrice prin teste cu grup de control, înainte să mutați mai mult buget după ele.',
      },
      {
        en: 'Formalise AI governance: a written policy, review levels by risk and an incident procedure.',
        ro: 'Formalizați guvernanța AI: o politică scrisă, niveluri de verificare după risc și o procedură pentru incidente.',
      },
      {
        en: 'Build advanced AI skills in whoever analyses your data and creates your content, through coaching on live projects.',
        ro: 'Dezvoltați competențe AI avansate pentru cei care analizează datele și creează conținutul, prin îndrumare pe proiecte reale.',
      },
    ],
  },
  average: {
    focus: {
      en: 'Consolidating AI where it pays and human ownership where it matters',
      ro: 'Consolidarea AI-ului acolo unde aduce rezultate și a rolului oamenilor acolo unde contează',
    },
    priority: {
      en: 'Medium: consolidation of processes and skills',
      ro: 'Medie: consolidarea proceselor și a competențelor',
    },
    timeline: { en: '6–12 months', ro: '6–12 luni' },
    investment: { en: '€50k–€100k', ro: '50.000–100.000 €' },
    investmentEur: [50_000, 100_000],
    recommendations: [
      {
        en: 'Pick the three steps furthest from target and set a quarterly goal for each.',
        ro: 'Alegeți cei trei pași aflați cel mai departe de țintă și fixați un obiectiv trimestrial pentru fiecare.',
      },
      {
        en: 'In the AI-led steps (Systems, Predictions, Integration), automate repetitive work: launch checks, lead scoring, record matching.',
        ro: 'În pașii conduși de AI (Sisteme, Predicții, Integrare), automatizați munca repetitivă: verificările dinainte de lansare, scorurile pentru lead-uri, unificarea înregistrărilor.',
      },
      {
        en: 'In the human-led steps (Vision, Courage, Collaboration), take authorship back wherever AI writes purpose, ideas or briefs.',
        ro: 'În pașii conduși de oameni (Viziune, Curaj, Colaborare), luați înapoi scrisul oriunde AI-ul redactează scopul, ideile sau brief-urile.',
      },
      {
        en: 'Connect your customer records, website and campaign data, so AI works on one view of each customer.',
        ro: 'Conectați baza de clienți cu datele din site și din campanii, ca AI-ul să lucreze pe o imagine unică a fiecărui client.',
      },
      {
        en: 'Train everyone who does your marketing in the AI tools of their work, with a shared prompt library.',
        ro: 'Instruiți fiecare om din marketing în instrumentele AI ale rolului său, cu o bibliotecă comună de prompturi.',
      },
    ],
  },
  early_stage: {
    focus: {
      en: 'Building the foundations: data, processes and AI skills',
      ro: 'Construirea fundațiilor: date, procese și competențe AI',
    },
    priority: { en: 'High: build the foundations', ro: 'Ridicată: construiți fundațiile' },
    timeline: { en: '6–9 months', ro: '6–9 luni' },
    investment: { en: '€50k–€100k', ro: '50.000–100.000 €' },
    investmentEur: [50_000, 100_000],
    recommendations: [
      {
        en: 'Write an AI policy: which tools are approved, what customer data may enter them, who reviews AI content.',
        ro: 'Scrieți o politică de AI: ce instrumente sunt aprobate, ce date ale clienților pot intra în ele, cine verifică conținutul făcut cu AI.',
      },
      {
        en: 'Put your customer records in order: one customer database, duplicates merged, consents synced across tools.',
        ro: 'Puneți ordine în evidența clienților: o singură bază de clienți, duplicate unificate, acorduri sincronizate între instrumente.',
      },
      {
        en: 'Start with three quick AI wins in operations: link and form checks before launch, meeting notes, first versions of routine content.',
        ro: 'Începeți cu trei câștiguri rapide cu AI în operațiuni: verificarea linkurilor și formularelor înainte de lansare, notițele din ședințe, primele variante pentru conținutul de rutină.',
      },
      {
        en: 'Keep strategy, brand and relationships with people while you build, and write down who decides what.',
        ro: 'Păstrați strategia, brandul și relațiile în grija oamenilor cât timp construiți și scrieți cine decide ce.',
      },
      {
        en: 'Set up a basic dashboard with three to five KPIs agreed with the owner or leadership.',
        ro: 'Construiți un dashboard de bază cu trei până la cinci KPI-uri stabilite împreună cu conducerea.',
      },
    ],
  },
  urgent: {
    focus: {
      en: 'Urgent realignment: basic AI adoption and human oversight',
      ro: 'Realiniere urgentă: adoptarea de bază a AI-ului și supravegherea umană',
    },
    priority: { en: 'Urgent: fix the balance first', ro: 'Urgentă: corectați întâi echilibrul' },
    timeline: { en: '3–6 months', ro: '3–6 luni' },
    investment: { en: '€20k–€50k', ro: '20.000–50.000 €' },
    investmentEur: [20_000, 50_000],
    recommendations: [
      {
        en: 'Run a two-week audit of where AI is used without review and where repetitive work is still done by hand.',
        ro: 'Faceți în două săptămâni un audit: unde se folosește AI fără verificare și unde munca repetitivă se face încă manual.',
      },
      {
        en: 'Put a human reviewer on anything AI publishes or decides about customers, budgets or the brand.',
        ro: 'Puneți un om să verifice tot ce publică sau decide AI-ul despre clienți, bugete sau brand.',
      },
      {
        en: 'Automate one high-volume operations task (launch checks, request triage or reporting) and measure the time saved.',
        ro: 'Automatizați o sarcină de volum mare din operațiuni (verificările de lansare, trierea cererilor sau rapoartele) și măsurați timpul câștigat.',
      },
      {
        en: 'Name one owner for marketing data, and clean your customer records before any personalisation.',
        ro: 'Numiți un responsabil pentru datele de marketing și curățați baza de clienți înainte de orice personalizare.',
      },
      {
        en: 'Train everyone who does your marketing on the approved AI tools and the new review rules, in short workshops on your own briefs.',
        ro: 'Instruiți-i pe toți cei care vă fac marketingul în instrumentele AI aprobate și în noile reguli de verificare, prin ateliere scurte pe brief-urile voastre.',
      },
    ],
  },
};

/**
 * Keywords of the priority colouring (spec §9: "urgent" or "fundații" → high; "consolidare" or
 * "optimizare" → medium; otherwise low), matched on the text without diacritics and in lower
 * case. The English stems are added so that the English priority texts colour like the Romanian
 * ones.
 */
const HIGH = ['urgent', 'fundatii', 'foundation'];
const MEDIUM = ['consolidare', 'optimizare', 'consolidation', 'optimisation', 'optimization'];

/** Lower case, without diacritics (ș → s, ț → t, ă â → a, î → i; cedilla forms too). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Colour class of a priority text (spec §9): `high` when it contains "urgent" or "fundații"
 * ("foundation"), `medium` when it contains "consolidare" or "optimizare" ("consolidation",
 * "optimisation"), otherwise `low`. Case- and diacritics-insensitive; high wins over medium.
 */
export function priorityLevel(priorityText: string): PriorityLevel {
  const text = fold(priorityText);
  if (HIGH.some((k) => text.includes(k))) return 'high';
  if (MEDIUM.some((k) => text.includes(k))) return 'medium';
  return 'low';
}

/** The recommendations of `band` in `locale` (spec §2 focus block, §3, §4, §9). */
export function bandSummary(band: Band, locale: Locale): BandSummary {
  const r = BAND_RECOMMENDATIONS[band];
  const priority = r.priority[locale];
  return {
    band,
    focus: r.focus[locale],
    priority,
    priorityLevel: priorityLevel(priority),
    timeline: r.timeline[locale],
    investment: r.investment[locale],
    recommendations: r.recommendations.map((t) => t[locale]),
  };
}
