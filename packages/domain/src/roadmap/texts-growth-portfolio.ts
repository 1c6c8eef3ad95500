/**
 * Task templates of the channel portfolio and content gaps (issue 9 item 1; the catalogue's
 * tactics in report/strategies/texts-growth.ts): the channels to fix or cut (`{channels}`,
 * `{target}`), and the content stage furthest short of the ideal (`{stage}`, `{gap}`, `{total}`).
 */
import type { Localized } from '../bank/types.js';
import type { StrategyTaskDef } from './types.js';

const DASHBOARD = { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' };
const MEDIA_PLAN = { en: 'Media plan in Excel', ro: 'Plan media în Excel' };

/** Channels in the fix quadrant: a 90-day test each. */
export const CHANNEL_FIX: StrategyTaskDef = {
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

/** Channels in the cut quadrant: move their money to the channels to scale. */
export const CHANNEL_CUT: StrategyTaskDef = {
  tactic: 2,
  texts: {
    title: {
      en: 'Move budget from {channels} to {target}',
      ro: 'Mutați bugetul de la {channels} către {target}',
    },
    action: {
      en: 'Cut these channels to the minimum or pause them, and move their budget and hours to the channels worth scaling in the same quarter, so the total budget keeps working.',
      ro: 'Reduceți aceste canale la minimum sau opriți-le temporar și mutați bugetul și orele lor către canalele care merită extinse, în același trimestru, ca bugetul total să lucreze în continuare.',
    },
    owner: {
      en: 'CMO, with the channel and media lead',
      ro: 'CMO-ul, împreună cu responsabilul de canale și media',
    },
    kpis: [
      {
        en: '100% of the freed budget reallocated within the quarter; revenue per channel reviewed after 90 days',
        ro: '100 % din bugetul eliberat realocat în același trimestru; veniturile pe canal analizate după 90 de zile',
      },
    ],
    expectedResults: {
      en: 'The same budget buying more results.',
      ro: 'Același buget aduce mai multe rezultate.',
    },
    tools: [MEDIA_PLAN, { en: 'Revenue by channel report', ro: 'Raport de venituri pe canale' }],
  },
};

/** Where the cut channels' money goes when no channel is in the scale quadrant. */
export const BEST_CHANNELS: Localized = {
  en: 'the channels with the best results',
  ro: 'canalele cu cele mai bune rezultate',
};

/** The channel task when no channel is to fix or to cut: rate the channels from data. */
export const CHANNEL_RATE: StrategyTaskDef = {
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

/** Content: fill the stage furthest short of the ideal. */
export const CONTENT_FILL: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Add {gap} a month at the “{stage}” stage',
      ro: 'Adăugați lunar {gap} la etapa „{stage}”',
    },
    action: {
      en: 'Fill this gap first, starting with the pieces sales and customer service already ask for (comparisons, price explanations, case studies, how-to guides); AI writes first versions from your experts’ notes, and an editor keeps the angle and the final edit.',
      ro: 'Acoperiți întâi această diferență, începând cu materialele pe care vânzările și relațiile cu clienții le cer deja (comparații, explicații de preț, studii de caz, ghiduri de utilizare); AI-ul scrie primele variante din notițele experților, iar un editor păstrează unghiul și forma finală.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: '{stage}: monthly output up by {gap} within 3 months',
        ro: '{stage}: producția lunară crescută cu {gap} în 3 luni',
      },
    ],
    expectedResults: {
      en: 'Content at every funnel stage, so that prospects find answers when they are ready to buy.',
      ro: 'Conținut la fiecare etapă a funnelului, ca potențialii clienți să găsească răspunsuri când sunt gata să cumpere.',
    },
    tools: [
      { en: 'Editorial calendar by funnel stage', ro: 'Calendar editorial pe etape ale funnelului' },
      { en: 'ChatGPT or Claude for first versions', ro: 'ChatGPT sau Claude pentru primele variante' },
    ],
  },
};

/** Content: plan by stage and count monthly. */
export const CONTENT_PLAN: StrategyTaskDef = {
  tactic: 3,
  texts: {
    title: {
      en: 'Plan the editorial calendar by funnel stage and count the pieces monthly',
      ro: 'Planificați calendarul editorial pe etape ale funnelului și numărați lunar materialele',
    },
    action: {
      en: 'Tag every planned piece with its funnel stage (TOFU, MOFU, BOFU, retention), and at the monthly content meeting compare the count per stage with the ideal for your size.',
      ro: 'Etichetați fiecare material planificat cu etapa funnelului (TOFU, MOFU, BOFU, retenție) și comparați, la ședința lunară de conținut, numărul de materiale pe etapă cu idealul pentru mărimea voastră.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: '100% of planned pieces tagged by stage; the monthly shortfall of {total} closed within 2 quarters',
        ro: '100 % dintre materialele planificate etichetate pe etape; lipsa lunară de {total} acoperită în 2 trimestre',
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
