/** SISTEME: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 25 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
  practices: {
    en: 'which operations run on AI and automation, who owns each automation, and how exceptions reach people',
    ro: 'ce operațiuni rulează cu AI și automatizări, cine răspunde de fiecare automatizare și cum ajung excepțiile la oameni',
  },
  towardsHuman: {
    title: {
      en: 'Register every AI agent and automation with an owner and an approved scope',
      ro: 'Înregistrați fiecare agent AI și fiecare automatizare, cu un responsabil și un rol aprobat',
    },
    action: {
      en: 'List every AI agent and automation in one register with its approved scope and a named owner in ops; route exceptions to a human queue, check a sample of AI work every week, and have developers approve every website fix beyond routine ones.',
      ro: 'Treceți toți agenții AI și toate automatizările într-un singur registru, cu rolul aprobat și un responsabil numit din echipa de operațiuni; trimiteți excepțiile într-o coadă verificată de oameni, controlați săptămânal un eșantion din munca AI-ului și lăsați dezvoltatorii să aprobe orice remediere a site-ului care nu e de rutină.',
    },
    owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
    kpis: [
      {
        en: '100% of automations in the register with an owner within 60 days; 20 AI actions sample-checked a week',
        ro: '100 % dintre automatizări în registru, cu responsabil, în cel mult 60 de zile; 20 de acțiuni AI verificate prin eșantionare pe săptămână',
      },
    ],
    expectedResults: {
      en: 'Automation you can trust, with errors caught before they cost money.',
      ro: 'Automatizări în care puteți avea încredere, cu erorile prinse înainte să coste bani.',
    },
    tools: [
      {
        en: 'Automation register in Excel or Airtable',
        ro: 'Registru de automatizări în Excel sau Airtable',
      },
      { en: 'Exception queue in your project tool', ro: 'Coadă de excepții în instrumentul de proiecte' },
    ],
  },
  towardsAi: {
    title: {
      en: 'Automate launch checks, request triage and UTM tagging',
      ro: 'Automatizați verificările de lansare, trierea cererilor și etichetarea UTM',
    },
    action: {
      en: 'Let AI test every link, tracking tag and form before each launch with a person spot-checking, triage and assign incoming requests to marketing, and name and tag UTMs by your rules; ops handles the exceptions.',
      ro: 'Lăsați AI-ul să testeze fiecare link, etichetă de măsurare și formular înaintea fiecărei lansări, cu verificări prin eșantionare făcute de un om, să trieze și să repartizeze cererile către marketing și să denumească și să eticheteze UTM-urile după regulile voastre; echipa de operațiuni tratează excepțiile.',
    },
    owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
    kpis: [
      {
        en: 'Launch check time down 50% and 0 broken links at launch within 3 months',
        ro: 'Timpul verificărilor de lansare redus cu 50 % și 0 linkuri nefuncționale la lansare în 3 luni',
      },
    ],
    expectedResults: {
      en: 'Specialists’ hours moved from checks and admin to the work that needs them.',
      ro: 'Orele specialiștilor mutate de la verificări și munca administrativă la munca ce are nevoie de ei.',
    },
    tools: [
      { en: 'Zapier with an AI step', ro: 'Zapier, cu un pas de AI' },
      { en: 'Automated link and tracking checker', ro: 'Verificator automat de linkuri și măsurare' },
    ],
    topic: 'first-automation',
  },
  start: {
    title: {
      en: 'Plan campaigns in a project tool and add an AI pre-launch check',
      ro: 'Planificați campaniile într-un instrument de proiecte și adăugați o verificare AI înainte de lansare',
    },
    action: {
      en: 'Move campaign planning into a project tool with templates, write naming and UTM rules that AI applies, add an AI check of links, tracking and forms before each launch, and put an AI assistant on top of a short procedures guide.',
      ro: 'Mutați planificarea campaniilor într-un instrument de proiecte cu șabloane, scrieți reguli de denumire și UTM pe care AI-ul le aplică, introduceți o verificare AI a linkurilor, măsurării și formularelor înaintea fiecărei lansări și puneți un asistent AI peste un ghid scurt de proceduri.',
    },
    owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
    kpis: [
      {
        en: '100% of campaigns planned in the tool and checked before launch within 90 days',
        ro: '100 % dintre campanii planificate în instrument și verificate înainte de lansare în cel mult 90 de zile',
      },
    ],
    expectedResults: {
      en: 'Fewer launch errors and an operations base that automation can build on.',
      ro: 'Mai puține erori la lansare și o bază de operațiuni pe care se pot construi automatizări.',
    },
    tools: [
      { en: 'Asana or Trello with campaign templates', ro: 'Asana sau Trello cu șabloane de campanie' },
      { en: 'UTM naming rules', ro: 'Reguli de denumire UTM' },
    ],
  },
  startPriority: 'high',
  startHorizon: '0-3',
};
