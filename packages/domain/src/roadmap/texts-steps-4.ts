/**
 * Task templates of steps 7–8: COLABORARE, SISTEME (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of COLABORARE and SISTEME. */
export const STEP_TASKS_4: Record<'COLABORARE' | 'SISTEME', StepTasks> = {
  // Target: 85 % human.
  COLABORARE: {
    owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
    practices: {
      en: 'who writes agency briefs, coaches colleagues and answers the community, and which admin AI takes over',
      ro: 'cine scrie brief-urile pentru agenții, îi îndrumă pe colegi și răspunde comunității și ce muncă administrativă preia AI-ul',
    },
    towardsHuman: {
      title: {
        en: 'Have people write agency briefs and hold agency reviews face to face',
        ro: 'Lăsați oamenii să scrie brief-urile pentru agenții și să facă față în față evaluările agențiilor',
      },
      action: {
        en: 'The marketing lead writes every agency brief, with AI only flagging gaps; agency reviews happen face to face each quarter, senior colleagues coach marketers in person, and a named person writes the community replies while AI only flags posts that need one.',
        ro: 'Responsabilul de marketing scrie fiecare brief pentru agenții, iar AI-ul doar semnalează lipsurile; evaluările agențiilor au loc față în față în fiecare trimestru, colegii cu experiență îi îndrumă personal pe marketeri, iar o persoană numită scrie răspunsurile pentru comunitate, în timp ce AI-ul doar semnalează postările care cer un răspuns.',
      },
      owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
      kpis: [
        {
          en: '100% of agency briefs written by a person; 4 face-to-face agency reviews a year',
          ro: '100 % dintre brief-urile pentru agenții scrise de un om; 4 evaluări față în față ale agențiilor pe an',
        },
      ],
      expectedResults: {
        en: 'Stronger agency and partner relationships, and better work from them.',
        ro: 'Relații mai solide cu agențiile și partenerii și o muncă mai bună din partea lor.',
      },
      tools: [
        { en: 'Agency brief template', ro: 'Șablon de brief pentru agenții' },
        { en: 'Quarterly agency review agenda', ro: 'Agenda evaluării trimestriale a agențiilor' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Let AI take meeting notes, action lists and thread summaries',
        ro: 'Lăsați AI-ul să ia notițele din ședințe, să listeze acțiunile și să rezume discuțiile',
      },
      action: {
        en: 'Switch on AI meeting notes and action lists for team, agency and sales meetings, use AI to merge other teams’ comments on a campaign and flag conflicts for the owner, and have AI benchmark supplier prices before negotiations. People keep the conversations.',
        ro: 'Activați notițele și listele de acțiuni făcute de AI pentru ședințele cu echipa, agențiile și vânzările, folosiți AI-ul ca să adunați comentariile celorlalte echipe despre o campanie și să semnalați conflictele responsabilului și cereți AI-ului repere de preț pentru furnizori înaintea negocierilor. Conversațiile rămân ale oamenilor.',
      },
      owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
      kpis: [
        {
          en: '3 hours of admin a week saved per marketer, measured after 2 months',
          ro: '3 ore pe săptămână de muncă administrativă economisite pentru fiecare marketer, măsurate după 2 luni',
        },
      ],
      expectedResults: {
        en: 'More time for the conversations that build trust, less for admin.',
        ro: 'Mai mult timp pentru conversațiile care construiesc încredere, mai puțin pentru munca administrativă.',
      },
      tools: [
        {
          en: 'AI notes in your video-call tool',
          ro: 'Notițe automate cu AI în aplicația de videoconferință',
        },
        {
          en: 'ChatGPT or Claude for thread summaries',
          ro: 'ChatGPT sau Claude pentru rezumatele discuțiilor',
        },
      ],
    },
    start: {
      title: {
        en: 'Start a weekly sales–marketing meeting and quarterly agency reviews',
        ro: 'Porniți o ședință săptămânală cu vânzările și evaluări trimestriale ale agențiilor',
      },
      action: {
        en: 'Hold a weekly 30-minute meeting with sales on priorities and messages, brief sales and customer service in person before each launch, and review agencies and freelancers face to face each quarter. Let AI take the notes.',
        ro: 'Țineți o ședință săptămânală de 30 de minute cu vânzările despre priorități și mesaje, pregătiți personal vânzările și echipa de relații cu clienții înaintea fiecărei lansări și evaluați trimestrial, față în față, agențiile și colaboratorii externi. Lăsați AI-ul să ia notițele.',
      },
      owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
      kpis: [
        {
          en: 'At least 45 sales–marketing meetings and 4 agency reviews in 12 months',
          ro: 'Cel puțin 45 de ședințe cu vânzările și 4 evaluări ale agențiilor în 12 luni',
        },
      ],
      expectedResults: {
        en: 'Sales, service and agencies that tell the same story as marketing.',
        ro: 'Vânzări, relații cu clienții și agenții care spun aceeași poveste ca marketingul.',
      },
      tools: [
        { en: 'Shared meeting agenda', ro: 'Agendă comună a ședinței' },
        { en: 'AI meeting notes', ro: 'Notițe de ședință făcute cu AI' },
      ],
    },
    startPriority: 'medium',
    startHorizon: '3-6',
  },
  // Target: 25 % human.
  SISTEME: {
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
          ro: '100 % dintre automatizări în registru, cu responsabil, în cel mult 60 de zile; 20 de acțiuni AI verificate prin sondaj pe săptămână',
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
        ro: 'Lăsați AI-ul să testeze fiecare link, etichetă de măsurare și formular înaintea fiecărei lansări, cu verificări prin sondaj făcute de un om, să trieze și să repartizeze cererile către marketing și să denumească și să eticheteze UTM-urile după regulile voastre; echipa de operațiuni tratează excepțiile.',
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
  },
};
