/**
 * Task templates of funnel repair (issue 9 item 1; the catalogue's tactics in
 * report/strategies/texts-growth.ts): a task per weak stage, naming its rate and benchmark
 * (`{current}`, `{benchmark}`), and the weekly tracking of all four rates.
 */
import type { FunnelStage } from '../report/strategies/types.js';
import type { StrategyTaskDef } from './types.js';

const DASHBOARD = { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' };

/** One task per weak funnel stage, the stage's tactic with its rate and benchmark. */
export const FUNNEL_STAGE_TASKS: Readonly<Record<FunnelStage, StrategyTaskDef>> = {
  visitorToLead: {
    tactic: 1,
    texts: {
      title: {
        en: 'Raise visitor → lead conversion from {current} to {benchmark}',
        ro: 'Creșteți conversia vizitator → lead de la {current} la {benchmark}',
      },
      action: {
        en: 'Give each landing page one clear offer and a shorter form; AI generates variants of the headline and the form, a person chooses which ones to test, and you run one A/B test a fortnight.',
        ro: 'Dați fiecărui landing page o singură ofertă clară și un formular mai scurt; AI-ul generează variante de titlu și de formular, un om alege pe care le testați și rulați un test A/B la două săptămâni.',
      },
      owner: { en: 'Web marketing specialist', ro: 'Specialistul de marketing online' },
      kpis: [
        {
          en: 'Visitor → lead at {benchmark} within 2 quarters',
          ro: 'Vizitator → lead la {benchmark} în 2 trimestre',
        },
        { en: '6 A/B tests completed in 3 months', ro: '6 teste A/B încheiate în 3 luni' },
      ],
      expectedResults: {
        en: 'More leads from the traffic you already pay for.',
        ro: 'Mai multe lead-uri din traficul pe care îl plătiți deja.',
      },
      tools: [
        { en: 'Hotjar for form analysis', ro: 'Hotjar pentru analiza formularelor' },
        { en: 'A/B tests in your landing page tool', ro: 'Teste A/B în instrumentul de landing page-uri' },
      ],
    },
  },
  leadToQualified: {
    tactic: 2,
    texts: {
      title: {
        en: 'Raise lead → qualified lead from {current} to {benchmark} with a shared definition',
        ro: 'Creșteți rata lead → lead calificat de la {current} la {benchmark}, cu o definiție comună',
      },
      action: {
        en: 'Write down with sales what a qualified lead is, score leads on the deals you actually closed, and review the score and the rejected leads with sales every month.',
        ro: 'Stabiliți în scris, împreună cu vânzările, ce înseamnă un lead calificat, evaluați lead-urile după vânzările încheiate efectiv și analizați lunar cu vânzările scorul și lead-urile respinse.',
      },
      owner: {
        en: 'Marketing lead, with the sales manager',
        ro: 'Responsabilul de marketing, împreună cu managerul de vânzări',
      },
      kpis: [
        {
          en: 'Lead → qualified lead at {benchmark} within 2 quarters',
          ro: 'Lead → lead calificat la {benchmark} în 2 trimestre',
        },
        {
          en: 'Written definition signed by sales within 30 days',
          ro: 'Definiția scrisă, semnată de vânzări în cel mult 30 de zile',
        },
      ],
      expectedResults: {
        en: 'Sales time spent on leads that can buy, and fewer disputes about lead quality.',
        ro: 'Timpul vânzărilor dedicat lead-urilor care pot cumpăra și mai puține dispute despre calitatea lead-urilor.',
      },
      tools: [
        { en: 'Lead scoring in the CRM', ro: 'Scorurile pentru lead-uri din CRM' },
        { en: 'Qualified-lead definition sheet', ro: 'Fișa cu definiția lead-ului calificat' },
      ],
    },
  },
  qualifiedToCustomer: {
    tactic: 3,
    texts: {
      title: {
        en: 'Raise qualified lead → customer from {current} to {benchmark}',
        ro: 'Creșteți rata lead calificat → client de la {current} la {benchmark}',
      },
      action: {
        en: 'Follow up every qualified lead within one working day, send case studies from the prospect’s industry, and log in the CRM why each lost deal was lost; review the reasons monthly.',
        ro: 'Reveniți la fiecare lead calificat în cel mult o zi lucrătoare, trimiteți studii de caz din industria clientului și notați în CRM de ce ați pierdut fiecare oportunitate; analizați lunar motivele.',
      },
      owner: { en: 'Sales manager, with marketing', ro: 'Managerul de vânzări, împreună cu marketingul' },
      kpis: [
        {
          en: 'Qualified lead → customer at {benchmark} within 2 quarters',
          ro: 'Lead calificat → client la {benchmark} în 2 trimestre',
        },
        {
          en: '100% of qualified leads contacted within 1 working day',
          ro: '100 % dintre lead-urile calificate contactate în cel mult 1 zi lucrătoare',
        },
      ],
      expectedResults: {
        en: 'More deals closed from the same pipeline.',
        ro: 'Mai multe vânzări încheiate din aceleași oportunități.',
      },
      tools: [
        { en: 'Loss-reason field in the CRM', ro: 'Câmp pentru motivul pierderii, în CRM' },
        { en: 'Case study library by industry', ro: 'Bibliotecă de studii de caz pe industrii' },
      ],
    },
  },
  retention: {
    tactic: 4,
    texts: {
      title: {
        en: 'Raise 12-month customer retention from {current} to {benchmark}',
        ro: 'Creșteți retenția clienților pe 12 luni de la {current} la {benchmark}',
      },
      action: {
        en: 'Set up a welcome sequence for the first 90 days and a check-in call before each renewal; AI flags customers at risk from usage and support data, and an account manager calls them within a week.',
        ro: 'Configurați o serie de mesaje de bun venit pentru primele 90 de zile și un apel înaintea fiecărei reînnoiri; AI-ul semnalează clienții cu risc pe baza datelor de utilizare și de suport, iar un responsabil de cont îi sună în cel mult o săptămână.',
      },
      owner: { en: 'Customer success lead', ro: 'Responsabilul de relația cu clienții' },
      kpis: [
        { en: 'Retention at {benchmark} within 12 months', ro: 'Retenția la {benchmark} în 12 luni' },
        {
          en: '100% of customers at risk called within 7 days',
          ro: '100 % dintre clienții cu risc sunați în cel mult 7 zile',
        },
      ],
      expectedResults: {
        en: 'More revenue from existing customers, which costs less than winning new ones.',
        ro: 'Mai multe venituri de la clienții existenți, ceea ce costă mai puțin decât câștigarea unora noi.',
      },
      tools: [
        { en: 'E-mail automation in Brevo or Klaviyo', ro: 'Automatizare de e-mail în Brevo sau Klaviyo' },
        { en: 'AI churn-risk score in the CRM', ro: 'Scorul AI pentru riscul de pierdere, în CRM' },
      ],
    },
  },
};

/** The funnel task when only one stage is weak: measure all four, change one at a time. */
export const FUNNEL_TRACKING: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Track the four funnel rates weekly and change one stage at a time',
      ro: 'Urmăriți săptămânal cele patru rate ale funnelului și schimbați câte o etapă pe rând',
    },
    action: {
      en: 'Put visitor → lead, lead → qualified lead, qualified lead → customer and retention on one dashboard updated weekly, and change only one stage at a time, so you can see which change moved the rate.',
      ro: 'Puneți pe un singur dashboard, actualizat săptămânal, ratele vizitator → lead, lead → lead calificat, lead calificat → client și retenția și schimbați doar câte o etapă pe rând, ca să vedeți ce schimbare a mișcat rata.',
    },
    owner: { en: 'Marketing analyst', ro: 'Analistul de marketing' },
    kpis: [
      {
        en: '4 funnel rates on one dashboard within 30 days, updated every week',
        ro: '4 rate ale funnelului pe un singur dashboard în cel mult 30 de zile, actualizate săptămânal',
      },
    ],
    expectedResults: {
      en: 'Clear evidence of which change improved which stage.',
      ro: 'Dovezi clare despre ce schimbare a îmbunătățit fiecare etapă.',
    },
    tools: [DASHBOARD, { en: 'Funnel report of the CRM', ro: 'Raportul de funnel din CRM' }],
  },
};
