/**
 * Strategy `genai-data-protection` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems } from '../conditions.js';

const TEXTS: StrategyTexts = {
  name: {
    en: 'Protect customer data in generative AI',
    ro: 'Protejați datele clienților în AI-ul generativ',
  },
  impact: {
    en: 'Keeps personal data out of AI tools that lack a legal basis, a processing contract or a DPIA: each such upload is a GDPR breach in waiting and a risk to customer trust.',
    ro: 'Ține datele personale departe de instrumentele AI fără temei legal, contract de prelucrare sau DPIA: fiecare astfel de încărcare este o încălcare GDPR în așteptare și un risc pentru încrederea clienților.',
  },
  tactics: [
    {
      en: 'Write a one-page rule with examples: which data may go into which approved AI tools, anonymised or not.',
      ro: 'Scrieți o regulă de o pagină, cu exemple: ce date pot intra în ce instrumente AI aprobate, anonimizate sau nu.',
      about: [{ id: 'integrare-genai-customer-data', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Allow personal data only in AI tools under a data processing agreement, after a DPIA, with training on your data switched off.',
      ro: 'Permiteți date personale doar în instrumente AI cu contract de prelucrare a datelor, după o DPIA și cu învățarea din datele voastre dezactivată.',
    },
    {
      en: 'Give everyone who works on your marketing an approved AI workspace, so nobody needs a personal account for work data.',
      ro: 'Oferiți tuturor celor care lucrează la marketingul vostru un spațiu de lucru AI aprobat, ca nimeni să nu aibă nevoie de un cont personal pentru datele de serviciu.',
    },
    {
      en: 'Have a data-protection adviser, in-house or external, check a sample of prompts and uploaded files every quarter.',
      ro: 'Cereți unui consultant pe protecția datelor, intern sau extern, să verifice trimestrial, prin eșantionare, prompturile și fișierele încărcate.',
    },
  ],
};

/**
 * Customer data in generative tools (domain-design.md §4): the activity that controls which
 * customer data may go into generative AI tools not done yet, or done by machines beyond its
 * ideal, is enough; so is an activity handling personal data left to AI or automation alone where
 * its ideal keeps a person in it. Otherwise two personal-data activities handed to machines beyond
 * their ideal.
 */
const rule: Rule = ({ facts }) => {
  const control = [
    ...activityProblems(facts, { topics: ['genai-customer-data'] }, 'not-yet', 1),
    ...activityProblems(facts, { topics: ['genai-customer-data'] }, 'too-machine', 1),
  ];
  const beyond = activityProblems(facts, { risks: ['personal-data'] }, 'too-machine', 5).filter(
    (p) => !control.some((c) => c.questionIds[0] === p.questionIds[0]),
  );
  const alone = beyond.filter(
    (p) => facts.activities.find((a) => a.question.id === p.questionIds[0])?.result.answer === 'D',
  );
  const urgent = control.length > 0 || alone.length > 0;
  return {
    problems: [...control, ...beyond],
    requiredCount: urgent ? 1 : 2,
    priority: urgent ? 'critical' : 'high',
  };
};

/**
 * The activities where people put customer data into a generative AI assistant (transcripts,
 * personas, stories, notes, data questions), which the approved workspace and the prompt audit
 * cover; not the CRM, ad or team automations that also handle personal data.
 */
const GENAI_USES = [
  'integrare-genai-customer-data',
  'claritate-segments',
  'claritate-personas',
  'claritate-interview-insights',
  'amplificare-customer-stories',
  'colaborare-meeting-notes',
  'predictii-data-questions',
] as const;

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    texts: {
      title: {
        en: 'Write a one-page rule on which data may go into which AI tools',
        ro: 'Scrieți o regulă de o pagină despre ce date pot intra în ce instrumente AI',
      },
      action: {
        en: 'List the approved AI tools and, for each, the data allowed, with examples: public, internal, anonymised customer data, personal data. Pin the rule in the shared channel or folder everyone uses, and add it to the onboarding of anyone new, staff or freelancer.',
        ro: 'Enumerați instrumentele AI aprobate și, pentru fiecare, datele permise, cu exemple: publice, interne, date ale clienților anonimizate, date personale. Fixați regula în canalul sau dosarul comun pe care îl folosesc toți și adăugați-o în programul de integrare a oricărei persoane noi, angajat sau colaborator.',
      },
      owner: {
        en: 'A legal or data-protection adviser, in-house or external, with whoever leads marketing',
        ro: 'Un consultant juridic sau pe protecția datelor, intern sau extern, împreună cu persoana care conduce marketingul',
      },
      kpis: [
        {
          en: 'Rule published within 30 days; 100% of the people who use AI for your marketing confirm they have read it',
          ro: 'Regula publicată în cel mult 30 de zile; 100 % dintre cei care folosesc AI în marketingul vostru confirmă că au citit-o',
        },
      ],
      expectedResults: {
        en: 'No customer data pasted into tools nobody has vetted.',
        ro: 'Nicio informație despre clienți copiată în instrumente pe care nu le-a verificat nimeni.',
      },
      tools: [
        { en: 'Data classification table', ro: 'Tabel de clasificare a datelor' },
        {
          en: 'Shared channel or folder with the pinned rule',
          ro: 'Canal sau dosar comun, cu regula fixată',
        },
      ],
    },
  },
  {
    tactic: 2,
    cites: GENAI_USES,
    texts: {
      title: {
        en: 'Give everyone an approved AI workspace with training on your data switched off',
        ro: 'Oferiți tuturor un spațiu de lucru AI aprobat, fără antrenarea modelelor pe datele voastre',
      },
      action: {
        en: 'Buy company licences of one AI assistant under a data processing agreement, with training on your data switched off and single sign-on, and ask everyone to move work prompts out of personal accounts.',
        ro: 'Cumpărați licențe pentru companii ale unui asistent AI, cu acord de prelucrare a datelor, antrenarea pe datele voastre dezactivată și autentificare unică, și cereți tuturor să nu mai folosească conturi personale pentru prompturile de lucru.',
      },
      owner: {
        en: 'Whoever looks after your IT, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care se ocupă de IT, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: '100% of the people who use AI for your marketing on the approved workspace within 60 days; 0 work prompts in personal accounts at the next check',
          ro: '100 % dintre cei care folosesc AI în marketingul vostru, în spațiul de lucru aprobat în cel mult 60 de zile; 0 prompturi de lucru în conturi personale la următoarea verificare',
        },
      ],
      expectedResults: {
        en: 'The productivity of AI without customer data leaving your control.',
        ro: 'Productivitatea adusă de AI, fără ca datele clienților să iasă de sub controlul vostru.',
      },
      tools: [
        {
          en: 'Company licences of ChatGPT or Claude',
          ro: 'Licențe pentru companii de ChatGPT sau Claude',
        },
        { en: 'Data processing agreement', ro: 'Acord de prelucrare a datelor' },
      ],
    },
  },
  {
    tactic: 3,
    cites: GENAI_USES,
    texts: {
      title: {
        en: 'Have a data-protection adviser check a sample of prompts and uploads every quarter',
        ro: 'Cereți unui consultant pe protecția datelor să verifice trimestrial un eșantion de prompturi și fișiere încărcate',
      },
      action: {
        en: 'Each quarter a legal or data-protection adviser, in-house or external, reviews 50 randomly chosen prompts and uploaded files from the approved workspace, reports breaches of the data rule to whoever leads marketing and updates the rule’s examples.',
        ro: 'În fiecare trimestru, un consultant juridic sau pe protecția datelor, intern sau extern, analizează 50 de prompturi și fișiere încărcate, alese la întâmplare din spațiul de lucru aprobat, raportează persoanei care conduce marketingul încălcările regulii despre date și actualizează exemplele din regulă.',
      },
      owner: {
        en: 'A legal or data-protection adviser, in-house or external',
        ro: 'Un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: '4 sample checks a year of 50 items each; breaches down to 0 by the fourth check',
          ro: '4 verificări pe an, a câte 50 de elemente; încălcările reduse la 0 până la a patra verificare',
        },
      ],
      expectedResults: {
        en: 'Evidence for auditors, and a data rule that keeps up with how people really use AI.',
        ro: 'Dovezi pentru auditori și o regulă despre date care ține pasul cu felul în care oamenii folosesc de fapt AI-ul.',
      },
      tools: [
        { en: 'Audit log of the AI workspace', ro: 'Jurnalul de audit al spațiului de lucru AI' },
        { en: 'Sample-check sheet', ro: 'Fișă pentru verificarea prin eșantionare' },
      ],
    },
  },
];

export const GENAI_DATA_PROTECTION: StrategyDef = {
  id: 'genai-data-protection',
  category: 'governance',
  priority: 'critical',
  timeline: 'now',
  budgetEur: [2000, 8000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
